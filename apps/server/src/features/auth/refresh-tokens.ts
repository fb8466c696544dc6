import { newId } from '@gestar/domain/entities/common';
import type { Kysely } from 'kysely';
import { allocateRevs } from '../../db/revision.ts';
import type { Database } from '../../db/schema.ts';
import type { RefreshTokenRevocation } from '../../db/schema-accounts.ts';
import { ACCESS_TOKEN_TTL_SECONDS, newOpaqueToken, REFRESH_TOKEN_TTL_MS, tokenDigest } from './tokens.ts';

type Executor = Kysely<Database>;

/** Stores a new refresh token (digest only) and returns the secret for the client. */
export async function issueRefreshToken(
  db: Executor,
  usuarioId: string,
  familyId: string = newId(),
): Promise<{ token: string; digest: string; familyId: string }> {
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
  return { token, digest, familyId };
}

/** Ends every live session of a user (password change, deletion), access tokens included. Run in a transaction. */
export async function revokeUserRefreshTokens(
  db: Executor,
  usuarioId: string,
  reason: RefreshTokenRevocation,
): Promise<void> {
  await revokeFamilies(db, { usuarioId }, reason);
}

/**
 * Revokes the live refresh tokens of one login family or of every family of a user, and records those families
 * in revoked_sessions under a new revision, so their access tokens stop on the next request on every node
 * (user-state.ts) instead of living out their 15 minutes. Must run inside the writer's transaction (the revision).
 */
export async function revokeFamilies(
  db: Executor,
  which: { familyId: string } | { usuarioId: string },
  reason: RefreshTokenRevocation,
): Promise<void> {
  const live = db.selectFrom('refresh_tokens').select('familyId').distinct().where('revokedAt', 'is', null);
  const families = (
    await ('familyId' in which
      ? live.where('familyId', '=', which.familyId)
      : live.where('usuarioId', '=', which.usuarioId)
    ).execute()
  ).map((row) => row.familyId);
  if ('familyId' in which && !families.includes(which.familyId)) families.push(which.familyId);
  const update = db
    .updateTable('refresh_tokens')
    .set({ revokedAt: new Date().toISOString(), revokedReason: reason })
    .where('revokedAt', 'is', null);
  await ('familyId' in which
    ? update.where('familyId', '=', which.familyId)
    : update.where('usuarioId', '=', which.usuarioId)
  ).execute();
  if (families.length === 0) return;
  const rev = await allocateRevs(db, 1);
  // An access token issued just before the revocation can be valid this long (clock skew included).
  const expiresAt = Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;
  for (let start = 0; start < families.length; start += 500) {
    await db
      .insertInto('revoked_sessions')
      .values(families.slice(start, start + 500).map((familyId) => ({ familyId, rev, expiresAt })))
      .onConflict((oc) => oc.column('familyId').doUpdateSet({ rev, expiresAt }))
      .execute();
  }
  // A family past its expiry has no live access token left to refuse: the table stays as small as the last 16 min.
  await db.deleteFrom('revoked_sessions').where('expiresAt', '<', Date.now()).execute();
}
