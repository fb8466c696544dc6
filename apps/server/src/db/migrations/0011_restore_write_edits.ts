import type { Kysely } from 'kysely';

// Written out here, not derived from the current schema types, so this migration means the same thing forever.

/**
 * A copy sent back after a restore may carry fields its person edited and had not sent (`_changed`): those are a
 * person's writes, never to be replaced by another device's copy, while the rest of the write is the copy's and
 * compares by lost revision. `edited` names them (a JSON array of field names).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sync_restore_writes')
    .addColumn('edited', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sync_restore_writes').dropColumn('edited').execute();
}
