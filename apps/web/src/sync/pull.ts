import { PULL_KEYS, type PullRequest } from '@gestar/domain/entities/sync';
import type { PullPage, SyncTransport } from '../api/sync-calls.ts';
import type { GestarDb } from '../local-db/database.ts';
import { getMeta, setMeta } from '../local-db/meta.ts';
import { guardQuota } from '../local-db/repository.ts';
import { FARM_TABLES, removeFarmData } from './farm-removal.ts';
import { mergePulled, type StoredRecord } from './merge.ts';
import { retryOnce } from './retry.ts';

export type FarmRemovals = { removed: string[]; kept: string[] };

/** The half-sync request from the stored cursors (farms waiting to be dropped are no longer asked for). */
export async function buildPullRequest(db: GestarDb): Promise<PullRequest> {
  const [lastPulledAt, farmCursors, pending] = await Promise.all([
    getMeta(db, 'lastPulledAt'),
    getMeta(db, 'farmCursors'),
    getMeta(db, 'pendingFarmRemovals'),
  ]);
  const fazendasBaixadas = Object.entries(farmCursors)
    .filter(([id]) => !pending.includes(id))
    .map(([id, cursor]) => ({ id, lastPulledAt: cursor }));
  return { lastPulledAt, fazendasBaixadas, lotesBaixados: [] };
}

async function removeFarms(db: GestarDb, ids: readonly string[], now: string): Promise<FarmRemovals> {
  const result: FarmRemovals = { removed: [], kept: [] };
  for (const id of ids)
    result[(await removeFarmData(db, id, now)) === 'removed' ? 'removed' : 'kept'].push(id);
  return result;
}

/** Stores a page's records (merged with local edits) and drops revoked farms, all in ONE transaction. */
export async function applyPullPage(db: GestarDb, page: PullPage, now: string): Promise<FarmRemovals> {
  return guardQuota(() =>
    db.transaction('rw', [...PULL_KEYS, 'rejected'], async () => {
      for (const key of PULL_KEYS) {
        const incoming = page.records[key];
        if (incoming.length === 0) continue;
        const table = db.table<StoredRecord, string>(key);
        const locals = await table.bulkGet(incoming.map((record) => record.id));
        const writes: StoredRecord[] = [];
        incoming.forEach((record, index) => {
          const merged = mergePulled(locals[index], record);
          if (merged) writes.push(merged);
        });
        await table.bulkPut(writes);
      }
      return removeFarms(db, page.fazendasRemovidas, now);
    }),
  );
}

/**
 * Cursors after a committed page: every stream asked for is complete up to the page's revision (the server's
 * contract), so each cursor moves to max(its value, page cursor). A finished pull (no `temMais`) makes every
 * farm asked for "downloaded".
 */
export async function storeCursors(
  db: GestarDb,
  request: PullRequest,
  page: PullPage,
  removals: FarmRemovals,
): Promise<void> {
  await guardQuota(() =>
    db.transaction('rw', db.meta, async () => {
      const advance = (cursor: number | null) => Math.max(cursor ?? 0, page.lastPulledAt);
      await setMeta(db, 'lastPulledAt', advance(await getMeta(db, 'lastPulledAt')));
      const farmCursors = { ...(await getMeta(db, 'farmCursors')) };
      for (const farm of request.fazendasBaixadas) {
        if (farm.id in farmCursors) farmCursors[farm.id] = advance(farmCursors[farm.id] ?? null);
      }
      let downloaded = await getMeta(db, 'downloadedFarmIds');
      if (!page.temMais) {
        const asked = request.fazendasBaixadas.map((farm) => farm.id).filter((id) => id in farmCursors);
        downloaded = [...new Set([...downloaded, ...asked])];
      }
      let pending = await getMeta(db, 'pendingFarmRemovals');
      pending = [...new Set([...pending, ...removals.kept])].filter((id) => !removals.removed.includes(id));
      for (const id of removals.removed) delete farmCursors[id];
      downloaded = downloaded.filter((id) => !removals.removed.includes(id));
      await setMeta(db, 'farmCursors', farmCursors);
      await setMeta(db, 'downloadedFarmIds', downloaded);
      await setMeta(db, 'pendingFarmRemovals', pending);
    }),
  );
}

/** Farms kept earlier because of unsynced records: dropped as soon as those are gone. */
export async function retryPendingRemovals(db: GestarDb, now: string): Promise<void> {
  const pending = await getMeta(db, 'pendingFarmRemovals');
  if (pending.length === 0) return;
  const removals = await guardQuota(() =>
    db.transaction('rw', [...FARM_TABLES, 'rejected'], () => removeFarms(db, pending, now)),
  );
  if (removals.removed.length === 0) return;
  await db.transaction('rw', db.meta, async () => {
    const farmCursors = { ...(await getMeta(db, 'farmCursors')) };
    for (const id of removals.removed) delete farmCursors[id];
    const gone = (id: string) => !removals.removed.includes(id);
    await setMeta(db, 'farmCursors', farmCursors);
    await setMeta(db, 'downloadedFarmIds', (await getMeta(db, 'downloadedFarmIds')).filter(gone));
    await setMeta(db, 'pendingFarmRemovals', (await getMeta(db, 'pendingFarmRemovals')).filter(gone));
  });
}

/** Pull (ARCHITECTURE.md §5): pages until `temMais` is false; each cursor stored only after its page commits. */
export async function pullChanges(
  db: GestarDb,
  transport: SyncTransport,
  now: () => number = Date.now,
): Promise<{ pages: number }> {
  await retryPendingRemovals(db, new Date(now()).toISOString());
  let pages = 0;
  for (;;) {
    const request = await buildPullRequest(db);
    const page = await retryOnce(() => transport.halfSync(request));
    const removals = await applyPullPage(db, page, new Date(now()).toISOString());
    await storeCursors(db, request, page, removals);
    pages += 1;
    if (!page.temMais) return { pages };
  }
}
