import type { Kysely } from 'kysely';

// Written out here, not derived from the current schema types, so this migration means the same thing forever.

/** The columns a push reads to keep one live record per key (rules/one-live-per-key.ts). */
const INDEXES: [name: string, table: string, column: string][] = [
  ['lotes_parent_batch', 'lotes', 'parentBatch'],
  ['iatfs_vaca', 'iatfs', 'vacaId'],
  ['dns_vaca', 'dns', 'vacaId'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, column] of INDEXES) {
    await db.schema.createIndex(name).on(table).column(column).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
