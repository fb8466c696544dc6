import { localDb } from './database.ts';
import { packOf } from './report-packs.ts';

type Row = Record<string, unknown>;

let building: Promise<void> = Promise.resolve();
const queued = new Set<string>();

/**
 * Builds the packs of `batchIds`, one batch per transaction over its records and its pack, so a write to the
 * batch either comes before (and is packed) or after (and drops the pack again): a pack never misses a write.
 * One batch at a time, queued behind any build under way, so the field screens' writes wait one batch at most.
 */
export function buildReportPacks(batchIds: readonly string[]): Promise<void> {
  const fresh = batchIds.filter((id) => !queued.has(id));
  for (const id of fresh) queued.add(id);
  building = building.then(async () => {
    for (const loteId of fresh) {
      queued.delete(loteId);
      try {
        await localDb.transaction('rw', [localDb.d0s, localDb.iatfs, localDb.reportPacks], async () => {
          const [cows, iatfs] = await Promise.all([
            localDb.d0s.where('loteId').equals(loteId).toArray(),
            localDb.iatfs.where('loteId').equals(loteId).toArray(),
          ]);
          await localDb.reportPacks.put(packOf(loteId, cows as Row[], iatfs as Row[]));
        });
      } catch (error) {
        // A pack is only a shortcut: the report reads the records while it is missing.
        console.warn('report pack not built', loteId, error);
      }
    }
  });
  return building;
}

/**
 * Packs the report rows of the farms just downloaded, in the background, so their first report reads packs
 * instead of every cow record. Never throws: a pack is only a shortcut.
 */
export async function packFarmReports(farmIds: readonly string[]): Promise<void> {
  if (farmIds.length === 0) return;
  try {
    const corrals = await localDb.retiros
      .where('fazendaId')
      .anyOf([...farmIds])
      .primaryKeys();
    const batches = await localDb.lotes.where('retiroId').anyOf(corrals).primaryKeys();
    await buildReportPacks(batches);
  } catch (error) {
    console.warn('report packs not built', error);
  }
}
