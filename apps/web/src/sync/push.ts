import { newId } from '@gestar/domain/entities/common';
import {
  type PullKey,
  type PushRequest,
  type PushResponse,
  SYNC_ENTITY_ORDER,
} from '@gestar/domain/entities/sync';
import { ApiError } from '../api/errors.ts';
import type { SyncTransport } from '../api/sync-calls.ts';
import type { GestarDb, RejectedRow } from '../local-db/database.ts';
import { DIRTY_STATUSES } from '../local-db/local-record.ts';
import { getMeta, setMeta } from '../local-db/meta.ts';
import { guardQuota } from '../local-db/repository.ts';
import { asEpochChange, EpochChangedError } from './pull.ts';
import { acknowledge, type DirtyRecord, type PushBatch, planPush, snapshotsOf } from './push-plan.ts';
import { type ReplacedDraft, recordReplaced, replacedByAnswer, withMine } from './replaced-values.ts';
import { isTransient, retryOnce } from './retry.ts';

type Row = DirtyRecord & Record<string, unknown>;

export type PushOutcome = { applied: number; rejected: number };

// Dirty records are read per status with `equals` (one getAll / native count each): `anyOf` walks a cursor,
// one request per record, and the count runs after every local write (the sync status bar).

/** The table's dirty records, in `anyOf`'s order: created ones, then updated ones, each by id. */
export async function dirtyRows(db: GestarDb, key: PullKey): Promise<Row[]> {
  const table = db.table<Row, string>(key);
  // One read transaction: one consistent snapshot, as the single `anyOf` read was.
  const [created, updated] = await db.transaction('r', table, () =>
    Promise.all(DIRTY_STATUSES.map((status) => table.where('_status').equals(status).toArray())),
  );
  return [...(created ?? []), ...(updated ?? [])];
}

/** Records with changes the server has not acknowledged yet (SAIR warns when there are any). */
export async function countDirty(db: GestarDb): Promise<number> {
  const tables = SYNC_ENTITY_ORDER.map((key) => db.table(key));
  // One read transaction for all the counts (each on its own would open one).
  const counts = await db.transaction('r', tables, () =>
    Promise.all(
      tables.flatMap((table) =>
        DIRTY_STATUSES.map((status) => table.where('_status').equals(status).count()),
      ),
    ),
  );
  return counts.reduce((total, count) => total + count, 0);
}

/** Applies one Queue answer in one transaction: acknowledged records, refused ones kept and listed. */
async function applyAnswer(
  db: GestarDb,
  key: PullKey,
  batch: PushBatch,
  answer: Awaited<ReturnType<SyncTransport['queue']>>,
  now: string,
  userId: string,
): Promise<{ applied: number; rejected: string[] }> {
  const table = db.table<Row, string>(key);
  return guardQuota(() =>
    db.transaction('rw', [table, db.rejected, db.replacedValues], async () => {
      const applied = answer.aplicados.filter((item) => batch.snapshots.has(item.id));
      const current = await table.bulkGet(applied.map((item) => item.id));
      const acknowledged: Row[] = [];
      const replaced: ReplacedDraft[] = [];
      applied.forEach((item, index) => {
        const record = current[index];
        const snapshot = batch.snapshots.get(item.id);
        if (!record || !snapshot) return;
        const taken = acknowledge(key, record, snapshot, item.rev, item.registro);
        // Values of this device another user replaced, and what stays this device's.
        const answered = record._rev === null || record._rev <= item.rev;
        const found = replacedByAnswer(key, record, snapshot, item, userId, taken._changed, answered);
        replaced.push(...found.drafts);
        acknowledged.push(withMine(taken, found.mine));
      });
      await table.bulkPut(acknowledged);
      await recordReplaced(db, replaced, now);

      // A record refused earlier and accepted now: its rejection stays listed, marked resolved.
      const earlier = await db.rejected.bulkGet(applied.map((item): [PullKey, string] => [key, item.id]));
      const resolved = earlier.filter(
        (row): row is RejectedRow => row !== undefined && row.resolvedAt === null,
      );
      await db.rejected.bulkPut(resolved.map((row) => ({ ...row, resolvedAt: now })));

      const rejected: string[] = [];
      for (const refusal of answer.rejeitados) {
        if (refusal.id === null || !batch.snapshots.has(refusal.id)) continue;
        const record = await table.get(refusal.id);
        if (!record) continue;
        rejected.push(`${key}:${refusal.id}`);
        await db.rejected.put({
          entity: key,
          id: refusal.id,
          motivo: refusal.motivo,
          record,
          rejectedAt: now,
          resolvedAt: null,
        });
      }
      return { applied: acknowledged.length, rejected };
    }),
  );
}

