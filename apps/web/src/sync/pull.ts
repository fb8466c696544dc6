import { ENTITY_FIELDS, PULL_KEYS, type PullRequest } from '@gestar/domain/entities/sync';
import { ApiError } from '../api/errors.ts';
import type { PullPage, SyncTransport } from '../api/sync-calls.ts';
import type { GestarDb } from '../local-db/database.ts';
import { getMeta, setMeta } from '../local-db/meta.ts';
import { guardQuota } from '../local-db/repository.ts';
import { putsSucceedTogether } from '../local-db/whole-puts.ts';
import { FARM_TABLES, removeFarmData } from './farm-removal.ts';
import { mergePulled, type StoredRecord } from './merge.ts';
import { PulledLocals } from './pull-locals.ts';
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
  return {
    lastPulledAt,
    fazendasBaixadas,
    lotesBaixados: [],
    ...(epoch === null ? {} : { epoch }),
    // Null fields left out of the page (mergePulled reads them back as null): less to send, parse and copy.
    omitNulls: true,
  };
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
 * Stores a page's records (merged with local edits), drops revoked farms and moves the cursors, all in ONE
 * transaction: the cursors can never run ahead of the records, and a page costs one commit instead of two. With
 * the logged user's id, a value this device had acknowledged that another user's replaced is kept as a notice
 * (replaced-values.ts).
 */
export async function applyPullPage(
  db: GestarDb,
  request: PullRequest,
  page: PullPage,
  now: string,
  userId?: string,
  locals: PulledLocals = new PulledLocals(),
): Promise<FarmRemovals> {
  return guardQuota(() =>
    db.transaction('rw', [...PULL_KEYS, 'rejected', 'replacedValues', 'meta'], async () => {
      // A page is stored whole or not at all: no record of it needs a failure of its own.
      putsSucceedTogether();
      const replaced: ReplacedDraft[] = [];
      for (const key of PULL_KEYS) {
        const incoming = page.records[key];
        if (incoming.length === 0) continue;
        const table = db.table<StoredRecord, string>(key);
        // A page without its nulls: an absent field of the entity is null, as a full page would have sent it.
        const fields = page.omitNulls ? ENTITY_FIELDS[key] : undefined;
        const ids = incoming.map((record) => record.id);
        const found = await locals.read(table, ids);
        const writes: StoredRecord[] = [];
        for (const record of incoming) {
          const local = found.get(record.id);
          const merged = mergePulled(local, record, fields);
          if (!merged) continue;
          if (userId !== undefined && local?._mine && local._mine.length > 0) {
            const mine = replacedByPull(key, local, record, userId);
            replaced.push(...mine.drafts);
            writes.push(withMine(merged, mine.mine));
          } else writes.push(merged);
        }
        locals.stored(table, ids);
        await table.bulkPut(writes);
      }
      await recordReplaced(db, replaced, now);
      const removals = await removeFarms(db, page.fazendasRemovidas, now);
      await advanceCursors(db, request, page, removals);
      return removals;
    }),
  );
}

function advanceCursor(cursor: number | null, page: PullPage): number {
  return Math.max(cursor ?? 0, page.lastPulledAt);
}

/**
 * The request that follows `page` once it is stored (what buildPullRequest would then read), or null when it
 * cannot be known before the page commits: the last page, or one that drops farms. It says it follows a full
 * page: the server then writes its records for this device alone (a download's, pulled once each).
 */
export function followingRequest(request: PullRequest, page: PullPage): PullRequest | null {
  if (!page.temMais || page.fazendasRemovidas.length > 0) return null;
  return {
    ...request,
    followsFullPage: true,
    lastPulledAt: advanceCursor(request.lastPulledAt, page),
    fazendasBaixadas: request.fazendasBaixadas.map((farm) => ({
      id: farm.id,
      lastPulledAt: advanceCursor(farm.lastPulledAt, page),
    })),
  };
}

/**
 * Cursors after a page, written in the page's own transaction: every stream asked for is complete up to the
 * page's revision (the server's contract), so each cursor moves to max(its value, page cursor). A finished pull
 * (no `temMais`) makes every farm asked for "downloaded". The reads go together and so do the writes (the
 * transaction keeps their order): one round trip each instead of one per key, on every page of a download.
 */
async function advanceCursors(
  db: GestarDb,
  request: PullRequest,
  page: PullPage,
  removals: FarmRemovals,
): Promise<void> {
  const advance = (cursor: number | null) => advanceCursor(cursor, page);
  const [epoch, lastPulledAt, storedCursors, wasDownloaded, wasPending] = await Promise.all([
    getMeta(db, 'serverEpoch'),
    getMeta(db, 'lastPulledAt'),
    getMeta(db, 'farmCursors'),
    getMeta(db, 'downloadedFarmIds'),
    getMeta(db, 'pendingFarmRemovals'),
  ]);
  const farmCursors = { ...storedCursors };
  for (const farm of request.fazendasBaixadas) {
    if (farm.id in farmCursors) farmCursors[farm.id] = advance(farmCursors[farm.id] ?? null);
  }
  let downloaded = wasDownloaded;
  if (!page.temMais) {
    const asked = request.fazendasBaixadas.map((farm) => farm.id).filter((id) => id in farmCursors);
    downloaded = [...new Set([...downloaded, ...asked])];
  }
  const pending = [...new Set([...wasPending, ...removals.kept])].filter(
    (id) => !removals.removed.includes(id),
  );
  for (const id of removals.removed) delete farmCursors[id];
  downloaded = downloaded.filter((id) => !removals.removed.includes(id));
  const writes: Promise<void>[] = [];
  if (page.epoch !== undefined && epoch === null) writes.push(setMeta(db, 'serverEpoch', page.epoch));
  writes.push(setMeta(db, 'lastPulledAt', advance(lastPulledAt)), setMeta(db, 'farmCursors', farmCursors));
  // Screens watch these two (home, the agenda): a write of the same list would still wake every one of them
  // after each page of a download and make them read and render again while the next page is being stored.
  if (!sameList(downloaded, wasDownloaded)) writes.push(setMeta(db, 'downloadedFarmIds', downloaded));
  if (!sameList(pending, wasPending)) writes.push(setMeta(db, 'pendingFarmRemovals', pending));
  await Promise.all(writes);
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
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
 * Pull (ARCHITECTURE.md §5): pages until `temMais` is false; each cursor committed with its page, never before.
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
  const locals = new PulledLocals();
  let request = await buildPullRequest(db);
  let answer = fetchPage(request);
  // A farm never pulled before comes in pages of thousands: what is stored already is known while they travel.
  if (request.fazendasBaixadas.some((farm) => !farm.lastPulledAt))
    locals.prefetch(PULL_KEYS.map((key) => db.table<StoredRecord, string>(key)));
  for (;;) {
    const page = await answer;
    await locals.ready();
    // Nothing of a page from another history is stored: the engine recovers first.
    if (page.epoch !== undefined && request.epoch !== undefined && page.epoch !== request.epoch)
      throw new EpochChangedError(page.epoch, page.epochStartRev ?? 0);
    const following = followingRequest(request, page);
    if (following) answer = fetchPage(following);
    await applyPullPage(db, request, page, new Date(now()).toISOString(), userId, locals);
    pages += 1;
    if (!page.temMais) return { pages };
    request = following ?? (await buildPullRequest(db));
    if (!following) answer = fetchPage(request);
  }
}
