import { isDirty, type LocalFields } from '../local-db/local-record.ts';

/** A record as the server sends it in a pull page: the entity's fields plus its revision. */
export type PulledRecord = { id: string; rev: number } & Record<string, unknown>;

export type StoredRecord = { id: string; updated?: unknown } & LocalFields & Record<string, unknown>;

// Server bookkeeping that has no place on the device (`rev` is kept as `_rev`).
const SERVER_ONLY_FIELDS = new Set(['rev', 'lastModifiedBy']);

/** What canonicalOf needs of an entity's field list, worked out once per list. */
type EntityShape = {
  /** The entity's fields, for the fields a newer server sends beyond them. */
  known: ReadonlySet<string>;
  /**
   * Every field of the entity null, then the device's sync fields of a synced copy (it has no `_status`:
   * local-record.ts): the object each stored copy starts from. V8 gives an object built by JSON.parse fast
   * properties, and a spread of it keeps them. Built key by key instead, a record of some 60 fields turns into a
   * slow dictionary (V8 stops adding fast properties through computed keys), and on a fresh device, where nothing
   * has been read back from IndexedDB yet to teach V8 that shape, every put of a farm download then cost about
   * 40 % more to clone.
   */
  empty: Readonly<Record<string, null>>;
};

const shapes = new WeakMap<readonly string[], EntityShape>();

function shapeOf(fields: readonly string[]): EntityShape {
  let shape = shapes.get(fields);
  if (!shape) {
    const names = [...fields, '_changed', '_rev'];
    const empty = JSON.parse(JSON.stringify(Object.fromEntries(names.map((name) => [name, null]))));
    shape = { known: new Set(fields), empty };
    shapes.set(fields, shape);
  }
  return shape;
}

/**
 * The pulled record without the server's bookkeeping. With the entity's `fields`, each of them absent from the
 * record is null: a page asked for with `omitNulls` leaves null fields out, and the device stores exactly what it
 * stored when every field came (null). The copy starts from the entity's shape (every record of a table gets the
 * same one, in the entity's field order; its sync fields are set by mergePulled), then any field the entity does
 * not list (a newer server's) is kept as sent.
 */
function canonicalOf(pulled: PulledRecord, fields?: readonly string[]): Record<string, unknown> {
  if (fields === undefined) {
    const canonical: Record<string, unknown> = {};
    for (const field in pulled) {
      if (!SERVER_ONLY_FIELDS.has(field)) canonical[field] = pulled[field];
    }
    return canonical;
  }
  const { known, empty } = shapeOf(fields);
  const canonical: Record<string, unknown> = { ...empty };
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index] as string;
    const value = pulled[field];
    if (value !== undefined) canonical[field] = value;
  }
  for (const field in pulled) {
    if (!known.has(field) && !SERVER_ONLY_FIELDS.has(field)) canonical[field] = pulled[field];
  }
  return canonical;
}

/**
 * What to store for a pulled record, or null to keep the local one untouched (ARCHITECTURE.md §5 pull 4):
 * - nothing local, or a local record without unsynced edits: the server's version;
 * - a locally dirty record: server values for fields not in `_changed`, local values for the rest; it stays
 *   dirty with `_rev` moved to the server's rev so the next push's `_baseRev` names what it was merged onto;
 * - an older revision than the device has seen: nothing to do.
 * A field of the entity absent from `pulled` (a page without nulls) counts as null, given `fields`.
 * The SAME revision is applied: after a push the device holds only its own version at the rev the server
 * answered, while the server may have merged other devices' fields into that row (field-level conflicts).
 */
export function mergePulled(
  local: StoredRecord | undefined,
  pulled: PulledRecord,
  /** The entity's fields (ENTITY_FIELDS): those absent from `pulled` are null (see canonicalOf). */
  fields?: readonly string[],
): StoredRecord | null {
  if (local && local._rev !== null && pulled.rev < local._rev) return null;
  const server = canonicalOf(pulled, fields);
  if (!local || !isDirty(local)) {
    // Filled in place (a download stores tens of thousands of these): `server` is a fresh copy already. Synced:
    // no `_status` (local-record.ts).
    server._changed = [];
    server._rev = pulled.rev;
    // What this device typed and had acknowledged stays known (replaced-values.ts updates it).
    if (local?._mine) server._mine = local._mine;
    return server as StoredRecord;
  }
  const merged: Record<string, unknown> = { ...server };
  // A copy waiting to go back after a restore is sent whole: none of its values may be replaced before it goes.
  // So are the fields of a lost call waiting to go again (restore.ts).
  const kept =
    local._restoredRev === undefined ? [...local._changed, ...(local._resent ?? [])] : Object.keys(local);
  for (const field of kept) {
    if (field in local && !field.startsWith('_')) merged[field] = local[field];
  }
  return {
    ...merged,
    id: pulled.id,
    // The device's own edit time: the push's "unchanged since read" check compares it.
    updated: local.updated,
    _status: local._status,
    _changed: local._changed,
    _rev: pulled.rev,
    ...(local._mine ? { _mine: local._mine } : {}),
    ...(local._restoredRev === undefined ? {} : { _restoredRev: local._restoredRev }),
    ...(local._resent ? { _resent: local._resent } : {}),
  };
}
