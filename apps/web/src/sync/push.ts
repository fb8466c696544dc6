import { type PullKey, SYNC_ENTITY_ORDER } from '@gestar/domain/entities/sync';
import type { SyncTransport } from '../api/sync-calls.ts';
import type { GestarDb, RejectedRow } from '../local-db/database.ts';
import { guardQuota } from '../local-db/repository.ts';
import { acknowledge, type DirtyRecord, type PushBatch, planPush } from './push-plan.ts';
import { retryOnce } from './retry.ts';

type Row = DirtyRecord & Record<string, unknown>;

export type PushOutcome = { applied: number; rejected: number };

export function dirtyRows(db: GestarDb, key: PullKey): Promise<Row[]> {
  return db.table<Row, string>(key).where('_status').anyOf('created', 'updated').toArray();
}

/** Records with changes the server has not acknowledged yet (SAIR warns when there are any). */
export async function countDirty(db: GestarDb): Promise<number> {
  let total = 0;
  for (const key of SYNC_ENTITY_ORDER) {
    total += await db.table(key).where('_status').anyOf('created', 'updated').count();
  }
  return total;
}

/** Applies one Queue answer in one transaction: acknowledged records, refused ones kept and listed. */
async function applyAnswer(
  db: GestarDb,
  key: PullKey,
  batch: PushBatch,
  answer: Awaited<ReturnType<SyncTransport['queue']>>,
  now: string,
): Promise<PushOutcome> {
  const table = db.table<Row, string>(key);
  return guardQuota(() =>
    db.transaction('rw', table, db.rejected, async () => {
      const applied = answer.aplicados.filter((item) => batch.snapshots.has(item.id));
      const current = await table.bulkGet(applied.map((item) => item.id));
      const acknowledged: Row[] = [];
      applied.forEach((item, index) => {
        const record = current[index];
        const snapshot = batch.snapshots.get(item.id);
        if (record && snapshot) acknowledged.push(acknowledge(record, snapshot, item.rev));
      });
      await table.bulkPut(acknowledged);

      // A record refused earlier and accepted now: its rejection stays listed, marked resolved.
      const earlier = await db.rejected.bulkGet(applied.map((item): [PullKey, string] => [key, item.id]));
      const resolved = earlier.filter(
        (row): row is RejectedRow => row !== undefined && row.resolvedAt === null,
      );
      await db.rejected.bulkPut(resolved.map((row) => ({ ...row, resolvedAt: now })));

      let rejected = 0;
      for (const refusal of answer.rejeitados) {
        if (refusal.id === null || !batch.snapshots.has(refusal.id)) continue;
        const record = await table.get(refusal.id);
        if (!record) continue;
        rejected += 1;
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

/**
 * Push (ARCHITECTURE.md §5): one Queue call per entity type in SYNC_ENTITY_ORDER, at most PUSH_BATCH_SIZE
 * records each. Records neither applied nor refused (a lost answer) simply stay dirty for the next sync.
 */
export async function pushChanges(
  db: GestarDb,
  transport: SyncTransport,
  loggedUser: string,
  now: () => number = Date.now,
): Promise<PushOutcome> {
  const total: PushOutcome = { applied: 0, rejected: 0 };
  for (const key of SYNC_ENTITY_ORDER) {
    for (const batch of planPush(await dirtyRows(db, key))) {
      const answer = await retryOnce(() =>
        transport.queue({ tipoId: key, loggedUser, contents: batch.items }),
      );
      const outcome = await applyAnswer(db, key, batch, answer, new Date(now()).toISOString());
      total.applied += outcome.applied;
      total.rejected += outcome.rejected;
    }
  }
  return total;
}
