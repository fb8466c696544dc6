import { termoAceitarRequestSchema } from '@gestar/domain/entities/term';
import { TERM_NOT_FOUND } from '@gestar/domain/messages/server';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError, parseOr400 } from '../../http/errors.ts';
import { currentUser, requireUser } from '../auth/authenticate.ts';
import { acceptTerm } from './accept-term.ts';
import { activeTerm } from './queries.ts';

export async function termsRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;

  // Public: the /cookies, /privacy and /userslicense screens show the terms before anyone signs in.
  app.get('/api/Termo/ObterAtivo', async (request) => {
    const { tipo } = parseOr400(termoAceitarRequestSchema, request.query);
    const termo = await activeTerm(db.kysely, tipo);
    if (!termo) throw new HttpError(404, TERM_NOT_FOUND());
    return { conteudo: termo.conteudo, versao: termo.versao };
  });

  app.post(
    '/api/Termo/Aceitar',
    { preHandler: requireUser({ allowPendingTerms: true }) },
    async (request) => {
      const { tipo } = parseOr400(termoAceitarRequestSchema, request.body);
      return acceptTerm(db, { usuarioId: currentUser(request).id, tipo, ip: request.ip });
    },
  );
}
