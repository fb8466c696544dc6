// A real server over a SQLite file that a test can back up, stop, restore and start again on the same port
// (to prove devices recover from a restored database). Not imported by production code.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/database.ts';
import { backupSqlite } from '../db/maintenance.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { TestServer } from './test-server.ts';

export type RestorableServer = TestServer & {
  /**
   * An online copy of the live database (SQLite backup API), as an operator would take it: with
   * `--backup` (the copy gets a new epoch) or with sqlite3's `.backup` (same epoch).
   */
  backup: (how: 'gestar' | 'sqlite3') => Promise<string>;
  /** Stops the server, puts `copy` in place of the database file, starts again on the same port. */
  restore: (copy: string) => Promise<void>;
};

export async function startRestorableServer(env: Record<string, string> = {}): Promise<RestorableServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-restore-'));
  const file = path.join(dataDir, 'gestar.sqlite');
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    GESTAR_DEMO: '0',
    ...env,
  });
  let port = 0;
  let copies = 0;
  const start = async (): Promise<{ app: FastifyInstance; db: Db }> => {
    const db = openDatabase(config);
    await migrateToLatest(db);
    const app = await buildApp({ config, db, logger: false });
    await app.listen({ port, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('server did not bind a TCP port');
    port = address.port;
    return { app, db };
  };
  let live = await start();
  const server: RestorableServer = {
    app: live.app,
    db: live.db,
    dataDir,
    baseUrl: `http://127.0.0.1:${port}`,
    databaseUrl: undefined,
    backup: async (how) => {
      copies += 1;
      const copy = path.join(dataDir, `backup-${copies}.sqlite`);
      if (how === 'gestar') {
        await backupSqlite(dataDir, copy);
        return copy;
      }
      const source = new SqliteDatabase(file, { readonly: true });
      await source.backup(copy);
      source.close();
      return copy;
    },
    restore: async (copy) => {
      await live.app.close();
      await live.db.close();
      for (const suffix of ['-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
      fs.copyFileSync(copy, file);
      live = await start();
      server.app = live.app;
      server.db = live.db;
    },
    close: async () => {
      await live.app.close();
      await live.db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
