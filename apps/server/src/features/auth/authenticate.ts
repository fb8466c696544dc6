import { type Role, roleOf } from '@gestar/domain/entities/role';
import { TERMS_NOT_ACCEPTED } from '@gestar/domain/messages/auth';
import { SESSION_INVALID } from '@gestar/domain/messages/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { allAccepted, termFlags } from '../terms/acceptance.ts';
import { createTokenSigner } from './tokens.ts';
import { userStateWatcher } from './user-state.ts';
import { verifiedTokenCache } from './verified-tokens.ts';

/** The caller of a request, from a valid access token. */
export type AuthUser = { id: string; email: string; roles: Role[]; termsAccepted: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | undefined;
  }
}

/**
 * Sets `request.user` from `Authorization: Bearer <jwt>` on every request (undefined when absent or invalid).
 * Call on the root instance before registering routes. A verified token is remembered until it expires
 * (verified-tokens.ts); its user must still exist with the roles it names and its login must not have ended
 * (user-state.ts), and a token issued
 * before the terms were accepted is re-checked against the database, so accepting them takes effect at once.
 */
export function registerAuth(app: FastifyInstance, options: { config: Config; db: Db }): void {
  const signer = createTokenSigner(options.config.jwtSecret);
  const verified = verifiedTokenCache(signer.verifyWithExpiry, (claims) => ({
    id: claims.sub,
    email: claims.email,
    roles: claims.roles.map((id) => roleOf({ id })).filter((role): role is Role => role !== undefined),
    terms: claims.terms,
    family: claims.fam,
  }));
  const stillAllowed = userStateWatcher(options.db);
  app.decorateRequest('user', undefined);
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    const token = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
    const caller = token ? verified(token) : undefined;
    if (!caller) return done();
    // A fresh roles array per request: the cached one is shared by every call made with this token.
    const user = { id: caller.id, email: caller.email, roles: [...caller.roles] };
    stillAllowed(
      user.id,
      user.roles.map((role) => role.id),
      caller.family,
    ).then(async (allowed) => {
      // A deleted or demoted user's token stops here: the device refreshes and hears why.
      if (!allowed) return done();
      const termsAccepted = caller.terms || allAccepted(await termFlags(options.db.kysely, user.id));
      request.user = { ...user, termsAccepted };
      done();
    }, done);
  });
}

/**
 * preHandler for authenticated routes: 401 without a valid token, 403 while any of the terms is not accepted
 * (unless `allowPendingTerms`: the calls that read and accept the terms).
 */
export function requireUser(options: { allowPendingTerms?: boolean } = {}) {
  return function requireUserHandler(
    request: FastifyRequest,
    _reply: FastifyReply,
    done: (error?: Error) => void,
  ): void {
    const user = request.user;
    if (!user) done(new HttpError(401, SESSION_INVALID()));
    else if (!options.allowPendingTerms && !user.termsAccepted)
      done(new HttpError(403, TERMS_NOT_ACCEPTED()));
    else done();
  };
}

/** The authenticated user of a request that went through `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, SESSION_INVALID());
  return request.user;
}
