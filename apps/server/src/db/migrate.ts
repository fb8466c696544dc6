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
import * as m0012 from './migrations/0012_own_sheet_mappings.ts';
import * as m0013 from './migrations/0013_oidc_identities.ts';
import * as m0014 from './migrations/0014_user_languages.ts';

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
  '0012_own_sheet_mappings': m0012,
  '0013_oidc_identities': m0013,
  '0014_user_languages': m0014,
};

/**
 * Brings the database to this release's schema and returns the migrations applied. A database a newer release
 * has already migrated is left as it is: during a rolling upgrade (or a roll-back) an old node that restarts must
 * come up beside the new ones, and every migration is written so that the release before it still runs on the
 * migrated schema (docs/PRODUCTION.md). `onNewer` hears which migrations this release does not know.
 */
export async function migrateToLatest(
  db: Db,
  onNewer: (unknown: string[]) => void = () => undefined,
): Promise<string[]> {
  // biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
  const kysely = db.kysely as Kysely<any>;
  const schema = db.dialect === 'postgres' ? await currentSchema(db.kysely) : undefined;
  const executed = await executedMigrations(kysely, schema);
  const unknown = executed.filter((name) => !(name in migrations));
  if (unknown.length > 0) {
    const pending = Object.keys(migrations).filter((name) => !executed.includes(name));
    // Kysely would stop with 'corrupted migrations'; a database missing some of this release's migrations while
    // holding others' is not a newer schema but a different history, which no node should run on.
    if (pending.length > 0)
      throw new Error(
        `The database holds migrations this release does not know (${unknown.join(', ')}) and lacks some it needs (${pending.join(', ')}): restore the backup taken before the upgrade.`,
      );
    onNewer(unknown);
    return [];
  }
  const migrator = new Migrator({
    db: kysely,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema of the database unless told which one: a second
    // Gestar schema in the same PostgreSQL database (tests, staging beside production) would find the other's
    // tables and then fail on its own ("kysely_migration_lock does not exist").
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** The migrations the database records as run; none on a database never migrated. */
// biome-ignore lint/suspicious/noExplicitAny: read before the schema is known to be this release's
async function executedMigrations(kysely: Kysely<any>, schema: string | undefined): Promise<string[]> {
  const scoped = schema ? kysely.withSchema(schema) : kysely;
  try {
    const rows = await scoped.selectFrom('kysely_migration').select('name').execute();
    return rows.map((row: { name: string }) => row.name);
  } catch {
    // No bookkeeping table yet: a new database.
    return [];
  }
}

async function currentSchema(kysely: Db['kysely']): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(kysely);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check search_path in DATABASE_URL');
  return schema;
}
