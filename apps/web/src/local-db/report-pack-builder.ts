import { localDb } from './database.ts';
import { packOf } from './report-packs.ts';

type Row = Record<string, unknown>;

let building: Promise<void> = Promise.resolve();
const queued = new Set<string>();

/** Resolves when the next batch may be packed (app-sync.ts: once no sync or download is running). */
export type PackTurn = () => Promise<void>;

const anyTime: PackTurn = () => Promise.resolve();

/**
 * Builds the packs of `batchIds`, one batch per transaction over its records and its pack, so a write to the
 * batch either comes before (and is packed) or after (and drops the pack again): a pack never misses a write.
 * One batch at a time, queued behind any build under way, so the field screens' writes wait one batch at most;
 * each batch waits for `turn` first.
 */
export function buildReportPacks(batchIds: readonly string[], turn: PackTurn = anyTime): Promise<void> {
  const fresh = batchIds.filter((id) => !queued.has(id));
  for (const id of fresh) queued.add(id);
  building = building.then(async () => {
    for (const loteId of fresh) {
      await turn();
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

let farmPacking: Promise<void> = Promise.resolve();

/**
 * Packs the report rows of the farms just downloaded, in the background, so their first report reads packs
 * instead of every cow record. Never throws: a pack is only a shortcut. Each batch waits for `turn`: the
 * download of the next farms, started right after, must not wait behind packing transactions on its tables.
 */
export function packFarmReports(farmIds: readonly string[], turn: PackTurn = anyTime): Promise<void> {
  if (farmIds.length === 0) return farmPacking;
  farmPacking = farmPacking.then(async () => {
    try {
      const corrals = await localDb.retiros
        .where('fazendaId')
        .anyOf([...farmIds])
        .primaryKeys();
      const batches = await localDb.lotes.where('retiroId').anyOf(corrals).primaryKeys();
      await buildReportPacks(batches, turn);
    } catch (error) {
      console.warn('report packs not built', error);
    }
  });
  return farmPacking;
}

/** Resolves once every packing packFarmReports was asked for so far is over (the web bench waits for it). */
export const farmPacksSettled = (): Promise<void> => farmPacking;