/** The batch a stored call stands for: its snapshots are what each record looked like when it was read. */
function batchOf(request: PushRequest): PushBatch {
  return { items: request.contents, snapshots: snapshotsOf(request.contents) };
}

/**
 * Sends one call with the device's identity: the call is stored with the next sequence
 * BEFORE it leaves, so a call whose answer is lost is re-sent identically (same sequence) by the next sync
 * and the server answers it from its log instead of applying it again over someone else's newer write.
 */
async function sendCall(
  db: GestarDb,
  transport: SyncTransport,
  call: Omit<PushRequest, 'clientId' | 'pushSeq'>,
): Promise<PushResponse> {
  const request = await db.transaction('rw', db.meta, async () => {
    let clientId = await getMeta(db, 'clientId');
    if (clientId === null) {
      clientId = newId();
      await setMeta(db, 'clientId', clientId);
    }
    const pushSeq = (await getMeta(db, 'pushSeq')) + 1;
    const epoch = await getMeta(db, 'serverEpoch');
    const lastPulledAt = (await getMeta(db, 'lastPulledAt')) ?? 0;
    const stored: PushRequest = {
      ...call,
      clientId,
      pushSeq,
      ...(epoch === null ? {} : { epoch, lastPulledAt }),
    };
    await setMeta(db, 'pushSeq', pushSeq);
    await setMeta(db, 'pendingPush', { request: stored });
    return stored;
  });
  const attempts = { unanswered: false };
  try {
    return await queue(transport, request, attempts);
  } catch (error) {
    // A new call refused whole for the server's new history never reached the lost one: it is not a lost call
    // (restore.ts), its records simply go again.
    if (error instanceof EpochChangedError && !attempts.unanswered) await setMeta(db, 'pendingPush', null);
    throw error;
  }
}

/**
 * One Queue call (retried once); a 409 naming an epoch becomes EpochChangedError (restore.ts). `attempts` learns
 * whether a send went unanswered (the server may have applied it).
 */
async function queue(
  transport: SyncTransport,
  request: PushRequest,
  attempts: { unanswered: boolean } = { unanswered: false },
): Promise<PushResponse> {
  try {
    return await retryOnce(async () => {
      try {
        return await transport.queue(request);
      } catch (error) {
        if (isTransient(error)) attempts.unanswered = true;
        throw error;
      }
    });
  } catch (error) {
    throw asEpochChange(error);
  }
}

/**
 * Push (ARCHITECTURE.md §5): one Queue call per entity type in SYNC_ENTITY_ORDER, at most PUSH_BATCH_SIZE
 * records each. A call left unanswered by an earlier sync goes first, exactly as it was sent. Records neither
 * applied nor refused simply stay dirty for the next sync.
 */
export async function pushChanges(
  db: GestarDb,
  transport: SyncTransport,
  loggedUser: string,
  now: () => number = Date.now,
): Promise<PushOutcome> {
  const total: PushOutcome = { applied: 0, rejected: 0 };
  // A record refused in the re-sent call and again in the next one is one refusal, not two.
  const refused = new Set<string>();
  const add = (outcome: { applied: number; rejected: string[] }) => {
    total.applied += outcome.applied;
    for (const id of outcome.rejected) refused.add(id);
    total.rejected = refused.size;
  };
  const pending = await getMeta(db, 'pendingPush');
  if (pending && pending.request.loggedUser === loggedUser) {
    const answer = await resendPending(transport, pending.request);
    if (answer)
      add(
        await applyAnswer(db, pending.request.tipoId, batchOf(pending.request), answer, iso(now), loggedUser),
      );
  }
  await setMeta(db, 'pendingPush', null);
  for (const key of SYNC_ENTITY_ORDER) {
    for (const batch of planPush(await dirtyRows(db, key))) {
      const answer = await sendCall(db, transport, { tipoId: key, loggedUser, contents: batch.items });
      add(await applyAnswer(db, key, batch, answer, iso(now), loggedUser));
      await setMeta(db, 'pendingPush', null);
    }
  }
  return total;
}

const iso = (now: () => number) => new Date(now()).toISOString();

/** The stored call again; null when the server says it is older than one it applied (nothing to learn). */
async function resendPending(transport: SyncTransport, request: PushRequest): Promise<PushResponse | null> {
  try {
    return await queue(transport, request);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return null;
    throw error;
  }
}
