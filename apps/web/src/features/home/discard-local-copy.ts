import { PULL_KEYS, type PullKey } from '@gestar/domain/entities/sync';
import type { Table } from 'dexie';
import type { GestarDb, RejectedRow } from '../../local-db/database.ts';
import { isDirty, type LocalFields, withoutStatus } from '../../local-db/local-record.ts';
import { getMeta, setMeta } from '../../local-db/meta.ts';

// 'Descartar cópia local' of a refused record: the device gives up its copy and keeps the
// server's.
//
// - A record the server never had (`_rev` null) is deleted from the device, with the records made under it that
//   the server does not have either (a refused resync batch takes its cows and their IATF/DN records along):
//   they could never be sent without it.
// - A record the server has loses the device's edits: it is marked synced (nothing of it is pushed again) and
//   the pull cursor of the stream that carries it (its farm's, or the shared lists') is lowered to just below
//   the revision the device holds, so the next pull brings the server's copy back and the merge stores it
//   (mergePulled applies a revision >= the local one over a synced record). Deleting the row instead would make
//   it vanish until the server next changed it. Lowering to that record's own revision re-reads only what the
//   farm changed since then, not the whole farm; a device whose farm is already waiting to be dropped (access
//   removed) lowers nothing: the farm leaves with the next sync.
// - A record the server has that was moved under a discarded local-only parent (its link field edited here) is
//   reset the same way, so it does not stay attached to a parent that no longer exists.
// Each refusal of a record discarded or reset is marked resolved.

type Row = { id: string } & LocalFields & Record<string, unknown>;

/** Where records made under a record point to it: [table, link field], per entity. */
const CHILD_LINKS: Partial<Record<PullKey, readonly (readonly [PullKey, string])[]>> = {
  fazendas: [
    ['retiros', 'fazendaId'],
    ['fazendaUsuarios', 'idFazenda'],
    ['touros', 'fazendaId'],
    ['partidas', 'fazendaId'],
  ],
  retiros: [['lotes', 'retiroId']],
  lotes: [
    ['lotes', 'parentBatch'],
    ['d0s', 'loteId'],
    ['dns', 'loteId'],
    ['iatfs', 'loteId'],
  ],
  d0s: [
    ['d0s', 'dzeroPai'],
    ['dns', 'vacaId'],
    ['iatfs', 'vacaId'],
  ],
  touros: [['partidas', 'touroId']],
};

/** Tables a discard may touch (the transaction's scope): every synced table. */
const DISCARD_TABLES = PULL_KEYS;

export type RecordRef = { entity: PullKey; id: string };

export type DiscardPlan = {
  target: RecordRef;
  /** The server has the target: only this device's edits go. False when it exists only here. */
  onServer: boolean;
  /** The target is no longer on the device (nothing to do but close the refusal). */
  gone: boolean;
  /** Records only this device has, deleted with the target (the target itself not included). */
  removed: RecordRef[];
  /** Records the server has whose edits here are dropped with the target (the target itself not included). */
  reset: RecordRef[];
};

const isLocalOnly = (row: Row) => row._rev === null;

function table(db: GestarDb, key: PullKey): Table<Row, string> {
  return db.table<Row, string>(key);
}

