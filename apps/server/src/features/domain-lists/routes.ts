import {
  DOMAIN_LISTS_ADMIN_ONLY,
  DOMAIN_TYPE_NOT_FOUND,
  DOMAIN_VALUE_NOT_FOUND,
} from '@gestar/domain/messages/server';
import type { Actor } from '@gestar/domain/permissions/actor';
import { can } from '@gestar/domain/permissions/can';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { type SaveMode, saveDomainRecord } from './commands.ts';
import { type DomainTable, listDomain } from './queries.ts';
import { idParamsSchema, tipoDominioBodySchema, valorDominioBodySchema } from './schemas.ts';

const LISTS: { path: string; table: DomainTable; body: z.ZodType; notFound: () => string }[] = [
  {
    path: '/api/ValorDominio',
    table: 'valor_dominios',
    body: valorDominioBodySchema,
    notFound: DOMAIN_VALUE_NOT_FOUND,
  },
  {
    path: '/api/TipoDominio',
    table: 'tipo_dominios',
    body: tipoDominioBodySchema,
    notFound: DOMAIN_TYPE_NOT_FOUND,
  },
];

function administrator(request: FastifyRequest): Actor {
  const actor = currentUser(request);
  if (!can(actor, 'domain.write')) throw new HttpError(403, DOMAIN_LISTS_ADMIN_ONLY());
  return actor;
}

/**
 * Spec §7 domain lists: GET (any logged-in user) → {responseList}; POST/PUT/DELETE (administrators) → the
 * stored record in {sucesso, response}. DELETE is soft. Every write takes a new revision, so devices pull it.
 */
export async function domainListRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  for (const list of LISTS) {
    app.get(list.path, { preHandler: requireUser() }, async () => ({
      responseList: await listDomain(db, list.table),
    }));

    const save = (mode: SaveMode) => async (request: FastifyRequest, reply: FastifyReply) => {
      const actor = administrator(request);
      const body =
        mode === 'delete'
          ? parseOr400(idParamsSchema, request.params)
          : (parseOr400(list.body, request.body) as { id: string });
      const { record, created } = await saveDomainRecord(db, actor, list.table, body, mode, list.notFound());
      return reply.code(created ? 201 : 200).send({ sucesso: true, response: record });
    };
    app.post(list.path, { preHandler: requireUser() }, save('create'));
    app.put(list.path, { preHandler: requireUser() }, save('update'));
    app.delete(`${list.path}/:id`, { preHandler: requireUser() }, save('delete'));
  }
}
