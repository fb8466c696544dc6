import { USER_ACTION_FORBIDDEN } from '@gestar/domain/messages/server';
import { can } from '@gestar/domain/permissions/can';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { consoleNotice, createMailer } from '../../mail/mailer.ts';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { createPasswordHasher } from '../auth/passwords.ts';
import { createUser } from './create-user.ts';
import { deleteUser } from './delete-user.ts';
import { listVisibleUsers } from './queries.ts';
import { createUserRequestSchema, updateUserRequestSchema, userIdParamsSchema } from './schemas.ts';
import { visibleTarget } from './target-user.ts';
import { updateUser } from './update-user.ts';
import type { UserServices } from './user-services.ts';

/** User administration (spec §7 Account calls). Every call needs a signed-in user with the terms accepted. */
export async function usersRoutes(app: FastifyInstance, options: { config: Config; db: Db }): Promise<void> {
  const { config, db } = options;
  const mailer = createMailer(config, consoleNotice(config));
  app.addHook('onClose', async () => mailer.close());
  const services: UserServices = {
    db,
    hasher: createPasswordHasher(config.passwordHashCost),
    mailer,
    publicUrl: config.publicUrl,
    log: app.log,
  };
  const preHandler = requireUser();

  app.get('/api/Account', { preHandler }, async (request) => {
    const actor = currentUser(request);
    // Spec §6: the USUÁRIOS screen is closed to Cliente; devices still get the users they need by sync.
    if (!can(actor, 'users.menu')) throw new HttpError(403, USER_ACTION_FORBIDDEN);
    return { responseList: await listVisibleUsers(db, actor) };
  });

  app.get('/api/Account/:id', { preHandler }, async (request) => {
    const { id } = parseOr400(userIdParamsSchema, request.params);
    return { response: await visibleTarget(services, currentUser(request), id) };
  });

  app.post('/api/Account', { preHandler }, async (request, reply) => {
    const body = parseOr400(createUserRequestSchema, request.body);
    const created = await createUser(services, currentUser(request), body);
    return reply.code(201).send({ response: created });
  });

  app.put('/api/Account/:id', { preHandler }, async (request) => {
    const { id } = parseOr400(userIdParamsSchema, request.params);
    const body = parseOr400(updateUserRequestSchema, request.body);
    return { response: await updateUser(services, currentUser(request), id, body) };
  });

  app.delete('/api/Account/:id', { preHandler }, async (request) => {
    const { id } = parseOr400(userIdParamsSchema, request.params);
    await deleteUser(services, currentUser(request), id);
    return { sucesso: true };
  });
}
