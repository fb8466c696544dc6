import type { Kysely } from 'kysely';

// Written out here, not derived from the current schema types, so this migration means the same thing forever.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Login families ended by SAIR, a password change, a deletion or a stolen refresh token: their access tokens
  // stop on every node. Each row takes a revision so nodes catch up with the read they already make per request.
  await db.schema
    .createTable('revoked_sessions')
    .addColumn('familyId', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('rev', 'bigint', (col) => col.notNull())
    .addColumn('expiresAt', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('revoked_sessions_rev').on('revoked_sessions').column('rev').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revoked_sessions').execute();
}
