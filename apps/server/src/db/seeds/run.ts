import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db } from '../database.ts';
import { seedAccounts } from './accounts.ts';
import { seedDemo } from './demo.ts';
import { seedLists } from './lists.ts';

export type SeedLog = { info: (object: Record<string, unknown>, message: string) => void };

/**
 * Runs every seed at start, in dependency order: lists (domain values, protocols) → accounts (roles, terms,
 * administrator, demo users) → demo farms (demo mode only; they belong to the demo users). Each seed creates
 * only what is missing. Returns the lines to show on the console (demo logins, a generated admin password).
 */
export async function runSeeds(db: Db, config: Config, log: SeedLog): Promise<string[]> {
  return oneNodeAtATime(db, async () => {
    const lists = await seedLists(db);
    const lines = await seedAccounts(db, config);
    const demo = config.demo ? await seedDemo(db) : 0;
    if (lists > 0 || demo > 0) log.info({ lists, demo }, 'seed records inserted');
    return lines;
  });
}

// Any fixed number: the key of the seeds' PostgreSQL advisory lock.
const SEED_LOCK = 7_243_001;

/**
 * Several nodes started together over one new PostgreSQL database: each seed checks what is missing and then
 * inserts it, so without a lock two nodes both found the administrator missing and the slower stopped on the
 * unique key. The lock is held on a connection of its own for the seeds' whole run; SQLite has one node.
 */
async function oneNodeAtATime<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (db.dialect !== 'postgres') return work();
  return db.kysely.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SEED_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${SEED_LOCK})`.execute(connection);
    }
  });
}
