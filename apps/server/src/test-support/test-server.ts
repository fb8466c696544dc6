import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Db, type Dialect, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

export const DIALECTS: Dialect[] = ['sqlite', 'postgres'];

export type TestServer = {
  app: FastifyInstance;
  db: Db;
  baseUrl: string;
  dataDir: string;
  /** PostgreSQL only: the connection string of this server's schema (for a second node). */
  databaseUrl: string | undefined;
  close: () => Promise<void>;
};

/**
 * Starts the real server on a free port over a fresh database: a new SQLite file, or a new PostgreSQL schema
 * (dropped on close) so test files never see each other's rows.
 */
export async function startTestServer(
  dialect: Dialect,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-test-'));
  let databaseUrl: string | undefined;
  let dropSchema: (() => Promise<void>) | undefined;
  if (dialect === 'postgres' && env.DATABASE_URL) {
    // A second node over another test server's schema: that server creates and drops it.
    databaseUrl = env.DATABASE_URL;
  } else if (dialect === 'postgres') {
    const schema = `t_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(TEST_DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
  }
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    GESTAR_DEMO: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const db = openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    await migrateToLatest(db);
    app = await buildApp({ config, db, logger: false });
    // A test that must know the address before start (a provider's redirect URI) passes PORT and PUBLIC_URL.
    await app.listen({ port: Number(env.PORT ?? 0), host: '127.0.0.1' });
  } catch (error) {
    // A server that failed to start must not leave its schema or files behind in the shared test database.
    await app?.close();
    await db.close();
    await dropSchema?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a TCP port');
  return {
    app,
    db,
    dataDir,
    databaseUrl,
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      await db.close();
      await dropSchema?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
