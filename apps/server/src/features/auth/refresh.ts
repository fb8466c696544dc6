import type { LoginResponse } from '@gestar/domain/entities/login-response';
import { WRONG_PASSWORD } from '@gestar/domain/messages/auth';
import { SESSION_INVALID } from '@gestar/domain/messages/server';
import { HttpError } from '../../http/errors.ts';
import { findUserRow, rolesByUser } from '../users/queries.ts';
import { revokeFamilies } from './refresh-tokens.ts';
import { type AuthServices, assertMaySignIn, openSession } from './sessions.ts';
import { tokenDigest } from './tokens.ts';

/**
 * POST /api/Authentication/RefreshToken: trades a refresh token for a new pair; the presented token dies.
 * Presenting a token that was already traded means it was copied: the whole family (every descendant of
 * that login) is revoked. A token killed by a password change answers 'Senha incorreta!', which makes the
 * device ask for the new password (spec §8).
 */
export async function refreshSession(services: AuthServices, presented: string): Promise<LoginResponse> {
  const { db } = services;
  const digest = tokenDigest(presented);
  const stored = await db.kysely
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('tokenHash', '=', digest)
    .executeTakeFirst();
  if (!stored) throw new HttpError(401, SESSION_INVALID());
  if (stored.revokedReason === 'password') throw new HttpError(401, WRONG_PASSWORD());
  if (stored.revokedReason === 'rotated' || stored.revokedReason === 'reuse') {
    await revokeFamily(services, stored.familyId);
    throw new HttpError(401, SESSION_INVALID());
  }
  if (stored.revokedAt !== null || stored.expiresAt <= new Date().toISOString()) {
    throw new HttpError(401, SESSION_INVALID());
  }
  const user = await findUserRow(db, stored.usuarioId);
  if (!user) throw new HttpError(401, SESSION_INVALID());
  const roles = (await rolesByUser(db.kysely, [user.id])).get(user.id) ?? [];
  assertMaySignIn(user, roles);

  return db.kysely.transaction().execute(async (trx) => {
    // Conditional on still being live: of two concurrent refreshes with one token, exactly one wins.
    const claimed = await trx
      .updateTable('refresh_tokens')
      .set({ revokedAt: new Date().toISOString(), revokedReason: 'rotated' })
      .where('tokenHash', '=', digest)
      .where('revokedAt', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new HttpError(401, SESSION_INVALID());
    const response = await openSession(services, user, roles, { executor: trx, familyId: stored.familyId });
    await trx
      .updateTable('refresh_tokens')
      .set({ replacedBy: tokenDigest(response.refreshToken) })
      .where('tokenHash', '=', digest)
      .execute();
    return response;
  });
}

async function revokeFamily(services: AuthServices, familyId: string): Promise<void> {
  await services.db.kysely.transaction().execute((trx) => revokeFamilies(trx, { familyId }, 'reuse'));
}
