import { localDb } from '../../../local-db/database.ts';

/**
 * The tables every management write may touch: one Dexie transaction over all of them, so a save that writes a
 * cow, her step records and her batch is stored whole or not at all (a nested save joins it).
 */
export const managementTables = () => [localDb.lotes, localDb.d0s, localDb.iatfs, localDb.dns];

/**
 * Runs many row saves as ONE transaction ('Salvar todas'): the screen's live query re-reads the batch once,
 * not once per cow (1,000 re-reads of a 1,000-cow batch took minutes on a throttled phone). If it fails,
 * nothing of it is stored and every row stays unsaved.
 */
export function inOneTransaction<T>(work: () => Promise<T>): Promise<T> {
  return localDb.transaction('rw', managementTables(), work);
}
