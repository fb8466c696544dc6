import { sql } from 'kysely';
import type { Db } from './database.ts';
import { type Epoch, readEpoch, rotateEpoch } from './epoch.ts';
import {
  ancestorsOf,
  judgeRestore,
  type RestoreVerdict,
  type Watermark,
  type WatermarkStore,
} from './watermark.ts';

export type RestoreCheck = { epoch: Epoch; rev: number; verdict: RestoreVerdict };

/**
 * Run once when a node starts, before it answers any sync call: compares the database with the revisions the
 * nodes revealed (watermark.ts). A database that lost some of them was restored, whatever the operator did or
 * forgot: a new epoch starts from the revision it holds now, so every device sends back what it saw above it.
 * Then the revision counter moves past every revision this history's nodes revealed, so none is issued twice:
 * revisions stay comparable across a restore (copies sent back are ordered by them: restore-resends.ts).
 */
export async function checkForRestore(db: Db, store: WatermarkStore): Promise<RestoreCheck> {
  let epoch = await readEpoch(db.kysely);
  const rev = await db.committedRev();
  const marks = store.readAll();
  const verdict = judgeRestore({ epoch, rev }, marks);
  if (verdict.restored) epoch = await rotateEpoch(db.kysely, rev);
  await skipRevealed(db, highestRelated(epoch, marks));
  store.reset(epoch, await db.committedRev());
  return { epoch, rev, verdict };
}

/** The highest revision revealed in `epoch`'s family (itself, its ancestors, or epochs descending from them). */
export function highestRelated(epoch: Epoch, marks: readonly Watermark[]): number {
  const family = new Set([epoch.epoch, ...ancestorsOf(epoch)]);
  let highest = 0;
  for (const mark of marks) {
    const related = family.has(mark.epoch) || mark.ancestors.some((ancestor) => family.has(ancestor));
    if (related && mark.rev > highest) highest = mark.rev;
  }
  return highest;
}

/** Moves the revision counter up to `rev` if it is below it (never down). */
export async function skipRevealed(db: Db, rev: number): Promise<void> {
  await db.kysely
    .updateTable('rev_counter')
    .set({ value: sql<number>`case when value < ${rev} then ${rev} else value end` })
    .where('id', '=', 1)
    .execute();
}
