import type { Kysely } from 'kysely';

// Written out here, not derived from the current schema types, so this migration means the same thing forever.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Retention deletes by age across all users.
  await db.schema
    .createIndex('tracking_events_received')
    .on('tracking_events')
    .column('receivedAt')
    .execute();

  // Rate-limit counters shared by every server node (fixed windows): a key, its hits, when the window ends.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(400)', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('resetAt', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset').on('rate_limits').column('resetAt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
  await db.schema.dropIndex('tracking_events_received').execute();
}
