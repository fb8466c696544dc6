import type { GestarDb } from './database.ts';

/** The app's database (database.ts opens it); named here so asking whether it exists loads no Dexie. */
export const LOCAL_DB_NAME = 'gestar';

/**
 * The app's database, its module (Dexie, every store and index) loaded at first need. A first visit's login
 * screen never needs it, so neither that screen's download nor its first seconds carry it.
 */
export async function openLocalDb(): Promise<GestarDb> {
  return (await import('./database.ts')).localDb;
}

/**
 * Whether this browser holds the database named `name` already. A first visit has nothing stored to read, and
 * creating the database (every store and index) would block the login screen's first seconds on a slow phone:
 * it waits for the first write instead. Where the browser cannot tell, it is taken to exist (and simply opened).
 */
export async function localDbExists(name: string = LOCAL_DB_NAME): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === name);
  } catch {
    return true;
  }
}
