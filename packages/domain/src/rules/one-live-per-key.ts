import type { PullKey } from '../entities/sync.ts';

// Records of which only one may be live per key: a batch's resync (spec §4 'Only one resync per batch'), a cow's
// IATF record of her batch and her DN record of a day. Two phones offline can each make one; the server keeps
// the first to arrive and refuses the second (the phone keeps it and lists why).
//
// Every key is kept per farm: a record of farm B naming a batch or cow of farm A, planted by a
// writer who knows farm A's ids or left from before references were checked, must never take farm A's one live
// record. The farm is the record's own (a batch's, through its retiro; a cow's records', through their batch),
// which never changes: a record stays in its farm for life.

/** The fields that make the key, per entity, beside the farm. */
export const ONE_LIVE_PER_KEY: Partial<Record<PullKey, readonly string[]>> = {
  lotes: ['parentBatch'],
  iatfs: ['vacaId', 'loteId'],
  dns: ['vacaId', 'dia'],
};

type KeyedRecord = { id?: unknown; isDeleted?: unknown } & Record<string, unknown>;

/**
 * The key of `record`, of farm `farmId`, while it is live; null when it is deleted, has no key, a key field is
 * empty or its farm is unknown.
 */
export function liveKeyOf(entity: PullKey, farmId: string | null, record: KeyedRecord): string | null {
  const fields = ONE_LIVE_PER_KEY[entity];
  // SQLite keeps booleans as 0/1.
  if (!fields || !farmId || record.isDeleted === true || record.isDeleted === 1) return null;
  const parts: string[] = [farmId];
  for (const field of fields) {
    const value = record[field];
    if (typeof value !== 'string' || value === '') return null;
    parts.push(value);
  }
  return parts.join('|');
}

/**
 * Whether storing `next` (over `before`, its stored version), both of farm `farmId`, would make a second live
 * record of its key. `liveIdsWith(key)` gives the ids of the records live under a key. A record already live
 * under that key may always be saved again.
 */
export function isSecondLive(
  entity: PullKey,
  farmId: string | null,
  next: KeyedRecord,
  before: KeyedRecord | undefined,
  liveIdsWith: (key: string) => Iterable<string>,
): boolean {
  const key = liveKeyOf(entity, farmId, next);
  if (key === null) return false;
  if (before && liveKeyOf(entity, farmId, before) === key) return false;
  for (const id of liveIdsWith(key)) if (id !== next.id) return true;
  return false;
}
