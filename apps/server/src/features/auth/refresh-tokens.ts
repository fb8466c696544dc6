import { newId } from '@gestar/domain/entities/common';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RefreshTokenRevocation } from '../../db/schema-accounts.ts';
import { newOpaqueToken, REFRESH_TOKEN_TTL_MS, tokenDigest } from './tokens.ts';

type Executor = Kysely<Database>;

/** Stores a new refresh token (digest only) and returns the secret for the client. */
export async function issueRefreshToken(
  db: Executor,
  usuarioId: string,
  familyId: string = newId(),
): Promise<{ token: string; digest: string }> {
  const token = newOpaqueToken();
  const digest = tokenDigest(token);
  const now = Date.now();
  await db
    .insertInto('refresh_tokens')
    .values({
      tokenHash: digest,
      familyId,
      usuarioId,
      expiresAt: new Date(now + REFRESH_TOKEN_TTL_MS).toISOString(),
      revokedAt: null,
      revokedReason: null,
      replacedBy: null,
      createdAt: new Date(now).toISOString(),
    })
    .execute();
  return { token, digest };
}

/** Ends every live session of a user (password change, deletion). */
export async function revokeUserRefreshTokens(
  db: Executor,
  usuarioId: string,
  reason: RefreshTokenRevocation,
): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revokedAt: new Date().toISOString(), revokedReason: reason })
    .where('usuarioId', '=', usuarioId)
    .where('revokedAt', 'is', null)
    .execute();
}
