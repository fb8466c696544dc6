import { withFieldGroups } from '@gestar/domain/entities/field-groups';
import type { PullKey, PushItem, SyncVerb } from '@gestar/domain/entities/sync';
import { isDirty, type LocalFields, withoutLocalFields, withoutStatus } from '../local-db/local-record.ts';
import { mergePulled, type PulledRecord, type StoredRecord } from './merge.ts';

/** Records per Queue call: bounded so one call stays well inside the 300 s sync time-out. */
export const PUSH_BATCH_SIZE = 500;

export type DirtyRecord = { id: string; created: string; updated: string; priority: boolean } & LocalFields;

/**
 * What a record looked like when read for the push: the answer may mark it synced only if it still does, and
 * otherwise keeps dirty only what was edited after (`values` are the fields as sent).
 */
export type PushSnapshot = {
  updated: string;
  changed: readonly string[];
  values: Readonly<Record<string, unknown>>;
};

export type PushBatch = { items: PushItem[]; snapshots: Map<string, PushSnapshot> };

/** POST for a record the server has never acknowledged; PUT for an edit; PRIORITY when all fields must win. */
export function verbFor(record: DirtyRecord): SyncVerb {
  if (record._status === 'created') return 'POST';
  return record.priority ? 'PRIORITY' : 'PUT';
}

export function toPushItem(record: DirtyRecord): PushItem {
  const json: Record<string, unknown> = {
    ...withoutLocalFields(record),
    _changed: [...record._changed],
    _baseRev: record._rev,
  };
  if (record._restoredRev !== undefined) json._restoredRev = record._restoredRev;
  const resent = record._resent?.filter((field) => !record._changed.includes(field)) ?? [];
  if (resent.length > 0) json._resent = resent;
  return { verbo: verbFor(record), json };
}

/** Splits the dirty records of one entity type into Queue calls, oldest first so parents precede children. */
export function planPush<T extends DirtyRecord>(
  records: readonly T[],
  batchSize: number = PUSH_BATCH_SIZE,
): PushBatch[] {
  const dirty = records.filter(isDirty).sort((a, b) => a.created.localeCompare(b.created));
  const batches: PushBatch[] = [];
  for (let start = 0; start < dirty.length; start += batchSize) {
    const items = dirty.slice(start, start + batchSize).map(toPushItem);
    batches.push({ items, snapshots: snapshotsOf(items) });
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

/** The snapshot of each record of a call, from the json it carries (a stored call re-sent is read the same way). */
export function snapshotsOf(items: readonly PushItem[]): Map<string, PushSnapshot> {
  const snapshots = new Map<string, PushSnapshot>();
  for (const item of items) {
    const { id, updated, _changed } = item.json as { id: string; updated: string; _changed?: string[] };
    snapshots.set(id, { updated, changed: _changed ?? [], values: item.json });
  }
  return snapshots;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a === null || b === null) return (a ?? null) === (b ?? null);
  return typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields still to send once the server acknowledged `snapshot`: none when the record is unchanged since
 * it was read for the push; else the fields edited after that read (a field sent and not edited again is
 * acknowledged: sending it again would put back a value another device may have replaced since). The fields
 * one answer writes together go together (field-groups).
 */
export function changedSince(entity: PullKey, current: DirtyRecord, snapshot: PushSnapshot): string[] {
  if (isUnchangedSince(current, snapshot)) return [];
  const sent = new Set(snapshot.changed);
  const record = current as DirtyRecord & Record<string, unknown>;
  const edited = current._changed.filter(
    (field) => !sent.has(field) || !sameValue(record[field], snapshot.values[field]),
  );
  return edited.length === 0 ? [] : withFieldGroups(entity, edited);
}

/**
 * The record after the server applied it at `rev` (ARCHITECTURE.md §5 push 4, docs/SYNC.md): synced when
 * nothing changed since it was read for the push; otherwise still dirty with only the fields edited since.
 * When the server answered its row (`registro`: other devices' fields merged in, or written since), the device
 * takes that row under its own later edits, so `_rev` always names a row whose other fields it holds: its next
 * push, based on that revision, cannot carry a stale copy of them.
 */
export function acknowledge<T extends DirtyRecord>(
  entity: PullKey,
  current: T,
  snapshot: PushSnapshot,
  rev: number,
  registro?: Readonly<Record<string, unknown>>,
): T {
  const changed = changedSince(entity, current, snapshot);
  // The copy sent back after a restore (if it was one), and the fields of a lost call sent again, are
  // acknowledged: from now on it is an ordinary record.
  const { _restoredRev: _sentBack, _resent: _sentAgain, ...rest } = current;
  // Nothing edited since it was read: synced, which is no `_status` at all (local-record.ts).
  const local = (
    changed.length === 0
      ? { ...withoutStatus(rest), _changed: changed }
      : { ...rest, _status: current._status === 'created' ? 'updated' : current._status, _changed: changed }
  ) as T;
  if (current._rev !== null && current._rev > rev) return local; // it already holds a newer row (pulled)
  if (!registro) return { ...local, _rev: rev };
  const merged = mergePulled(
    local as unknown as StoredRecord,
    { ...registro, id: current.id, rev } as PulledRecord,
  );
  return (merged ?? { ...local, _rev: rev }) as unknown as T;
}
