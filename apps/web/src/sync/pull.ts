import { PULL_KEYS, type PullRequest } from '@gestar/domain/entities/sync';
import type { Table } from 'dexie';
import { ApiError } from '../api/errors.ts';
import type { PullPage, SyncTransport } from '../api/sync-calls.ts';
import type { GestarDb } from '../local-db/database.ts';
import { getMeta, setMeta } from '../local-db/meta.ts';
import { guardQuota } from '../local-db/repository.ts';
import { FARM_TABLES, removeFarmData } from './farm-removal.ts';
import { mergePulled, type StoredRecord } from './merge.ts';
import { type ReplacedDraft, recordReplaced, replacedByPull, withMine } from './replaced-values.ts';
import { retryOnce } from './retry.ts';

export type FarmRemovals = { removed: string[]; kept: string[] };

/** The half-sync request from the stored cursors (farms waiting to be dropped are no longer asked for). */
export async function buildPullRequest(db: GestarDb): Promise<PullRequest> {
  const [lastPulledAt, farmCursors, pending, epoch] = await Promise.all([
    getMeta(db, 'lastPulledAt'),
    getMeta(db, 'farmCursors'),
    getMeta(db, 'pendingFarmRemovals'),
    getMeta(db, 'serverEpoch'),
  ]);
  const fazendasBaixadas = Object.entries(farmCursors)
    .filter(([id]) => !pending.includes(id))
    .map(([id, cursor]) => ({ id, lastPulledAt: cursor }));
  return { lastPulledAt, fazendasBaixadas, lotesBaixados: [], ...(epoch === null ? {} : { epoch }) };
}

/** The server answered from another revision history (restored from a backup): see restore.ts. */
export class EpochChangedError extends Error {
  override readonly name = 'EpochChangedError';
  constructor(
    readonly epoch: string,
    readonly startRev: number,
  ) {
    super(`server epoch changed to ${epoch}`);
  }
}

/**
 * A 409 naming an epoch, from either sync call: the server's history moved (a restore), or this device's cursor
 * names revisions the server never issued: either way the device recovers (restore.ts).
 */
export function asEpochChange(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 409) return error;
  const body = error.body as { epoch?: unknown; epochStartRev?: unknown } | null;
  return typeof body?.epoch === 'string'
    ? new EpochChangedError(body.epoch, Number(body.epochStartRev ?? 0))
    : error;
}

async function removeFarms(db: GestarDb, ids: readonly string[], now: string): Promise<FarmRemovals> {
  const result: FarmRemovals = { removed: [], kept: [] };
  for (const id of ids)
    result[(await removeFarmData(db, id, now)) === 'removed' ? 'removed' : 'kept'].push(id);
  return result;
}

/**
 * The local versions of a page's records. Most records of a download are new to the device, so one key-only
 * read of the id range the page spans finds which ids exist (uuid v7 ids of one farm sit close together) and
 * only those values are read: reading all 5,000 values of a page one by one was the largest cost of a farm
 * download after the puts themselves (and Dexie's anyOf walk was slower still).
 */
async function existingLocals(
  table: Table<StoredRecord, string>,
  ids: readonly string[],
): Promise<Map<string, StoredRecord>> {
  let low = ids[0] ?? '';
  let high = low;
  for (const id of ids) {
    if (id < low) low = id;
    if (id > high) high = id;
  }
  const wanted = new Set(ids);
  const inRange = await table.where(':id').between(low, high, true, true).primaryKeys();
  const present = inRange.filter((id) => wanted.has(id));
  if (present.length === 0) return new Map();
  const rows = await table.bulkGet(present);
  return new Map(rows.flatMap((row) => (row ? [[row.id, row] as const] : [])));
}

/**
 * Stores a page's records (merged with local edits) and drops revoked farms, all in ONE transaction. With the
 * logged user's id, a value this device had acknowledged that another user's replaced is kept as a notice
 * (replaced-values.ts).
 */
