import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/**
 * The provider's return leaves the web page a one-time code, not a token: the address bar, the history and a
 * proxy's log never hold a session. Only its sha256 is stored. It stays valid while the page still has steps
 * to take with it (the profile dialog), and is spent when it opens the session.
 */
export const LOGIN_CODE_TTL_MS = 5 * 60_000;

function hashOf(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export async function issueLoginCode(
  db: Kysely<Database>,
  usuarioId: string,
  now = new Date(),
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  // Old codes go with each new one, so the table holds only the last minutes' sign-ins.
  await db.deleteFrom('oidc_login_codes').where('expiresAt', '<', now.toISOString()).execute();
  await db
    .insertInto('oidc_login_codes')
    .values({
      codeHash: hashOf(code),
      usuarioId,
      expiresAt: new Date(now.getTime() + LOGIN_CODE_TTL_MS).toISOString(),
      usedAt: null,
    })
    .execute();
  return code;
}

/** The user a live, unspent code names, or undefined. */
export async function userOfLoginCode(
  db: Kysely<Database>,
  code: string,
  now = new Date(),
): Promise<string | undefined> {
  const row = await db
    .selectFrom('oidc_login_codes')
    .select('usuarioId')
    .where('codeHash', '=', hashOf(code))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirst();
  return row?.usuarioId;
}

/** Spends the code; false when another request spent it first (two tabs, a replay). */
export async function spendLoginCode(db: Kysely<Database>, code: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('oidc_login_codes')
    .set({ usedAt: now.toISOString() })
    .where('codeHash', '=', hashOf(code))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
