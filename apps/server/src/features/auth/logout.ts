import type { Db } from '../../db/database.ts';
import { revokeFamilies } from './refresh-tokens.ts';
import { tokenDigest } from './tokens.ts';

/**
 * POST /api/Authentication/Logout (SAIR): the refresh token presented, every other of its login family and their
 * access tokens die, so a copy of the device's storage opens no session afterwards. The answer is the same for
 * any token, known or not: it proves nothing to whoever sends it.
 */
export async function logout(db: Db, presented: string): Promise<void> {
  const stored = await db.kysely
    .selectFrom('refresh_tokens')
    .select('familyId')
    .where('tokenHash', '=', tokenDigest(presented))
    .executeTakeFirst();
  if (!stored) return;
  await db.kysely
    .transaction()
    .execute((trx) => revokeFamilies(trx, { familyId: stored.familyId }, 'logout'));
}
