import { userLanguageRequestSchema } from '@gestar/domain/entities/user-language';
import { USER_ACTION_FORBIDDEN } from '@gestar/domain/messages/server';
import { isAdmin } from '@gestar/domain/permissions/actor';
import { can } from '@gestar/domain/permissions/can';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { createRateLimiter } from '../../http/rate-limiter.ts';
import { consoleNotice, createMailer } from '../../mail/mailer.ts';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { createPasswordHasher } from '../auth/passwords.ts';
import { createUser } from './create-user.ts';
import { deleteUser } from './delete-user.ts';
import { confirmOwnEmail } from './own-email.ts';
import { listVisibleUsers } from './queries.ts';
import {
  confirmEmailSchema,
  createUserRequestSchema,
  updateUserRequestSchema,
  userIdParamsSchema,
} from './schemas.ts';
import { visibleTarget } from './target-user.ts';
import { updateUser } from './update-user.ts';
import { saveUserLanguage } from './user-language.ts';
import { projectUsers } from './user-projection.ts';
import type { UserServices } from './user-services.ts';

export const USER_LIMITS = {
  /** Users given an e-mail (created or changed) per user and hour: a vet's busiest day is a few dozen. */
  invitations: { max: 30, timeWindow: 60 * 60_000 },
  /** 'Já existe…' answers per user and hour. */
  conflicts: { max: 5, timeWindow: 60 * 60_000 },
} as const;

/**
 * User administration (spec §7 Account calls). Every call needs a signed-in user with the terms accepted. Every
 * user record answered goes through `projectUsers`, as the pull's do: one rule of who reads whose contact.
 */
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
  const limiter = createRateLimiter(db);
  /** Each address given to a user may send an invitation: a mail bomb needs many of them. */
  // Administrators are exempt from both caps: they onboard whole teams and already see every user's record.
  const countInvitation = limiter.guard((request) => {
    const email = (request.body as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.trim() !== '' && !isAdmin(currentUser(request))
      ? [{ limit: USER_LIMITS.invitations, key: `invite|${currentUser(request).id}` }]
      : [];
  });
  /**
   * 'Já existe um usuário com este e-mail/CPF' tells whether an address or CPF has an account: answered a few
   * times an hour per user, then 429, so nobody walks a list of addresses through their own profile.
   */
  const countConflicts = async <T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> => {
    if (isAdmin(currentUser(request))) return work();
    const conflicts = { limit: USER_LIMITS.conflicts, key: `conflict|${currentUser(request).id}` };
    const body = request.body as { email?: unknown; cpf?: unknown } | null;
    // Past the cap every write naming an e-mail or CPF waits, taken or not, so the 429 reveals nothing either.
    if (typeof body?.email === 'string' || typeof body?.cpf === 'string')
      await limiter.refuseIfOver(conflicts);
    try {
      return await work();
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409) {
        await limiter.check([conflicts]).catch(() => undefined);
      }
      throw error;
    }
  };

  app.get('/api/Account', { preHandler }, async (request) => {
    const actor = currentUser(request);
    // Spec §6: the USUÁRIOS screen is closed to Cliente; devices still get the users they need by sync.
    if (!can(actor, 'users.menu')) throw new HttpError(403, USER_ACTION_FORBIDDEN());
    return { responseList: projectUsers(actor, await listVisibleUsers(db, actor)) };
  });

  app.get('/api/Account/:id', { preHandler }, async (request) => {
    const { id } = parseOr400(userIdParamsSchema, request.params);
    const actor = currentUser(request);
    const [user] = projectUsers(actor, [await visibleTarget(services, actor, id)]);
    return { response: user };
  });

  app.post('/api/Account', { preHandler: [preHandler, countInvitation] }, async (request, reply) => {
    const body = parseOr400(createUserRequestSchema, request.body);
    const actor = currentUser(request);
    const created = await countConflicts(request, () => createUser(services, actor, body));
    const [user] = projectUsers(actor, [created]);
    return reply.code(201).send({ response: user });
  });

  app.put('/api/Account/:id', { preHandler: [preHandler, countInvitation] }, async (request) => {
    const { id } = parseOr400(userIdParamsSchema, request.params);
    const body = parseOr400(updateUserRequestSchema, request.body);
    const actor = currentUser(request);
    const { user, mensagem } = await countConflicts(request, () => updateUser(services, actor, id, body));
    const [shown] = projectUsers(actor, [user]);
    return mensagem ? { response: shown, mensagem } : { response: shown };
  });

  // One's own language, from any device: sent back with each login and refresh, and read for her e-mails.
  app.put(
    '/api/Account/Idioma',
    { preHandler: requireUser({ allowPendingTerms: true }) },
    async (request) => {
      const choice = parseOr400(userLanguageRequestSchema, request.body);
      await saveUserLanguage(db.kysely, currentUser(request).id, choice);
      return choice;
    },
  );

  // The link of a user's own new e-mail (own-email.ts): no session needed, the token is the proof.
  app.post('/api/Account/ConfirmEmail', async (request) => {
    const { token } = parseOr400(confirmEmailSchema, request.body);
    return confirmOwnEmail(services, token);
  });

  app.delete('/api/Account/:id', { preHandler }, async (request) => {
    const { id } = parseOr400(userIdParamsSchema, request.params);
    await deleteUser(services, currentUser(request), id);
    return { sucesso: true };
  });
}