export async function applyPullPage(
  db: GestarDb,
  page: PullPage,
  now: string,
  userId?: string,
): Promise<FarmRemovals> {
  return guardQuota(() =>
    db.transaction('rw', [...PULL_KEYS, 'rejected', 'replacedValues'], async () => {
      const replaced: ReplacedDraft[] = [];
      for (const key of PULL_KEYS) {
        const incoming = page.records[key];
        if (incoming.length === 0) continue;
        const table = db.table<StoredRecord, string>(key);
        const locals = await existingLocals(
          table,
          incoming.map((record) => record.id),
        );
        const writes: StoredRecord[] = [];
        for (const record of incoming) {
          const local = locals.get(record.id);
          const merged = mergePulled(local, record);
          if (!merged) continue;
          if (userId !== undefined && local?._mine && local._mine.length > 0) {
            const found = replacedByPull(key, local, record, userId);
            replaced.push(...found.drafts);
            writes.push(withMine(merged, found.mine));
          } else writes.push(merged);
        }
        await table.bulkPut(writes);
      }
      await recordReplaced(db, replaced, now);
      return removeFarms(db, page.fazendasRemovidas, now);
    }),
  );
}

function advanceCursor(cursor: number | null, page: PullPage): number {
  return Math.max(cursor ?? 0, page.lastPulledAt);
}

/**
 * The request that follows `page` once it is stored (what buildPullRequest will then read), or null when it
 * cannot be known before the page commits: the last page, or one that drops farms.
 */
export function followingRequest(request: PullRequest, page: PullPage): PullRequest | null {
  if (!page.temMais || page.fazendasRemovidas.length > 0) return null;
  return {
    ...request,
    lastPulledAt: advanceCursor(request.lastPulledAt, page),
    fazendasBaixadas: request.fazendasBaixadas.map((farm) => ({
      id: farm.id,
      lastPulledAt: advanceCursor(farm.lastPulledAt, page),
    })),
  };
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
      const advance = (cursor: number | null) => advanceCursor(cursor, page);
      if (page.epoch !== undefined && (await getMeta(db, 'serverEpoch')) === null)
        await setMeta(db, 'serverEpoch', page.epoch);
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

/**
 * Pull (ARCHITECTURE.md §5): pages until `temMais` is false; each cursor stored only after its page commits.
 * The next page is fetched while the current one is being stored (its request follows from the page alone):
 * on a farm download the network time then hides behind the IndexedDB writes. A prefetched page is only
 * applied after the one before it committed, and is dropped if that one failed.
 */
export async function pullChanges(
  db: GestarDb,
  transport: SyncTransport,
  now: () => number = Date.now,
  userId?: string,
): Promise<{ pages: number }> {
  await retryPendingRemovals(db, new Date(now()).toISOString());
  const fetchPage = (request: PullRequest) => {
    const answer = retryOnce(() => transport.halfSync(request)).catch((error: unknown) => {
      throw asEpochChange(error);
    });
    // Awaited below; a prefetch dropped because its predecessor failed must not surface as unhandled.
    answer.catch(() => {});
    return answer;
  };
  let pages = 0;
  let request = await buildPullRequest(db);
  let answer = fetchPage(request);
  for (;;) {
    const page = await answer;
    // Nothing of a page from another history is stored: the engine recovers first.
    if (page.epoch !== undefined && request.epoch !== undefined && page.epoch !== request.epoch)
      throw new EpochChangedError(page.epoch, page.epochStartRev ?? 0);
    const following = followingRequest(request, page);
    if (following) answer = fetchPage(following);
    const removals = await applyPullPage(db, page, new Date(now()).toISOString(), userId);
    await storeCursors(db, request, page, removals);
    pages += 1;
    if (!page.temMais) return { pages };
    request = following ?? (await buildPullRequest(db));
    if (!following) answer = fetchPage(request);
  }
}
