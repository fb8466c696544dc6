import type { Kysely } from 'kysely';

// Written out here, not derived from the current schema types, so this migration means the same thing forever.

/**
 * Sign-in through an organisation's OpenID Connect provider (features/auth/oidc). An identity is the provider's
 * issuer and subject (never the e-mail, which a person can change there); a login code is the one-time answer of
 * the provider's redirect that the web page trades for a session, kept in the database so any node may take it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oidc_identities')
    .addColumn('issuer', 'varchar(500)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('usuarioId', 'varchar(36)', (col) => col.notNull())
    .addColumn('email', 'varchar(320)')
    .addColumn('createdAt', 'varchar(40)', (col) => col.notNull())
    .addPrimaryKeyConstraint('oidc_identities_pk', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('oidc_identities_user').on('oidc_identities').column('usuarioId').execute();
  await db.schema
    .createTable('oidc_login_codes')
    .addColumn('codeHash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('usuarioId', 'varchar(36)', (col) => col.notNull())
    .addColumn('expiresAt', 'varchar(40)', (col) => col.notNull())
    .addColumn('usedAt', 'varchar(40)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oidc_login_codes').execute();
  await db.schema.dropTable('oidc_identities').execute();
}
