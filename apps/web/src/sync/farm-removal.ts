import { ENTITY_REGISTRY, FARM_MEMBER_KEYS, type PullKey } from '@gestar/domain/entities/registry';
import { FARM_ACCESS_REMOVED_REASON } from '@gestar/domain/messages/sync';
import { loadEveryLocale } from '../auth-session/locale.ts';
import type { GestarDb } from '../local-db/database.ts';
import { isDirty, type LocalFields } from '../local-db/local-record.ts';
import { getMeta, setMeta } from '../local-db/meta.ts';
import { isMessageInAnyLocale } from '../local-db/stored-message.ts';

/** Tables holding a farm's data on the device: every entity with a farm link in the registry. */
export const FARM_TABLES = FARM_MEMBER_KEYS;

export type Row = { id: string } & LocalFields & Record<string, unknown>;

async function by(db: GestarDb, key: PullKey, field: string, values: string[]): Promise<Row[]> {
  if (values.length === 0) return [];
  return db.table<Row, string>(key).where(field).anyOf(values).toArray();
}

/** Reads the rows of one table whose `field` is one of `values` (every row, deleted or not). */
export type FarmReader = (key: PullKey, field: string, values: string[]) => Promise<Row[]>;

/**
 * Every local row belonging to a farm, by table: the farm, then each entity through its registry farm link
 * (retiros by farm, lotes by retiro, cows and their steps by lote, bulls and semen lots by farm…). Parents
 * come first in the registry, so a child's parents are already found.
 */
export async function walkFarm(farmId: string, read: FarmReader): Promise<Map<PullKey, Row[]>> {
  const rows = new Map<PullKey, Row[]>();
  for (const key of FARM_MEMBER_KEYS) {
    const link = ENTITY_REGISTRY[key].farmLink;
    if (link === null) continue;
    const parents =
      link === 'self' ? [farmId] : (rows.get(link.parent as PullKey) ?? []).map((row) => row.id);
    rows.set(key, await read(key, link === 'self' ? 'id' : link.field, parents));
  }
  return rows;
}

/** Every local row belonging to a farm, by table (see `walkFarm`). */
export function farmRows(db: GestarDb, farmId: string): Promise<Map<PullKey, Row[]>> {
  return walkFarm(farmId, (key, field, values) => by(db, key, field, values));
}

/**
 * Drops a farm the user may no longer see (ARCHITECTURE.md §5 pull 6) — unless the device still holds
 * unsynced records of it: then nothing is dropped, and those records are listed as rejected so the user can
 * save them in a backup. Returns what happened; 'kept' farms are tried again at every sync.
 */
export async function removeFarmData(db: GestarDb, farmId: string, now: string): Promise<'removed' | 'kept'> {
  // Before the transaction, which a fetch inside would end: an earlier reason may be in another language.
  await loadEveryLocale();
  return db.transaction('rw', [...FARM_TABLES, 'rejected'], async () => {
    const rows = await farmRows(db, farmId);
    const dirty = [...rows].flatMap(([key, list]) => list.filter(isDirty).map((row) => ({ key, row })));
    if (dirty.length > 0) {
      for (const { key, row } of dirty) {
        const earlier = await db.rejected.get([key, row.id]);
        // Kept once: the reason stays in the language it was first given in.
        if (
          earlier &&
          earlier.resolvedAt === null &&
          isMessageInAnyLocale(earlier.motivo, FARM_ACCESS_REMOVED_REASON)
        )
          continue;
        await db.rejected.put({
          entity: key,
          id: row.id,
          motivo: FARM_ACCESS_REMOVED_REASON(),
          record: row,
          rejectedAt: now,
          resolvedAt: null,
        });
      }
      return 'kept';
    }
    for (const [key, list] of rows) await db.table(key).bulkDelete(list.map((row) => row.id));
    return 'removed';
  });
}

/**
 * The wipe of a clean re-download of one farm (spec §7): its children (retiros, lotes, cows, steps, bulls,
 * semen lots) leave the device and its cursor starts over, so the next pull brings the server's copy whole.
 * Never a record that was not sent: if any is left, nothing is wiped and their count is answered.
 * The check and the wipe share one transaction, so a change saved meanwhile cannot slip between them.
 */
export async function wipeFarmForDownload(db: GestarDb, farmId: string): Promise<number> {
  return db.transaction('rw', [...FARM_TABLES, 'meta'], async () => {
    const rows = await farmRows(db, farmId);
    const unsent = [...rows.values()].flat().filter(isDirty).length;
    if (unsent > 0) return unsent;
    for (const [key, list] of rows) {
      // The farm and its links come with the shared lists, not from the farm's cursor: a wipe would lose them.
      if (ENTITY_REGISTRY[key].pull === 'shared') continue;
      await db.table(key).bulkDelete(list.map((row) => row.id));
    }
    await setMeta(db, 'farmCursors', { ...(await getMeta(db, 'farmCursors')), [farmId]: null });
    const downloaded = await getMeta(db, 'downloadedFarmIds');
    await setMeta(
      db,
      'downloadedFarmIds',
      downloaded.filter((id) => id !== farmId),
    );
    return 0;
  });
}
