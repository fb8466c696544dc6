import type { LocalFields } from '../local-db/local-record.ts';

/** A record as the server sends it in a pull page: the entity's fields plus its revision. */
export type PulledRecord = { id: string; rev: number } & Record<string, unknown>;

export type StoredRecord = { id: string; updated?: unknown } & LocalFields & Record<string, unknown>;

// Server bookkeeping that has no place on the device (`rev` is kept as `_rev`).
const SERVER_ONLY_FIELDS = new Set(['rev', 'lastModifiedBy']);

function canonicalOf(pulled: PulledRecord): Record<string, unknown> {
  const canonical: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(pulled)) {
    if (!SERVER_ONLY_FIELDS.has(field)) canonical[field] = value;
  }
  return canonical;
}

/**
 * What to store for a pulled record, or null to keep the local one untouched (ARCHITECTURE.md §5 pull 4):
 * - nothing local, or a local record without unsynced edits: the server's version;
 * - a locally dirty record: server values for fields not in `_changed`, local values for the rest; it stays
 *   dirty with `_rev` moved to the server's rev so the next push's `_baseRev` names what it was merged onto;
 * - an older revision than the device has seen: nothing to do.
 * The SAME revision is applied: after a push the device holds only its own version at the rev the server
 * answered, while the server may have merged other devices' fields into that row (field-level conflicts).
 */
export function mergePulled(local: StoredRecord | undefined, pulled: PulledRecord): StoredRecord | null {
  if (local && local._rev !== null && pulled.rev < local._rev) return null;
  const server = canonicalOf(pulled);
  if (!local || local._status === 'synced') {
    // Filled in place (a download stores tens of thousands of these): `server` is a fresh copy already.
    server._status = 'synced';
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
