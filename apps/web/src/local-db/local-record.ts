import type { EntityOf, PullKey } from '@gestar/domain/entities/sync';

/** Where a local record stands against the server (spec §4 sync status). */
export type SyncStatus = 'created' | 'updated' | 'synced';

/** Client-only bookkeeping stored beside the canonical fields (ARCHITECTURE.md §4). */
export type LocalFields = {
  _status: SyncStatus;
  /** Field names edited since the last successful push: on conflict the server applies only these. */
  _changed: string[];
  /** Server revision last seen, sent back as `_baseRev`; null until the server has acknowledged the record. */
  _rev: number | null;
  /**
   * Typed fields (domain typed-fields.ts) whose value this device sent and had acknowledged, and still holds:
   * when another user's value replaces one, the device says so. Absent: none.
   */
  _mine?: string[];
  /**
   * Set by a restore's recovery (sync/restore.ts): the revision of the lost history this copy was at. The next push
   * sends it as `_restoredRev` with the copy; cleared once acknowledged.
   */
  _restoredRev?: number;
  /**
   * Set by a restore's recovery: fields this device sent in a call it never got an answer to before the server's
   * history was replaced, still as sent. The lost history may hold them: the next push sends them as `_resent`
   * (docs/SYNC.md), not as `_changed`; cleared once acknowledged. Absent: none.
   */
  _resent?: string[];
};

export type LocalRecord<T> = T & LocalFields;

export type LocalEntity<K extends PullKey> = LocalRecord<EntityOf<K>>;

export function isDirty(record: LocalFields): boolean {
  return record._status !== 'synced';
}

/** The canonical record without the client-only fields (what goes on the wire and through the schema). */
export function withoutLocalFields<T extends LocalFields>(record: T): Omit<T, keyof LocalFields> {
  const {
    _status: _s,
    _changed: _c,
    _rev: _r,
    _mine: _m,
    _restoredRev: _rr,
    _resent: _rs,
    ...canonical
  } = record;
  return canonical;
}
