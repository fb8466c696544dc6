import { SYNC_ENTITY_ORDER } from '@gestar/domain/entities/sync';
import type { GestarDb } from '../local-db/database.ts';
import type { LocalFields } from '../local-db/local-record.ts';
import { getMeta, setMeta } from '../local-db/meta.ts';
import { guardQuota } from '../local-db/repository.ts';

type Row = { id: string } & LocalFields & Record<string, unknown>;

/**
 * The server now holds another revision history: it was restored from a backup that ends at
 * revision `startRev`. Whatever this device saw above that revision — its own acknowledged writes and records
 * pulled from others — the server may lack, so each such record goes back up as the copy it is, marked with the
 * lost revision it was at (`_restoredRev`): the server keeps, field by field, the copy from the latest lost
 * revision and never replaces what was written after the restore (docs/SYNC.md). Fields edited here
 * and not yet sent stay in `_changed` as usual. Cursors go back to the beginning so the next pull brings
 * everything again; farms stay downloaded. Returns how many records will go back up.
 */
export async function recoverFromRestore(db: GestarDb, epoch: string, startRev: number): Promise<number> {
  const tables = SYNC_ENTITY_ORDER.map((key) => db.table<Row, string>(key));
  return guardQuota(() =>
    db.transaction('rw', [...tables, db.meta], async () => {
      let marked = 0;
      for (const table of tables) {
        marked += await table
          .filter((row) => row._rev !== null && row._rev > startRev)
          .modify((row) => {
            row._restoredRev = row._rev ?? undefined;
            if (row._status === 'synced') row._status = 'updated';
            row._rev = null;
          });
      }
      const farmCursors = await getMeta(db, 'farmCursors');
      await setMeta(db, 'serverEpoch', epoch);
      // An unanswered call of the old history is not re-sent: its records are still dirty and go again.
      await setMeta(db, 'pendingPush', null);
      await setMeta(db, 'lastPulledAt', null);
      await setMeta(db, 'farmCursors', Object.fromEntries(Object.keys(farmCursors).map((id) => [id, null])));
      return marked;
    }),
  );
}
