import type { Kysely } from 'kysely';

// Written out here, not derived from the current schema types, so this migration means the same thing forever.

/**
 * The language each person chose to read Gestar in (pt-BR or es). Its own table, not a column of `usuarios`:
 * the users table is what devices pull, and a preference is no record of the season.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_languages')
    .addColumn('usuarioId', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('idioma', 'varchar(8)', (col) => col.notNull())
    .addColumn('updatedAt', 'varchar(40)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_languages').execute();
}
