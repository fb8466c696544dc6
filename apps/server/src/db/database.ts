import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export type Db = {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /**
   * The highest committed revision, read outside any transaction by a statement prepared once: the one query
   * of a sync poll with nothing new, so it skips query building and planning. Inside a transaction use
   * `currentRev(trx)` (revision.ts) instead.
   */
  committedRev: () => Promise<number>;
  /** PostgreSQL only: the connection pool's counts, for the metrics (SQLite has one connection, no pool). */
  poolStats?: () => PoolStats;
  close: () => Promise<void>;
};

export type PoolStats = { total: number; idle: number; waiting: number; max: number };

const POOL_MAX = 10;

const COMMITTED_REV_SQL = 'select value from rev_counter where id = 1';

// pg returns int8 (bigint, e.g. COUNT and our rev counter) as strings; every such value here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: POOL_MAX });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const committedRev = async () => {
      // A named statement is parsed and planned once per connection.
      const { rows } = await pool.query<{ value: number }>({
        name: 'gestar-committed-rev',
        text: COMMITTED_REV_SQL,
      });
      return revisionOf(rows[0]);
    };
    const poolStats = () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_MAX,
    });
    return { kysely, dialect: 'postgres', committedRev, poolStats, close: () => kysely.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(options.dataDir, 'gestar.sqlite');
  restrictToOwner(file);
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers proceed while a sync push writes; NORMAL sync is durable across app crashes in WAL mode.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  // A reader of its own: the writer connection would also see a transaction that is still open on it.
  let reader: { db: SqliteDatabase.Database; statement: SqliteDatabase.Statement } | undefined;
  const committedRev = async () => {
    // Opened on first use: the table exists only once the migrations ran.
    if (!reader) {
      const db = new SqliteDatabase(file, { readonly: true });
      db.pragma('busy_timeout = 5000');
      reader = { db, statement: db.prepare(COMMITTED_REV_SQL) };
    }
    const statement = reader.statement;
    // Read in the next turn of the event loop, so the polls parsed in this one share it (latest-rev.ts).
    return new Promise<number>((resolve, reject) => {
      setImmediate(() => {
        try {
          resolve(revisionOf(statement.get()));
        } catch (error) {
          reject(error);
        }
      });
    });
  };
  const close = async () => {
    reader?.db.close();
    await kysely.destroy();
  };
  return { kysely, dialect: 'sqlite', committedRev, close };
}

function revisionOf(row: unknown): number {
  const value = typeof row === 'object' && row !== null && 'value' in row ? Number(row.value) : Number.NaN;
  if (!Number.isFinite(value)) throw new Error('rev_counter has no row: run the migrations first');
  return value;
}

/**
 * The database holds password hashes and every farm's data: readable by the server's user only, like the key
 * file. Created empty with mode 0600 before SQLite opens it (SQLite gives its -wal and -shm files the main
 * file's mode), and an older, wider file is narrowed.
 */
function restrictToOwner(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if ((fs.statSync(name).mode & 0o077) !== 0) fs.chmodSync(name, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
