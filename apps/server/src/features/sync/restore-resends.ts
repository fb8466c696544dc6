// Copies sent back after a restore: several devices send back their copies of one record, each as it
// was at some revision of the lost history (`_restoredRev`). Applied in arrival order, an older copy sent last
// put older values back over newer ones. Now a copy's values apply only to fields that hold nothing newer:
// - a field not written since the restore holds the restored copy's value: the lost history's is newer;
// - a field written since by another copy sent back: newer only if that copy was at a lower lost revision;
// - a field written since by anyone else (a person, after the restore): kept;
// - nothing at all once a copy from a later lost revision was applied (it held everything this one holds).
// Lost revisions are comparable across epochs: a restore moves the revision counter past every revision any
// node revealed (restore-check.ts), so no revision is ever issued twice.
import type { SyncEntityKey } from '@gestar/domain/entities/sync';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

const CHUNK = 500;

export type RestoreRules = {
  /** Whether a copy at lost revision `lostRev` may set `field` of record `id`. */
  restorable: (id: string, field: string, lostRev: number) => boolean;
};

/** Reads what was written since the restore (`startRev`) to the records `ids` of `entity`. */
export async function loadRestoreRules(
  trx: Transaction<Database>,
  entity: SyncEntityKey,
  ids: readonly string[],
  startRev: number,
): Promise<RestoreRules> {
  const lastChange = new Map<string, number>();
  const restoreWrites = new Map<string, number>();
  const latestCopy = new Map<string, number>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const changes = await trx
      .selectFrom('record_history')
      .select(['recordId', 'field', 'rev'])
      .where('entity', '=', entity)
      .where('recordId', 'in', chunk)
      .where('rev', '>', startRev)
      .execute();
    for (const row of changes) {
      const key = `${row.recordId}:${row.field}`;
      lastChange.set(key, Math.max(lastChange.get(key) ?? 0, Number(row.rev)));
    }
    const writes = await trx
      .selectFrom('sync_restore_writes')
      .select(['recordId', 'rev', 'lostRev'])
      .where('entity', '=', entity)
      .where('recordId', 'in', chunk)
      .where('rev', '>', startRev)
      .execute();
    for (const row of writes) {
      restoreWrites.set(`${row.recordId}:${Number(row.rev)}`, Number(row.lostRev));
      latestCopy.set(row.recordId, Math.max(latestCopy.get(row.recordId) ?? 0, Number(row.lostRev)));
    }
  }
  return {
    restorable(id, field, lostRev) {
      // A copy from a later (or the same) lost revision was already applied: it held everything this one does.
      if ((latestCopy.get(id) ?? -1) >= lostRev) return false;
      const last = lastChange.get(`${id}:${field}`);
      if (last === undefined) return true;
      const copy = restoreWrites.get(`${id}:${last}`);
      return copy !== undefined && copy < lostRev;
    },
  };
}

/** Records the writes that applied values of copies sent back, with the lost revision of each copy. */
export async function saveRestoreWrites(
  trx: Transaction<Database>,
  entity: SyncEntityKey,
  writes: readonly { recordId: string; rev: number; lostRev: number }[],
): Promise<void> {
  for (let start = 0; start < writes.length; start += CHUNK) {
    await trx
      .insertInto('sync_restore_writes')
      .values(writes.slice(start, start + CHUNK).map((write) => ({ entity, ...write })))
      .execute();
  }
}
