import { withFieldGroups } from '@gestar/domain/entities/field-groups';
import { type PushRequest, SYNC_ENTITY_ORDER } from '@gestar/domain/entities/sync';
import type { GestarDb } from '../local-db/database.ts';
import { isDirty, type LocalFields } from '../local-db/local-record.ts';
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
            if (!isDirty(row)) row._status = 'updated';
            row._rev = null;
          });
      }
      const farmCursors = await getMeta(db, 'farmCursors');
      await setMeta(db, 'serverEpoch', epoch);
      // An unanswered call of the old history is not re-sent: its records are still dirty and go again, the
      // fields it carried (the lost history may hold them already) as `_resent`.
      const unanswered = await getMeta(db, 'pendingPush');
      if (unanswered) await markResent(db, unanswered.request);
      await setMeta(db, 'pendingPush', null);
      await setMeta(db, 'lastPulledAt', null);
      await setMeta(db, 'farmCursors', Object.fromEntries(Object.keys(farmCursors).map((id) => [id, null])));
      return marked;
    }),
  );
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The records of a call left unanswered before the restore: each field it sent that is still dirty and as sent
 * moves from `_changed` to `_resent` (the server then takes it as the lost history's latest value, never over a
 * write made since the restore); a field group edited since stays in `_changed`, a person's new edit.
 */
async function markResent(db: GestarDb, call: PushRequest): Promise<void> {
  const key = call.tipoId;
  const table = db.table<Row, string>(key);
  for (const item of call.contents) {
    const sent = item.json as Record<string, unknown> & { id?: unknown; _changed?: unknown };
    if (typeof sent.id !== 'string' || !Array.isArray(sent._changed)) continue;
    const sentFields = sent._changed.filter((field): field is string => typeof field === 'string');
    const row = await table.get(sent.id);
    if (!row || !isDirty(row)) continue;
    const editedSince = new Set(
      withFieldGroups(
        key,
        row._changed.filter((field) => !sentFields.includes(field) || !sameValue(row[field], sent[field])),
      ),
    );
    const resent = sentFields.filter((field) => row._changed.includes(field) && !editedSince.has(field));
    if (resent.length === 0) continue;
    await table.update(sent.id, {
      _changed: row._changed.filter((field) => !resent.includes(field)),
      _resent: [...new Set([...(row._resent ?? []), ...resent])],
    } as Partial<Row>);
  }
}
