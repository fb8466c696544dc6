import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { runMaintenance } from './db/maintenance.ts';
import { migrateToLatest } from './db/migrate.ts';
import { runSeeds } from './db/seeds/run.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config);
  const applied = await migrateToLatest(db);
  // Operator commands (--backup <file>, --new-epoch) run and exit without starting the server.
  if (await runMaintenance(process.argv.slice(2), config, db)) {
    await db.close();
    return;
  }
  const app = await buildApp({ config, db });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  const seedLines = await runSeeds(db, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`;
  console.log(`\nGestar is running on http://localhost:${config.port}  (database: ${where})\n`);
  if (seedLines.length > 0) console.log(`${seedLines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Gestar failed to start:', error);
  }
  process.exit(1);
});
