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
};

/**
 * ARCHITECTURE.md §5 push rule 3. When the server row has not changed since the device's base revision, the
 * whole pushed record applies. When it has (a conflict), only the fields the device edited apply, each
 * overwriting the server's value (field-level last writer wins); verb PRIORITY applies every field anyway.
 * A device that names no `_changed` at all gets whole-record last-writer-wins. A field the pushed json does
 * not carry is never changed, whatever the verb (absent is not null: an older app lacks newer fields). Every value that changes is
 * reported so the caller can keep it in record_history; no change at all means no new revision.
 */
export function mergeRecord(input: MergeInput): MergeOutcome {
  const { existing, incoming, fields } = input;
  if (!existing) return { kind: 'insert', record: pick(incoming, fields) };
  const existingRev = typeof existing.rev === 'number' ? existing.rev : 0;
  const upToDate = input.baseRev !== null && existingRev <= input.baseRev;
  const applyAll = input.verbo === 'PRIORITY' || upToDate || input.changed === null;
  const carried = new Set(input.present);
  const candidates = (applyAll ? fields : (input.changed ?? [])).filter(
    (field) => fields.includes(field) && carried.has(field),
  );
  const changes = diffFields(existing, incoming, candidates);
  const record: WireRecord = { ...existing };
  for (const change of changes) record[change.field] = change.after;
  return changes.length === 0 ? { kind: 'unchanged', record: existing } : { kind: 'update', record, changes };
}

function pick(record: WireRecord, fields: readonly string[]): WireRecord {
  const picked: WireRecord = {};
  for (const field of fields) picked[field] = record[field] ?? null;
  return picked;
}