/** What discarding the device's copy of `target` would delete and reset, read from the device. */
export async function planDiscard(db: GestarDb, target: RecordRef): Promise<DiscardPlan> {
  const row = await table(db, target.entity).get(target.id);
  const plan: DiscardPlan = { target, onServer: false, gone: row === undefined, removed: [], reset: [] };
  if (!row) return plan;
  if (!isLocalOnly(row)) {
    plan.onServer = true;
    return plan;
  }
  // Breadth-first through what was made under it; each record visited once.
  const seen = new Set([`${target.entity}:${target.id}`]);
  const queue: RecordRef[] = [target];
  for (let next = queue.shift(); next; next = queue.shift()) {
    for (const [childKey, field] of CHILD_LINKS[next.entity] ?? []) {
      const children = await table(db, childKey).where(field).equals(next.id).toArray();
      for (const child of children) {
        const key = `${childKey}:${child.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const ref = { entity: childKey, id: child.id };
        if (isLocalOnly(child)) {
          plan.removed.push(ref);
          queue.push(ref);
        } else if (isDirty(child)) {
          // On the server it hangs elsewhere: the link was edited here (e.g. 'Mover para este lote').
          plan.reset.push(ref);
        }
      }
    }
  }
  return plan;
}

/** How many records of each entity a plan deletes, in the order of CHILD_LINKS' tables. */
export function countsByEntity(refs: readonly RecordRef[]): [PullKey, number][] {
  const counts = new Map<PullKey, number>();
  for (const ref of refs) counts.set(ref.entity, (counts.get(ref.entity) ?? 0) + 1);
  return DISCARD_TABLES.filter((key) => counts.has(key)).map((key) => [key, counts.get(key) ?? 0]);
}

/** The farm whose pull stream carries a record, or null for the shared lists' stream. */
async function farmOf(db: GestarDb, entity: PullKey, row: Row): Promise<string | null> {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const farmOfCorral = async (retiroId: string | null) =>
    retiroId ? text((await table(db, 'retiros').get(retiroId))?.fazendaId) : null;
  const farmOfBatch = async (loteId: string | null) =>
    loteId ? farmOfCorral(text((await table(db, 'lotes').get(loteId))?.retiroId)) : null;
  switch (entity) {
    case 'retiros':
    case 'touros':
    case 'partidas':
      // A bull or semen lot without a farm is the user's own catalogue: the shared stream.
      return text(row.fazendaId);
    case 'lotes':
      return farmOfCorral(text(row.retiroId));
    case 'd0s':
    case 'dns':
    case 'iatfs':
      return farmOfBatch(text(row.loteId));
    default:
      return null;
  }
}

/** Lowers the cursor of the record's stream so the next pull brings revision `rev` (and later) again. */
async function pullAgainFrom(db: GestarDb, farmId: string | null, rev: number): Promise<void> {
  const below = Math.max(0, rev - 1);
  if (farmId === null) {
    const cursor = await getMeta(db, 'lastPulledAt');
    if (cursor !== null && cursor > below) await setMeta(db, 'lastPulledAt', below);
    return;
  }
  if ((await getMeta(db, 'pendingFarmRemovals')).includes(farmId)) return;
  const cursors = await getMeta(db, 'farmCursors');
  const cursor = cursors[farmId];
  // A farm not pulled by this device, or pulled from the beginning already: nothing to lower.
  if (cursor === undefined || cursor === null || cursor <= below) return;
  await setMeta(db, 'farmCursors', { ...cursors, [farmId]: below });
}

async function reset(db: GestarDb, ref: RecordRef): Promise<void> {
  const row = await table(db, ref.entity).get(ref.id);
  if (!row || row._rev === null) return;
  // Its farm is read before anything of this discard is deleted (a batch moved here points at it still).
  const farmId = await farmOf(db, ref.entity, row);
  if (isDirty(row)) await table(db, ref.entity).put({ ...withoutStatus(row), _changed: [] });
  await pullAgainFrom(db, farmId, row._rev);
}

/**
 * Discards the device's copy of `target` (see the top of this file) in one transaction, planned again inside it
 * so a record saved since the confirm is counted right. Returns the plan carried out.
 */
export async function discardLocalCopy(
  db: GestarDb,
  target: RecordRef,
  now: string = new Date().toISOString(),
): Promise<DiscardPlan> {
  return db.transaction('rw', [...DISCARD_TABLES, 'meta', 'rejected'], async () => {
    const plan = await planDiscard(db, target);
    if (!plan.gone) {
      if (plan.onServer) await reset(db, target);
      else {
        for (const ref of plan.reset) await reset(db, ref);
        const byTable = new Map<PullKey, string[]>();
        for (const ref of [target, ...plan.removed])
          byTable.set(ref.entity, [...(byTable.get(ref.entity) ?? []), ref.id]);
        for (const [key, ids] of byTable) await table(db, key).bulkDelete(ids);
      }
    }
    const closed = [target, ...plan.removed, ...plan.reset];
    const refusals = await db.rejected.bulkGet(closed.map((ref): [PullKey, string] => [ref.entity, ref.id]));
    const open = refusals.filter((row): row is RejectedRow => row !== undefined && row.resolvedAt === null);
    await db.rejected.bulkPut(open.map((row) => ({ ...row, resolvedAt: now })));
    return plan;
  });
}
