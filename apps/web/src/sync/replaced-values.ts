import { newId } from '@gestar/domain/entities/common';
import { withFieldGroups } from '@gestar/domain/entities/field-groups';
import type { PullKey, PushResponse } from '@gestar/domain/entities/sync';
import { byStep, typedValues } from '@gestar/domain/entities/typed-fields';
import type { GestarDb, ReplacedField, ReplacedValueRow } from '../local-db/database.ts';
import type { PulledRecord, StoredRecord } from './merge.ts';
import type { PushSnapshot } from './push-plan.ts';

// A value this device sent and had acknowledged, later replaced by ANOTHER user's push, is
// never silent. The sync rule stays (the last push wins the whole answer); the device whose value lost keeps a
// notice (which record, which step, its value, the value kept, who) until its user acknowledges it.
//
// Which values are "mine": each record keeps `_mine`, the typed fields (domain typed-fields.ts) this device sent
// and had acknowledged. They are added when a push is acknowledged, and leave when another user's value replaces
// them (after the notice is recorded; a replaced answer leaves whole) or when this device types the field again (repository.ts; the next
// acknowledgement names it again). While a field is in `_mine` and not edited, the device holds exactly the value
// it sent (a replacement by anyone is seen here first), so the record's own value is "my value" and `_mine` needs
// only the field names.
//
// Where a replacement shows:
// - in a pulled record whose value differs: the kept value's author is the record's `lastModifiedBy`;
// - in a push answer's `registro` (the server row handed back): for fields this call did not
//   send, the author is the answer's `autorAnterior` (who wrote the row before this call); for fields it sent (a
//   call answered again after others wrote), the row's `lastModifiedBy`.
// The same user (their other phone) replacing a value is no notice: they know; the new value becomes "mine".
// An author the server did not name is reported as unknown, never dropped.

/** A notice before it is stored (recordReplaced merges it with an open one of the same record and step). */
export type ReplacedDraft = Pick<
  ReplacedValueRow,
  'entity' | 'recordId' | 'step' | 'fields' | 'by' | 'writtenAt'
>;

export type ReplacedOutcome = { drafts: ReplacedDraft[]; mine: string[] };

type Values = Readonly<Record<string, unknown>>;

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || a === null || b === undefined || b === null) return (a ?? null) === (b ?? null);
  return typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b);
}

const authorOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const instantOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * `fields` of `before` (this device's values) against `after` (what it now holds): the ones another user
 * replaced, and the ones that stay this device's (unchanged, or changed by the same user).
 */
function compare(
  fields: readonly string[],
  before: Values,
  after: Values,
  by: string | null,
  me: string,
): { replaced: ReplacedField[]; kept: string[] } {
  const replaced: ReplacedField[] = [];
  const kept: string[] = [];
  for (const field of fields) {
    if (sameValue(before[field], after[field]) || by === me) kept.push(field);
    else replaced.push({ field, mine: before[field] ?? null, kept: after[field] ?? null });
  }
  return { replaced, kept };
}

/** The fields that stop being this device's: the replaced ones with the rest of their answers (FIELD_GROUPS). */
function goneWith(entity: PullKey, replaced: readonly ReplacedField[]): Set<string> {
  return new Set(
    withFieldGroups(
      entity,
      replaced.map((entry) => entry.field),
    ),
  );
}

/** One draft per step of the replaced fields (a DG answer is one notice). */
function draftsOf(
  entity: PullKey,
  recordId: string,
  replaced: readonly ReplacedField[],
  by: string | null,
  writtenAt: string | null,
): ReplacedDraft[] {
  if (replaced.length === 0) return [];
  const byField = new Map(replaced.map((entry) => [entry.field, entry]));
  return byStep(entity, byField.keys()).map(({ step, fields }) => ({
    entity,
    recordId,
    step,
    fields: fields.flatMap((field) => byField.get(field) ?? []),
    by,
    writtenAt,
  }));
}

/**
 * A pulled record against the local one (before the merge): this device's acknowledged values another user
 * replaced, and what stays "mine". Fields edited here since (still to send) are not compared: the merge keeps
 * them and the next push sends them.
 */
export function replacedByPull(
  entity: PullKey,
  local: StoredRecord,
  pulled: PulledRecord,
  me: string,
): ReplacedOutcome {
  const mine = local._mine ?? [];
  if (mine.length === 0) return { drafts: [], mine };
  const dirty = new Set(local._changed);
  const by = authorOf(pulled.lastModifiedBy);
  const { replaced } = compare(
    mine.filter((field) => !dirty.has(field)),
    local,
    pulled,
    by,
    me,
  );
  const gone = goneWith(entity, replaced);
  return {
    drafts: draftsOf(entity, local.id, replaced, by, instantOf(pulled.updated)),
    mine: mine.filter((field) => !gone.has(field)),
  };
}

/**
 * A push answer's record against the local one as read for the acknowledgement (`current`, before it): the
 * values another user replaced, and what is "mine" after it — the earlier ones still held, plus the typed values
 * this call sent that were not edited since (`stillChanged`, what acknowledge keeps dirty). A resend after a
 * server restore (an update with no base revision, restore.ts) carries every field, typed here or pulled: it
 * adds nothing. `applied` is false when acknowledge kept a newer pulled row instead of the answer's.
 */
export function replacedByAnswer(
  entity: PullKey,
  current: StoredRecord,
  snapshot: PushSnapshot,
  item: PushResponse['aplicados'][number],
  me: string,
  stillChanged: readonly string[],
  applied: boolean,
): ReplacedOutcome {
  const earlier = current._mine ?? [];
  const sent = new Set(snapshot.changed);
  const dirty = new Set(stillChanged);
  const resend = current._status !== 'created' && snapshot.values._baseRev == null;
  const sentNow = [...sent].filter((field) => !dirty.has(field));
  // Fields of a lost call sent again after a restore are this device's typed values too: refused, they show.
  const resent = Array.isArray(snapshot.values._resent)
    ? snapshot.values._resent.filter(
        (field): field is string => typeof field === 'string' && !dirty.has(field),
      )
    : [];
  const typedNow = [
    ...(resend
      ? earlier.filter((field) => sent.has(field) && !dirty.has(field))
      : typedValues(entity, sentNow, snapshot.values)),
    ...typedValues(entity, resent, snapshot.values),
  ];
  const unsent = earlier.filter((field) => !sent.has(field) && !dirty.has(field) && !resent.includes(field));

  const untouched = earlier.filter((field) => !sent.has(field) && dirty.has(field));
  const registro = applied ? item.registro : undefined;
  if (!registro)
    return { drafts: [], mine: [...new Set([...earlier.filter((f) => !sent.has(f)), ...typedNow])] };

  const rowAuthor = authorOf(registro.lastModifiedBy);
  const earlierAuthor = item.autorAnterior !== undefined ? item.autorAnterior : rowAuthor;
  const before = compare(unsent, current, registro, earlierAuthor, me);
  const now = compare(typedNow, snapshot.values, registro, rowAuthor, me);
  // The row's `updated` is this call's own edit time when it wrote the row: then the other value's time is unknown.
  const writtenAt = rowAuthor === me ? null : instantOf(registro.updated);
  const gone = goneWith(entity, [...before.replaced, ...now.replaced]);
  return {
    drafts: [
      ...draftsOf(entity, current.id, before.replaced, earlierAuthor, writtenAt),
      ...draftsOf(entity, current.id, now.replaced, rowAuthor, instantOf(registro.updated)),
    ],
    mine: [...new Set([...untouched, ...before.kept, ...now.kept])].filter((field) => !gone.has(field)),
  };
}

/** `record` with `_mine` set to `mine` (no key when empty, as records that never had one). */
export function withMine<T extends StoredRecord>(record: T, mine: readonly string[]): T {
  const { _mine: _old, ...rest } = record;
  return (mine.length > 0 ? { ...rest, _mine: [...mine] } : rest) as T;
}

/**
 * Stores notices inside the caller's transaction (which must include `replacedValues`). An open notice of the
 * same record and step is updated — each field's latest values, the latest author — so one answer replaced
 * twice before its user looked is one notice.
 */
export async function recordReplaced(
  db: GestarDb,
  drafts: readonly ReplacedDraft[],
  now: string,
): Promise<void> {
  for (const draft of drafts) {
    const open = await db.replacedValues
      .where('recordId')
      .equals(draft.recordId)
      .filter((row) => row.acknowledgedAt === null && row.entity === draft.entity && row.step === draft.step)
      .first();
    if (open) {
      const fields = new Map(open.fields.map((entry) => [entry.field, entry]));
      for (const entry of draft.fields) fields.set(entry.field, entry);
      await db.replacedValues.put({
        ...open,
        fields: [...fields.values()],
        by: draft.by,
        writtenAt: draft.writtenAt,
        seenAt: now,
      });
    } else {
      await db.replacedValues.add({ ...draft, id: newId(), seenAt: now, acknowledgedAt: null });
    }
  }
}

/** 'Ciente': the notices stop showing; the rows stay, acknowledged. */
export async function acknowledgeReplaced(
  db: GestarDb,
  ids: readonly string[],
  now: string = new Date().toISOString(),
): Promise<void> {
  await db.transaction('rw', db.replacedValues, async () => {
    for (const id of ids) await db.replacedValues.update(id, { acknowledgedAt: now });
  });
}

/** The notices not acknowledged yet, the newest first. */
export async function openReplaced(db: GestarDb): Promise<ReplacedValueRow[]> {
  const rows = await db.replacedValues.filter((row) => row.acknowledgedAt === null).toArray();
  return rows.sort((a, b) => b.seenAt.localeCompare(a.seenAt));
}
