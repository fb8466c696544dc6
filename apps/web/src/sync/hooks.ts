import { SYNC_ENTITY_ORDER } from '@gestar/domain/entities/sync';
import { useLiveQuery } from 'dexie-react-hooks';
import type { GestarDb, RejectedRow } from '../local-db/database.ts';
import { localDb } from '../local-db/database.ts';
import { watchQuery } from '../local-db/live-records.ts';
import { getMeta, setMeta } from '../local-db/meta.ts';
import { useWatched } from '../local-db/use-watched.ts';
import { countDirty } from './push.ts';

// Hooks over the device database for screens; each re-renders when the underlying rows change.

/** Records the server refused (or a lost farm access left behind), newest first; resolved ones on request. */
export function useRejectedRecords(
  options: { includeResolved?: boolean } = {},
  db: GestarDb = localDb,
): RejectedRow[] {
  const includeResolved = options.includeResolved === true;
  return (
    useLiveQuery(async () => {
      const rows = await db.rejected.toArray();
      return rows
        .filter((row) => includeResolved || row.resolvedAt === null)
        .sort((a, b) => b.rejectedAt.localeCompare(a.rejectedAt));
    }, [db, includeResolved]) ?? []
  );
}

/** Farms whose data is on this device (a farm can be entered only then; else FARM_DOWNLOAD_REQUIRED). */
export function useDownloadedFarmIds(db: GestarDb = localDb): string[] | undefined {
  return useLiveQuery(() => getMeta(db, 'downloadedFarmIds'), [db]);
}

export function useIsFarmDownloaded(farmId: string | undefined, db: GestarDb = localDb): boolean | undefined {
  const ids = useDownloadedFarmIds(db);
  if (ids === undefined || farmId === undefined) return undefined;
  return ids.includes(farmId);
}

/**
 * Unsynced records (SAIR's warning, the sync indicator's badge). Counted again after the frame that shows a
 * write (watchQuery): counting every table's dirty records ran before a saved row could show 'Salva'.
 */
export function usePendingChangesCount(db: GestarDb = localDb): number | undefined {
  return useWatched(db, (emit, fail) =>
    watchQuery(
      SYNC_ENTITY_ORDER.map((key) => db.table(key)),
      () => countDirty(db),
      emit,
      fail,
    ),
  );
}

/** End of the last successful sync, persisted across app starts (for the 24 h reminder). */
export function useLastSyncAt(db: GestarDb = localDb): string | null | undefined {
  return useLiveQuery(() => getMeta(db, 'lastSyncAt'), [db]);
}

/**
 * A farm made on this device (farm form, breeding-season start) holds all its data here already: it can be
 * entered at once, offline too, and later pulls keep it current like a downloaded farm. Call inside a
 * transaction that includes `db.meta` when the farm's records are written in one.
 */
export async function adoptFarmsMadeHere(farmIds: readonly string[], db: GestarDb = localDb): Promise<void> {
  const cursors = { ...(await getMeta(db, 'farmCursors')) };
  for (const id of farmIds) if (!(id in cursors)) cursors[id] = null;
  await setMeta(db, 'farmCursors', cursors);
  await setMeta(db, 'downloadedFarmIds', [
    ...new Set([...(await getMeta(db, 'downloadedFarmIds')), ...farmIds]),
  ]);
}
