import type { Db } from '../../db/database.ts';
import { tokenDigest } from './tokens.ts';

/**
 * POST /api/Authentication/Logout (SAIR): the refresh token presented and every other of its login family die,
 * so a copy of the device's storage opens no session afterwards. The answer is the same for any token, known
 * or not: it proves nothing to whoever sends it.
 */
export async function logout(db: Db, presented: string): Promise<void> {
  const stored = await db.kysely
    .selectFrom('refresh_tokens')
    .select('familyId')
    .where('tokenHash', '=', tokenDigest(presented))
    .executeTakeFirst();
  if (!stored) return;
  await db.kysely
    .updateTable('refresh_tokens')
    .set({ revokedAt: new Date().toISOString(), revokedReason: 'logout' })
    .where('familyId', '=', stored.familyId)
    .where('revokedAt', 'is', null)
    .execute();
}
