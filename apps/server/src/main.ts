import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { runMaintenance } from './db/maintenance.ts';
import { migrateToLatest } from './db/migrate.ts';
import { runSeeds } from './db/seeds/run.ts';
import { Drain, shutdownOnSignals } from './http/graceful-shutdown.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config);
  // A newer release already migrated this database (a rolling upgrade or a roll-back): run on it as it is.
  let newer: string[] = [];
  const applied = await migrateToLatest(db, (unknown) => {
    newer = unknown;
  });
  // Operator commands (--backup <file>, --new-epoch) run and exit without starting the server.
  if (await runMaintenance(process.argv.slice(2), config, db)) {
    await db.close();
    return;
  }
  const drain = new Drain();
  const app = await buildApp({ config, db, drain });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
  if (newer.length > 0) app.log.warn({ migrations: newer }, 'database migrated by a newer release');
  const seedLines = await runSeeds(db, config, app.log);

  shutdownOnSignals({
    app,
    db,
    drain,
    timeoutMs: config.shutdownTimeoutMs,
    lingerMs: config.shutdownLingerMs,
    log: app.log,
    exit: (code) => process.exit(code),
  });

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
