import { type Kysely, type Migration, Migrator, sql } from 'kysely';
import type { Db } from './database.ts';
import * as m0001 from './migrations/0001_app_settings.ts';
import * as m0002 from './migrations/0002_sync.ts';
import * as m0003 from './migrations/0003_accounts.ts';
import * as m0004 from './migrations/0004_sync_identity.ts';
import * as m0005 from './migrations/0005_accounts_limits.ts';
import * as m0006 from './migrations/0006_revoked_sessions.ts';
import * as m0007 from './migrations/0007_one_live_per_key.ts';
import * as m0008 from './migrations/0008_sync_clients_bounded.ts';
import * as m0009 from './migrations/0009_sync_restore_writes.ts';
import * as m0010 from './migrations/0010_proof_files_farm.ts';
import * as m0011 from './migrations/0011_restore_write_edits.ts';

// Listed statically (not read from a folder) so the bundled server carries its migrations with it.
const migrations: Record<string, Migration> = {
  '0001_app_settings': m0001,
  '0002_sync': m0002,
  '0003_accounts': m0003,
  '0004_sync_identity': m0004,
  '0005_accounts_limits': m0005,
  '0006_revoked_sessions': m0006,
  '0007_one_live_per_key': m0007,
  '0008_sync_clients_bounded': m0008,
  '0009_sync_restore_writes': m0009,
  '0010_proof_files_farm': m0010,
  '0011_restore_write_edits': m0011,
};

export async function migrateToLatest(db: Db): Promise<string[]> {
  // biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
  const kysely = db.kysely as Kysely<any>;
  const migrator = new Migrator({
    db: kysely,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema of the database unless told which one: a second
    // Gestar schema in the same PostgreSQL database (tests, staging beside production) would find the other's
    // tables and then fail on its own ("kysely_migration_lock does not exist").
    ...(db.dialect === 'postgres' ? { migrationTableSchema: await currentSchema(db.kysely) } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

async function currentSchema(kysely: Db['kysely']): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(kysely);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check search_path in DATABASE_URL');
  return schema;
}
