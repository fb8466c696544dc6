import type { PushItem, SyncVerb } from '@gestar/domain/entities/sync';
import { type LocalFields, withoutLocalFields } from '../local-db/local-record.ts';

/** Records per Queue call: bounded so one call stays well inside the 300 s sync time-out. */
export const PUSH_BATCH_SIZE = 500;

export type DirtyRecord = { id: string; created: string; updated: string; priority: boolean } & LocalFields;

/** What a record looked like when read for the push: the answer may mark it synced only if it still does. */
export type PushSnapshot = { updated: string; changed: readonly string[] };

export type PushBatch = { items: PushItem[]; snapshots: Map<string, PushSnapshot> };

/** POST for a record the server has never acknowledged; PUT for an edit; PRIORITY when all fields must win. */
export function verbFor(record: DirtyRecord): SyncVerb {
  if (record._status === 'created') return 'POST';
  return record.priority ? 'PRIORITY' : 'PUT';
}

export function toPushItem(record: DirtyRecord): PushItem {
  return {
    verbo: verbFor(record),
    json: { ...withoutLocalFields(record), _changed: [...record._changed], _baseRev: record._rev },
  };
}

/** Splits the dirty records of one entity type into Queue calls, oldest first so parents precede children. */
export function planPush<T extends DirtyRecord>(
  records: readonly T[],
  batchSize: number = PUSH_BATCH_SIZE,
): PushBatch[] {
  const dirty = records
    .filter((record) => record._status !== 'synced')
    .sort((a, b) => a.created.localeCompare(b.created));
  const batches: PushBatch[] = [];
  for (let start = 0; start < dirty.length; start += batchSize) {
    const slice = dirty.slice(start, start + batchSize);
    batches.push({
      items: slice.map(toPushItem),
      snapshots: new Map(
        slice.map((record) => [record.id, { updated: record.updated, changed: [...record._changed] }]),
      ),
    });
  }
  return batches;
}

function sameFields(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((field) => set.has(field));
}

export function isUnchangedSince(current: DirtyRecord, snapshot: PushSnapshot): boolean {
  return current.updated === snapshot.updated && sameFields(current._changed, snapshot.changed);
}

/**
 * The record after the server applied it at `rev` (ARCHITECTURE.md §5 push 4): synced only if nothing
 * changed since it was read for the push; otherwise it stays dirty (its new edits still have to go) and
 * only learns the revision its pushed state now has on the server.
 */
export function acknowledge<T extends DirtyRecord>(current: T, snapshot: PushSnapshot, rev: number): T {
  if (isUnchangedSince(current, snapshot)) return { ...current, _status: 'synced', _changed: [], _rev: rev };
  return { ...current, _status: 'updated', _rev: rev };
}
