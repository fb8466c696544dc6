import type { PullKey } from '@gestar/domain/entities/sync';
import type { LocalEntity } from './local-record.ts';
import type { EntityDraft, EntityPatch, WriteOp } from './repository.ts';

/**
 * A write to the one record a key names (a cow's IATF entry of a batch, her DN of a day). Two phones that
 * write the same key offline must end with one record, so a new one takes `draft.id`, the id every device
 * derives from the key (`entities/keyed-ids.ts`), and the sync merges the two.
 */
export type KeyedWrite<K extends PullKey> = {
  /** The fields that name the record, e.g. `{ vacaId, dia }`. */
  key: Partial<LocalEntity<K>>;
  patch: EntityPatch<K>;
  /** The whole record when none exists yet; its `id` is the keyed one. */
  draft: EntityDraft<K> & { id: string };
};

/**
 * Where each write lands, given the stored records of its key (deleted ones included, in index order): the
 * first live record of the key; else the keyed id, brought back if it was deleted, or created. A later write
 * of the same key lands on the record an earlier one chose. Returns the ops for `writeMany` and each write's
 * record id, in order.
 */
export function planKeyedWrites<K extends PullKey>(
  stored: readonly LocalEntity<K>[],
  writes: readonly KeyedWrite<K>[],
): { ops: WriteOp<K>[]; ids: string[] } {
  const fields = Object.keys(writes[0]?.key ?? {}).sort();
  const keyOf = (record: Record<string, unknown>) => JSON.stringify(fields.map((field) => record[field]));
  // The record each key lands on: its first live one, then whatever an earlier write of the key chose.
  const landing = new Map<string, string>();
  for (const record of stored)
    if (!record.isDeleted && !landing.has(keyOf(record))) landing.set(keyOf(record), record.id);
  const storedIds = new Set(stored.map((record) => record.id));
  const ops: WriteOp<K>[] = [];
  const ids = writes.map(({ key, patch, draft }) => {
    if (Object.keys(key).sort().join() !== fields.join()) throw new Error('keyed writes name different keys');
    const keyString = keyOf(key);
    const id = landing.get(keyString);
    if (id) {
      ops.push({ update: id, patch });
      return id;
    }
    landing.set(keyString, draft.id);
    if (storedIds.has(draft.id)) ops.push({ update: draft.id, patch: { ...patch, isDeleted: false } });
    else ops.push({ post: draft });
    return draft.id;
  });
  return { ops, ids };
}
