// The server of the fault-injection simulation: a real child process that can be killed with
// SIGKILL in the middle of a push and started again, over a SQLite file or a PostgreSQL schema that the
// simulation can back up and restore. Not imported by production code.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { build } from 'esbuild';
import pg from 'pg';
import { type Db, type Dialect, openDatabase } from '../../db/database.ts';
import { rotateEpoch } from '../../db/epoch.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { TEST_DATABASE_URL } from '../test-server.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');

let bundled: Promise<string> | undefined;

// A test runner that stops this process (a time-out) must not leave a server running.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * The server bundled once per test process (as `npm run build` does, into a temporary file): plain Node starts
 * it in well under a second, where compiling the TypeScript at every restart took ~4 s on a busy machine.
 */
function serverBundle(): Promise<string> {
  bundled ??= (async () => {
    // Inside the project, so the external packages resolve from its node_modules.
    const outfile = path.join(ROOT, 'node_modules/.cache/gestar-fault-server', `main-${process.pid}.mjs`);
    await build({
      entryPoints: [MAIN],
      outfile,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      // Registry packages load from the project's node_modules at run time.
      packages: 'external',
      alias: { '@gestar/domain': path.join(ROOT, 'packages/domain/src') },
      logLevel: 'warning',
    });
    process.once('exit', () => fs.rmSync(outfile, { force: true }));
    return outfile;
  })();
  return bundled;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type FaultServer = {
  dialect: Dialect;
  baseUrl: string;
  /** The simulation's own connection, for set-up and for checking (the child has its own). */
  db: Db;
  kills: number;
  restores: number;
  start: () => Promise<void>;
  /** SIGKILL: no shutdown hook runs, an open transaction is cut wherever it is. */
  kill: () => Promise<void>;
  /** SIGTERM, sent at once: the node drains (http/graceful-shutdown.ts). Resolves with its exit code. */
  terminate: () => Promise<number | null>;
  backup: () => Promise<string>;
  /**
   * Kill, put `backup` back, start a new epoch as README tells operators (--new-epoch) unless `forgetNewEpoch`
   * (an operator who forgot it: the server must recognise the restore by itself), start again.
   */
  restore: (backup: string, options?: { forgetNewEpoch?: boolean }) => Promise<void>;
  close: () => Promise<void>;
};

export async function startFaultServer(dialect: Dialect): Promise<FaultServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-faults-'));
  const file = path.join(dataDir, 'gestar.sqlite');
  const schema = `f_${randomUUID().replaceAll('-', '')}`;
  let databaseUrl: string | undefined;
  let serverUrl: string | undefined;
  // Its own database, not a schema of the shared one: its backups are schemas created and dropped all the time,
  // and a schema dropped while another test file's migrator introspects the shared database failed that file.
  const ownUrl = new URL(TEST_DATABASE_URL);
  ownUrl.pathname = `/${schema}`;
  const connect = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const cluster = <T>(work: (client: pg.Client) => Promise<T>) => connect(TEST_DATABASE_URL, work);
  const admin = <T>(work: (client: pg.Client) => Promise<T>) => connect(ownUrl.toString(), work);
  if (dialect === 'postgres') {
    await cluster((client) => client.query(`create database ${schema}`));
    await admin((client) => client.query(`create schema ${schema}`));
    const url = new URL(ownUrl.toString());
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
    // The server process's sessions are told apart from this process's own (see kill).
    url.searchParams.set('application_name', `${schema}_server`);
    serverUrl = url.toString();
  }
  const open = async () => {
    const db = openDatabase({ databaseUrl, dataDir });
    await migrateToLatest(db);
    return db;
  };
  let port = await freePort();
  let portMoves = 0;
  let child: ChildProcess | undefined;
  let copies = 0;

  const server: FaultServer = {
    dialect,
    baseUrl: `http://127.0.0.1:${port}`,
    db: await open(),
    kills: 0,
    restores: 0,
    start: async () => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        GESTAR_DEMO: '0',
        GESTAR_TEST_FAST_HASH: '1',
      };
      if (serverUrl) env.DATABASE_URL = serverUrl;
      else delete env.DATABASE_URL;
      // FAULT_SERVER_LOG names a file for the server's stderr; without it the last lines are kept for the error.
      const stderr = process.env.FAULT_SERVER_LOG ? fs.openSync(process.env.FAULT_SERVER_LOG, 'a') : 'pipe';
      const started = spawn(process.execPath, [await serverBundle()], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'ignore', stderr],
      });
      if (typeof stderr === 'number') fs.closeSync(stderr);
      let tail = '';
      started.stderr?.on('data', (chunk: Buffer) => {
        tail = (tail + chunk.toString()).slice(-2000);
      });
      child = started;
      running.add(started);
      started.once('exit', () => running.delete(started));
      for (let attempt = 0; attempt < 600; attempt += 1) {
        try {
          if ((await fetch(`${server.baseUrl}/api/health`)).status === 200) return;
        } catch {
          // not listening yet
        }
        if (child.exitCode !== null) {
          // Another process took the port while the server was down (many test servers share the machine): the
          // devices follow `baseUrl`, so the restart moves to a free port instead of failing the run.
          if (tail.includes('EADDRINUSE') && portMoves < 3) {
            portMoves += 1;
            port = await freePort();
            server.baseUrl = `http://127.0.0.1:${port}`;
            return server.start();
          }
          throw new Error(`server exited with ${child.exitCode}: ${tail.trim().slice(-500)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('server did not start within 30 s');
    },
    kill: async () => {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
      server.kills += 1;
      // PostgreSQL may still finish a COMMIT the killed process had sent: wait until its sessions are gone,
      // so nothing changes behind the simulation's back afterwards.
      if (dialect === 'postgres') {
        for (let attempt = 0; attempt < 200; attempt += 1) {
          const { rows } = await admin((client) =>
            client.query<{ n: number }>(
              'select count(*)::int as n from pg_stat_activity where application_name = $1',
              [`${schema}_server`],
            ),
          );
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }
    },
    terminate: () => {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return Promise.resolve(running?.exitCode ?? null);
      const exited = new Promise<number | null>((resolve) => running.once('exit', (code) => resolve(code)));
      running.kill('SIGTERM');
      return exited;
    },
    backup: async () => {
      copies += 1;
      if (dialect === 'sqlite') {
        const copy = path.join(dataDir, `backup-${copies}.sqlite`);
        const source = new SqliteDatabase(file, { readonly: true });
        await source.backup(copy);
        source.close();
        return copy;
      }
      // A consistent copy of every table of the schema, taken in one snapshot (as pg_dump would).
      const copy = `${schema}_b${copies}`;
      await admin(async (client) => {
        await client.query('begin isolation level repeatable read');
        await client.query(`create schema ${copy}`);
        const { rows } = await client.query<{ name: string }>(
          'select tablename as name from pg_tables where schemaname = $1',
          [schema],
        );
        for (const { name } of rows)
          await client.query(`create table ${copy}."${name}" as table ${schema}."${name}"`);
        await client.query('commit');
      });
      return copy;
    },
    restore: async (backup, options = {}) => {
      await server.kill();
      if (dialect === 'sqlite') {
        await server.db.close();
        for (const suffix of ['-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
        fs.copyFileSync(backup, file);
        server.db = await open();
      } else {
        await admin(async (client) => {
          const { rows } = await client.query<{ name: string }>(
            'select tablename as name from pg_tables where schemaname = $1',
            [backup],
          );
          await client.query('begin');
          // Foreign keys are checked by triggers; a restore puts back a consistent whole, table by table.
          await client.query('set local session_replication_role = replica');
          for (const { name } of rows) {
            await client.query(`delete from ${schema}."${name}"`);
            await client.query(`insert into ${schema}."${name}" select * from ${backup}."${name}"`);
          }
          await client.query('commit');
        });
      }
      if (!options.forgetNewEpoch) await rotateEpoch(server.db.kysely);
      server.restores += 1;
      await server.start();
    },
    close: async () => {
      await server.kill();
      await server.db.close();
      if (dialect === 'postgres') {
        // The pool's end resolves while its sessions may still be closing: a forced drop then terminates them,
        // and the ending client throws 'terminating connection due to administrator command' as an uncaught
        // error. Wait until no session of this database is left (200 × 25 ms at most), then drop.
        for (let attempt = 0; attempt < 200; attempt += 1) {
          const { rows } = await cluster((client) =>
            client.query<{ n: number }>(
              'select count(*)::int as n from pg_stat_activity where datname = $1',
              [schema],
            ),
          );
          if ((rows[0]?.n ?? 0) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        await cluster((client) => client.query(`drop database if exists ${schema} with (force)`));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
