import type { Db } from './database.ts';
import { type Epoch, readEpoch, rotateEpoch } from './epoch.ts';
import { judgeRestore, type RestoreVerdict, type WatermarkStore } from './watermark.ts';

export type RestoreCheck = { epoch: Epoch; rev: number; verdict: RestoreVerdict };

/**
 * Run once when a node starts, before it answers any sync call: compares the database with the revisions the
 * nodes revealed (watermark.ts). A database that lost some of them was restored, whatever the operator did or
 * forgot: a new epoch starts from the revision it holds now, so every device sends back what it saw above it.
 * Then this node's watermark starts from the database as it is.
 */
export async function checkForRestore(db: Db, store: WatermarkStore): Promise<RestoreCheck> {
  let epoch = await readEpoch(db.kysely);
  const rev = await db.committedRev();
  const verdict = judgeRestore({ epoch, rev }, store.readAll());
  if (verdict.restored) epoch = await rotateEpoch(db.kysely, rev);
  store.reset(epoch, rev);
  return { epoch, rev, verdict };
}
