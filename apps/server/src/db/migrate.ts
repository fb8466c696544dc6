import { type Kysely, type Migration, Migrator } from 'kysely';
import * as m0001 from './migrations/0001_app_settings.ts';
import * as m0002 from './migrations/0002_sync.ts';
import * as m0003 from './migrations/0003_accounts.ts';

// Listed statically (not read from a folder) so the bundled server carries its migrations with it.
const migrations: Record<string, Migration> = {
  '0001_app_settings': m0001,
  '0002_sync': m0002,
  '0003_accounts': m0003,
};

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
