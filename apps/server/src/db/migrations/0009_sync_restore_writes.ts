import type { Kysely } from 'kysely';

// Written out here, not derived from the current schema types, so this migration means the same thing forever.

/**
 * The writes a device's copy sent back after a restore made, with the lost revision that copy was at:
 * among copies of one record sent back by several devices, the one from the latest lost revision is kept, and a
 * value written after the restore by anyone else is never replaced by an older copy's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sync_restore_writes')
    .addColumn('entity', 'varchar(40)', (col) => col.notNull())
    .addColumn('recordId', 'varchar(36)', (col) => col.notNull())
    .addColumn('rev', 'bigint', (col) => col.notNull())
    .addColumn('lostRev', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('sync_restore_writes_pk', ['entity', 'recordId', 'rev'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sync_restore_writes').execute();
}
