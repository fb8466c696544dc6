import { type Role, roleOf } from '@gestar/domain/entities/role';
import { TERMS_NOT_ACCEPTED } from '@gestar/domain/messages/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { allAccepted, termFlags } from '../terms/acceptance.ts';
import { SESSION_INVALID } from './texts.ts';
import { createTokenSigner } from './tokens.ts';

/** The caller of a request, from a valid access token. */
export type AuthUser = { id: string; email: string; roles: Role[]; termsAccepted: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | undefined;
  }
}

/**
 * Sets `request.user` from `Authorization: Bearer <jwt>` on every request (undefined when absent or invalid).
 * Call on the root instance before registering routes. Stateless: the token's claims are trusted until they
 * expire (15 min); only a token issued before the terms were accepted is re-checked against the database, so
 * accepting the terms takes effect at once.
 */
export function registerAuth(app: FastifyInstance, options: { config: Config; db: Db }): void {
  const signer = createTokenSigner(options.config.jwtSecret);
  app.decorateRequest('user', undefined);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
    if (!token) return;
    const claims = await signer.verify(token);
    if (!claims) return;
    const roles = claims.roles.map((id) => roleOf({ id })).filter((role): role is Role => role !== undefined);
    const termsAccepted = claims.terms || allAccepted(await termFlags(options.db.kysely, claims.sub));
    request.user = { id: claims.sub, email: claims.email, roles, termsAccepted };
  });
}

/**
 * preHandler for authenticated routes: 401 without a valid token, 403 while any of the terms is not accepted
 * (unless `allowPendingTerms`: the calls that read and accept the terms).
 */
export function requireUser(options: { allowPendingTerms?: boolean } = {}) {
  return async function requireUserHandler(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const user = request.user;
    if (!user) throw new HttpError(401, SESSION_INVALID);
    if (!options.allowPendingTerms && !user.termsAccepted) throw new HttpError(403, TERMS_NOT_ACCEPTED);
  };
}

/** The authenticated user of a request that went through `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, SESSION_INVALID);
  return request.user;
}
