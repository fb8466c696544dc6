import { newId } from '@gestar/domain/entities/common';
import { ID_TAKEN } from '@gestar/domain/messages/server';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import { lockRevisions } from '../../db/revision.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import { assertUniqueLogin } from './uniqueness.ts';
import { insertUserRecord, type NewUserRecord } from './user-records.ts';

/**
 * Creates a user with roles and, when given, a password: the command behind seeds, tests and the user
 * administration call (which adds permissions and the invitation, the latter through `alsoInTransaction`).
 */
export async function createAccount(
  db: Db,
  hasher: PasswordHasher,
  input: NewUserRecord & { password?: string },
  actorId: string | null,
  alsoInTransaction?: (trx: Kysely<Database>, id: string) => Promise<void>,
): Promise<string> {
  const id = input.id ?? newId();
  const passwordHash = input.password === undefined ? undefined : await hasher.hash(input.password);
  await db.kysely.transaction().execute(async (trx) => {
    await lockRevisions(trx, db.dialect);
    const existing = await trx.selectFrom('usuarios').select('id').where('id', '=', id).executeTakeFirst();
    if (existing) throw new HttpError(409, ID_TAKEN());
    await assertUniqueLogin(trx, input);
    await insertUserRecord(trx, { ...input, id }, actorId);
    if (passwordHash !== undefined) {
      await trx
        .insertInto('credentials')
        .values({ usuarioId: id, passwordHash, passwordChangedAt: new Date().toISOString() })
        .execute();
    }
    await alsoInTransaction?.(trx, id);
  });
  return id;
}
