import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { type Epoch, epochSource } from '../../db/epoch.ts';
import { coalescedReader } from '../../db/latest-rev.ts';
import { skipRevealed } from '../../db/restore-check.ts';
import type { WatermarkStore } from '../../db/watermark.ts';
import { forgetWireJson } from './wire-json-cache.ts';

export type EpochCheck = () => Promise<{ epoch: Epoch; latest: number }>;

/**
 * The epoch and committed revision each sync call starts from, after checking the database against what this
 * node revealed (captured before the read, so a revision revealed by a concurrent call is always below what the
 * read sees): fewer revisions than this node revealed means the database was put back under a running server,
 * and a new epoch starts. Restores found at start-up are `checkForRestore`'s (restore-check.ts).
 */
export function epochCheck(db: Db, watermark: WatermarkStore, log: FastifyBaseLogger): EpochCheck {
  const latestRev = coalescedReader(db.committedRev);
  const epochs = epochSource(db.kysely);
  let seen: string | undefined;
  return async () => {
    const revealed = watermark.current();
    const latest = await latestRev();
    let epoch = await epochs.get();
    if (revealed && revealed.epoch === epoch.epoch && latest < revealed.rev) {
      // Another node may have recognised it first: then its epoch is the one to answer.
      epoch = await epochs.fresh();
      if (epoch.epoch === revealed.epoch) {
        epoch = await epochs.rotate(latest);
        log.warn({ epoch: epoch.epoch, startRev: latest }, 'database restored under a running server');
      }
      // No revision this node revealed is issued again (restore-check.ts).
      await skipRevealed(db, revealed.rev);
      watermark.reset(epoch, revealed.rev);
    }
    // Texts of records written before a restore may not be the restored database's (wire-json-cache.ts).
    if (seen !== undefined && seen !== epoch.epoch) forgetWireJson(db);
    seen = epoch.epoch;
    return { epoch, latest };
  };
}
