// Writes shared by every synced table: whole-row upserts and record_history.
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { DbRow, LooseDb, WireRecord } from './rows.ts';

// SQLite allows 32,766 bound parameters per statement; a d0 row has ~50 columns.
const ROWS_PER_STATEMENT = 250;

const SERVER_COLUMNS = ['rev', 'lastModifiedBy'];

/**
 * Lets the event loop run between two statements of a large write. better-sqlite3 runs each statement
 * synchronously, so a 1,000-record push written in one go kept every other request (health probes, polls
 * answered from the read connection) waiting for its whole transaction.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** One field a write changes: what record_history keeps. */
export type FieldChange = { field: string; before: unknown; after: unknown };

/** The listed fields whose value differs between two versions of a record (JSON values by content). */
export function diffFields(before: WireRecord, after: WireRecord, fields: readonly string[]): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (field === 'id' || !(field in after)) continue;
    const old = before[field] ?? null;
    const next = after[field] ?? null;
    if (!isDeepStrictEqual(old, next)) changes.push({ field, before: old, after: next });
  }
  return changes;
}

/** Inserts or replaces whole rows (the caller already merged them), a few hundred per statement. */
export async function upsertRows(
  db: LooseDb,
  table: string,
  fields: readonly string[],
  rows: readonly DbRow[],
): Promise<void> {
  if (rows.length === 0) return;
  const first = rows[0] ?? {};
  const columns = [...fields, ...SERVER_COLUMNS, ...Object.keys(first).filter((c) => c.startsWith('scope'))];
  const updated = columns.filter((column) => column !== 'id');
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    if (start > 0) await nextTurn();
    const slice = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const values: DbRow = {};
      for (const column of columns) values[column] = row[column] ?? null;
      return values;
    });
    await db
      .insertInto(table)
      .values(slice)
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet((eb) =>
            Object.fromEntries(updated.map((column) => [column, eb.ref(`excluded.${column}`)])),
          ),
      )
      .execute();
  }
}

export type HistoryEntry = { entity: string; recordId: string; rev: number; change: FieldChange };

/** Keeps every overwritten value: before and after as JSON text, with who and when. */
export async function writeHistory(
  db: LooseDb,
  entries: readonly HistoryEntry[],
  usuarioId: string,
  at: string,
): Promise<void> {
  const rows = entries.map(({ entity, recordId, rev, change }) => ({
    id: randomUUID(),
    entity,
    recordId,
    rev,
    field: change.field,
    before: change.before === null ? null : JSON.stringify(change.before),
    after: change.after === null ? null : JSON.stringify(change.after),
    usuarioId,
    at,
  }));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    if (start > 0) await nextTurn();
    await db
      .insertInto('record_history')
      .values(rows.slice(start, start + ROWS_PER_STATEMENT))
      .execute();
  }
}
