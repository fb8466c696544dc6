import { type ChainBatch, isSecondResync } from '@gestar/domain/rules/resync';
import type { LooseDb, WireRecord } from '../../db/rows.ts';
import { selectIn } from './scope.ts';

const chainBatch = (record: WireRecord): ChainBatch => ({
  id: String(record.id),
  parentBatch: typeof record.parentBatch === 'string' ? record.parentBatch : null,
  // SQLite keeps booleans as 0/1.
  isDeleted: record.isDeleted === true || record.isDeleted === 1,
});

/**
 * Spec §4 'Only one resync per batch', held by the server too: two devices can each make the resync of one batch
 * offline, and the second to arrive is refused (its device keeps it and lists why) instead of leaving two live
 * resyncs with the same cows. Runs under the push's revision lock, so two pushes cannot both pass.
 */
export class ResyncGuard {
  private constructor(private readonly batches: Map<string, ChainBatch>) {}

  /** The stored lotes under the parents that `records` name. */
  static async load(db: LooseDb, records: readonly WireRecord[]): Promise<ResyncGuard> {
    const parents = records
      .map((record) => record.parentBatch)
      .filter((id): id is string => typeof id === 'string');
    const rows = await selectIn(db, 'lotes', 'parentBatch', parents, ['id', 'parentBatch', 'isDeleted']);
    return new ResyncGuard(new Map(rows.map((row) => [String(row.id), chainBatch(row)])));
  }

  /** Whether `next` (over `before`) would be a second live resync of its parent. */
  refuses(next: WireRecord, before: WireRecord | undefined): boolean {
    return isSecondResync(chainBatch(next), before && chainBatch(before), [...this.batches.values()]);
  }

  /** A lote this push writes: later records of the same push are checked against it. */
  saved(record: WireRecord): void {
    this.batches.set(String(record.id), chainBatch(record));
  }
}
