import type { SyncVerb } from '@gestar/domain/entities/sync';
import { diffFields, type FieldChange } from '../../db/record-writes.ts';
import type { WireRecord } from '../../db/rows.ts';

export type { FieldChange };

export type MergeOutcome =
  | { kind: 'insert'; record: WireRecord }
  | { kind: 'update'; record: WireRecord; changes: FieldChange[] }
  | { kind: 'unchanged'; record: WireRecord };

export type MergeInput = {
  /** The server's current copy (wire form, with `rev`), if any. */
  existing: WireRecord | undefined;
  /** The pushed record, already validated and reduced to the entity's fields. */
  incoming: WireRecord;
  /** The entity's field names (the allow-list). */
  fields: readonly string[];
  verbo: SyncVerb;
  /** `_baseRev`: the server revision the device's copy was based on. */
  baseRev: number | null;
  /** `_changed`: fields edited on the device since its last sync; null when the device did not say. */
  changed: readonly string[] | null;
  /** Fields the pushed json carried; absent ones keep the stored value (an older app may lack a field). */
  present: readonly string[];
  /**
   * A copy sent back after a restore (`_restoredRev`), or fields of an unanswered call of the lost history
   * (`_resent`): those values apply only where `restorable` says the field holds nothing newer (push.ts,
   * restore-resends.ts). Absent otherwise.
   */
  restorable?: (field: string) => boolean;
};

/**
 * ARCHITECTURE.md §5 push rule 3, as docs/SYNC.md states it. A push changes only the fields its sender says it
 * edited (`_changed`), each overwriting the server's value (field-level last writer wins), whether or not the
 * server row moved since the device's base revision, and whatever the verb: a device's copy of the other
 * fields may be older than the row (a revision handed back after a conflict used to make a
 * stale copy look up to date, and its next push undid other devices' acknowledged values). A device that names
 * no `_changed` at all (an older client) gets whole-record last-writer-wins. A field the pushed json does not
 * carry is never changed (absent is not null). Every value that changes is reported so the caller can keep it
 * in record_history; no change at all means no new revision.
 */
export function mergeRecord(input: MergeInput): MergeOutcome {
  const { existing, incoming, fields } = input;
  if (!existing) return { kind: 'insert', record: pick(incoming, fields) };
  const carried = new Set(input.present);
  const named = input.restorable
    ? [
        ...(input.changed ?? []),
        ...fields.filter((field) => !input.changed?.includes(field) && input.restorable?.(field)),
      ]
    : (input.changed ?? fields);
  const candidates = named.filter(
    (field) => field !== 'updated' && field !== 'id' && fields.includes(field) && carried.has(field),
  );
  const changes = diffFields(existing, incoming, candidates);
  // `updated` is the time of the last edit, not a value a person types: it follows an applied edit and never
  // goes back, whoever names it (a restore's re-send names every field, with a copy's older time).
  if (changes.length > 0 && carried.has('updated')) {
    const before = existing.updated;
    const after = incoming.updated;
    if (typeof after === 'string' && (typeof before !== 'string' || after > before))
      changes.push({ field: 'updated', before: before ?? null, after });
  }
  const record: WireRecord = { ...existing };
  for (const change of changes) record[change.field] = change.after;
  return changes.length === 0 ? { kind: 'unchanged', record: existing } : { kind: 'update', record, changes };
}

/**
 * The server row to hand back with an acknowledgement, or undefined when the device already holds exactly it
 * (every field of the row has the value the device sent, as validated): see pushResponseSchema's `aplicados`.
 */
export function echoOf(
  row: WireRecord,
  sent: WireRecord,
  fields: readonly string[],
  rev: number,
): WireRecord | undefined {
  // An absent field counts as null, as the device stores it.
  return diffFields(sent, row, fields).length > 0 ? { ...row, rev } : undefined;
}

function pick(record: WireRecord, fields: readonly string[]): WireRecord {
  const picked: WireRecord = {};
  for (const field of fields) picked[field] = record[field] ?? null;
  return picked;
}
