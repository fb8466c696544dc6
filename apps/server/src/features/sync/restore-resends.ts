// Copies sent back after a restore: several devices send back their copies of one record, each as it
// was at some revision of the lost history (`_restoredRev`). Applied in arrival order, an older copy sent last
// put older values back over newer ones. Now a copy's value for a field applies only when it is news:
// - a copy whose value is the one the field held when the database was restored (its fork value) says nothing
//   about the field: it never changed it in the lost history, so it must not undo a change another copy sends
//   back (two copies from different lost histories — a restore, writes, the same backup restored again — are
//   concurrent: the later revision of one knows nothing of the other's changes);
// - a field not written since the restore takes the copy's changed value, unless the restored database wrote it
//   at a revision above the copy's (after several restores, a copy may come from a history that forked before
//   that write: it is older than the value);
// - a field written since by another copy sent back takes it only if that copy was at a lower lost revision
//   (on one history the higher revision knows more; across histories the later change wins);
// - a field written since by anyone else (a person, after the restore) keeps its value — including a field a
//   person edited on a device and sent with its copy (`_changed`): that write is a person's, not the copy's.
// Lost revisions are comparable across epochs: a restore moves the revision counter past every revision any
// node revealed (restore-check.ts), so no revision is ever issued twice.
import type { SyncEntityKey } from '@gestar/domain/entities/sync';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

const CHUNK = 500;

export type RestoreRules = {
  /**
   * Whether a copy at lost revision `lostRev` holding `value` may set `field` of record `id`, which holds `current`
   * now.
   */
  restorable: (id: string, field: string, lostRev: number, value: unknown, current: unknown) => boolean;
};

/** A value as record_history keeps it (JSON text, null for null), so values compare across reads. */
const asHistory = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Reads what was written since the restore (`startRev`) to the records `ids` of `entity`. */
export async function loadRestoreRules(
  trx: Transaction<Database>,
  entity: SyncEntityKey,
  ids: readonly string[],
  startRev: number,
): Promise<RestoreRules> {
  const lastChange = new Map<string, number>();
  /**
   * The revision each field was last written at before the restore (in the restored database). A copy from a
   * lost revision below it is older than the value the field holds: after several restores a copy may come from a
   * history that forked before that write.
   */
  const writtenBefore = new Map<string, number>();
  /** The value each field held when the database was restored: the `before` of its first write since. */
  const forkValue = new Map<string, { rev: number; before: string | null }>();
  /** `recordId:rev` of each write a copy made: the copy's lost revision and the fields its person edited. */
  const restoreWrites = new Map<string, { lostRev: number; edited: ReadonlySet<string> }>();
  /** `recordId:rev` of every write since the restore that changed an existing row. */
  const revsWithHistory = new Set<string>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const changes = await trx
      .selectFrom('record_history')
      .select(['recordId', 'field', 'rev', 'before'])
      .where('entity', '=', entity)
      .where('recordId', 'in', chunk)
      .where('rev', '>', startRev)
      .execute();
    for (const row of changes) {
      const key = `${row.recordId}:${row.field}`;
      const rev = Number(row.rev);
      revsWithHistory.add(`${row.recordId}:${rev}`);
      lastChange.set(key, Math.max(lastChange.get(key) ?? 0, rev));
      const first = forkValue.get(key);
      if (!first || rev < first.rev) forkValue.set(key, { rev, before: row.before ?? null });
    }
    const earlier = await trx
      .selectFrom('record_history')
      .select(['recordId', 'field', (eb) => eb.fn.max('rev').as('rev')])
      .where('entity', '=', entity)
      .where('recordId', 'in', chunk)
      .where('rev', '<=', startRev)
      .groupBy(['recordId', 'field'])
      .execute();
    for (const row of earlier) writtenBefore.set(`${row.recordId}:${row.field}`, Number(row.rev));
    const writes = await trx
      .selectFrom('sync_restore_writes')
      .select(['recordId', 'rev', 'lostRev', 'edited'])
      .where('entity', '=', entity)
      .where('recordId', 'in', chunk)
      .where('rev', '>', startRev)
      .execute();
    for (const row of writes)
      restoreWrites.set(`${row.recordId}:${Number(row.rev)}`, {
        lostRev: Number(row.lostRev),
        edited: new Set(editedFields(row.edited)),
      });
  }
  // A copy's write with no history is the insert of a record the restored database lacked: it wrote every field.
  const insertedBy = new Map<string, { lostRev: number; edited: ReadonlySet<string> }>();
  for (const [key, copy] of restoreWrites) {
    if (revsWithHistory.has(key)) continue;
    const id = key.slice(0, key.lastIndexOf(':'));
    const known = insertedBy.get(id);
    if (!known || copy.lostRev < known.lostRev) insertedBy.set(id, copy);
  }
  /** Whether the last write of `field` (at `rev`) was a copy's value from a lost revision below `lostRev`. */
  const olderCopy = (id: string, field: string, rev: number, lostRev: number) => {
    const copy = restoreWrites.get(`${id}:${rev}`);
    return copy !== undefined && !copy.edited.has(field) && copy.lostRev < lostRev;
  };
  return {
    restorable(id, field, lostRev, value, current) {
      const key = `${id}:${field}`;
      const last = lastChange.get(key);
      const inserted = insertedBy.get(id);
      if (inserted !== undefined) {
        // Created since the restore by a copy: the insert set this field unless a later write did. A field its
        // person edited (a pending edit sent with the copy) is a person's write, like any edit since the restore.
        if (last === undefined) return !inserted.edited.has(field) && inserted.lostRev < lostRev;
        return olderCopy(id, field, last, lostRev);
      }
      const fork = forkValue.has(key) ? forkValue.get(key)?.before : asHistory(current);
      // The copy holds what the restored database held: it never changed this field.
      if (asHistory(value) === fork) return false;
      if (last === undefined) return (writtenBefore.get(key) ?? 0) < lostRev;
      return olderCopy(id, field, last, lostRev);
    },
  };
}

function editedFields(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((field): field is string => typeof field === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Records the writes that applied values of copies sent back: the lost revision of each copy, and the fields
 * its person edited (sent in `_changed`), which are not the copy's.
 */
export async function saveRestoreWrites(
  trx: Transaction<Database>,
  entity: SyncEntityKey,
  writes: readonly { recordId: string; rev: number; lostRev: number; edited: readonly string[] }[],
): Promise<void> {
  for (let start = 0; start < writes.length; start += CHUNK) {
    await trx
      .insertInto('sync_restore_writes')
      .values(
        writes
          .slice(start, start + CHUNK)
          .map(({ edited, ...write }) => ({ entity, ...write, edited: JSON.stringify([...edited].sort()) })),
      )
      .execute();
  }
}
