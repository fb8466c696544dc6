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
  const lists = await seedLists(db);
  const lines = await seedAccounts(db, config);
  const demo = config.demo ? await seedDemo(db) : 0;
  if (lists > 0 || demo > 0) log.info({ lists, demo }, 'seed records inserted');
  return lines;
}
