import { type Kysely, sql, type Transaction } from 'kysely';
import type { Dialect } from './database.ts';
import type { Database } from './schema.ts';

/**
 * Returns the first of `n` consecutive revisions (the last one is `first + n - 1`).
 *
 * Must run inside the writer's transaction: the UPDATE takes the row lock of the single `rev_counter` row and
 * keeps it until commit, so on PostgreSQL writers allocate one after another and their revisions become
 * visible in commit order (SQLite serialises writers anyway). A reader that sees counter value H therefore
 * sees every row with `rev <= H`, which is what makes revisions safe pull cursors.
 */
export async function allocateRevs(
  trx: Transaction<Database> | Kysely<Database>,
  n: number,
): Promise<number> {
  if (!Number.isInteger(n) || n < 1) throw new Error(`allocateRevs needs a positive count, got ${n}`);
  const row = await trx
    .updateTable('rev_counter')
    .set({ value: sql<number>`value + ${n}` })
    .where('id', '=', 1)
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value) - n + 1;
}

/**
 * Takes the revision lock without allocating. A writer that must read rows, decide, then write (the sync
 * push) calls it first, so concurrent writers cannot interleave between its reads and its writes.
 */
export async function lockRevisions(trx: Transaction<Database>, dialect: Dialect): Promise<void> {
  // SQLite runs one write transaction at a time on its single connection: there is nothing to lock.
  if (dialect === 'sqlite') return;
  await sql`select value from rev_counter where id = 1 for update`.execute(trx);
}

/** The highest revision committed so far, as seen by `trx` (inside a snapshot: as of that snapshot). */
export async function currentRev(trx: Transaction<Database> | Kysely<Database>): Promise<number> {
  const row = await trx
    .selectFrom('rev_counter')
    .select('value')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.value);
}
