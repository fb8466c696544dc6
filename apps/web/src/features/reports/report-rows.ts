import { cmp } from 'dexie';
import type { EntityTable } from '../../local-db/database.ts';
import { localDb } from '../../local-db/database.ts';
import type { LocalEntity } from '../../local-db/local-record.ts';

/**
 * The live records of the batches, soft-deleted ones left out, in the repositories' `getByRelation` order (by
 * batch id, then by id).
 *
 * How they are read matters at 100,000 cows: inside a liveQuery, Dexie remembers every primary key an index
 * query returns (to re-run only on changes to those rows), about 1 s of tree inserts for a whole farm, while a
 * read of the whole table by primary key is remembered as one range. So when the scope holds most of the table
 * (a farm report on a device holding one farm) the whole table is read and filtered here; a batch or retiro
 * report reads its batches by index, one getAll per batch.
 */
async function rowsOfBatches<K extends 'd0s' | 'iatfs'>(
  table: EntityTable<K>,
  batchIds: readonly string[],
): Promise<LocalEntity<K>[]> {
  if (batchIds.length === 0) return [];
  const ids = [...new Set(batchIds)].sort(cmp);
  const [inScope, total] = await Promise.all([
    Promise.all(ids.map((id) => table.where('loteId').equals(id).count())),
    table.count(),
  ]);
  const scopeSize = inScope.reduce((sum, count) => sum + count, 0);
  let rows: LocalEntity<K>[];
  if (scopeSize * 2 >= total) {
    const wanted = new Map(ids.map((id, index) => [id, index]));
    const buckets: LocalEntity<K>[][] = ids.map(() => []);
    for (const row of await table.toArray()) {
      const index = wanted.get((row as { loteId: string }).loteId);
      if (index !== undefined) buckets[index]?.push(row);
    }
    rows = buckets.flat();
  } else {
    rows = (await Promise.all(ids.map((id) => table.where('loteId').equals(id).toArray()))).flat();
  }
  return rows.filter((row) => !row.isDeleted);
}

/** The cows of the report's batches. */
export function reportCowsOf(batchIds: readonly string[]): Promise<LocalEntity<'d0s'>[]> {
  return rowsOfBatches(localDb.d0s, batchIds);
}

/** The IATFs of the report's batches. */
export function reportIatfsOf(batchIds: readonly string[]): Promise<LocalEntity<'iatfs'>[]> {
  return rowsOfBatches(localDb.iatfs, batchIds);
}
