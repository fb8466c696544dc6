import type { Kysely } from 'kysely';

// Written out here, not derived from the current schema types, so this migration means the same thing forever.

/**
 * The mapping of a farm's own control workbook, saved when it is applied and offered again by the next read:
 * one per farm, as JSON text. Server-side only: no device needs it offline, so it is not a synced entity.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('own_sheet_mappings')
    .addColumn('fazendaId', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('mapping', 'text', (col) => col.notNull())
    .addColumn('usuarioId', 'varchar(36)', (col) => col.notNull())
    .addColumn('at', 'varchar(40)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('own_sheet_mappings').execute();
}
