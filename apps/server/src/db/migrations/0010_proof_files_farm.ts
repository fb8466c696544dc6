import type { Kysely } from 'kysely';

// Written out here, not derived from the current schema types, so this migration means the same thing forever.

/**
 * Stored receipts are capped per farm (count and bytes): each row names the farm its batches belong to and its
 * size. Rows stored before have neither and count for no farm.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('proof_files').addColumn('fazendaId', 'varchar(36)').execute();
  await db.schema
    .alterTable('proof_files')
    .addColumn('bytes', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('proof_files_fazenda')
    .on('proof_files')
    .columns(['fazendaId', 'sha256'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('proof_files_fazenda').execute();
  await db.schema.alterTable('proof_files').dropColumn('bytes').execute();
  await db.schema.alterTable('proof_files').dropColumn('fazendaId').execute();
}
