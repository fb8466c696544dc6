import type { EntityOf, PullKey } from '@gestar/domain/entities/sync';

/**
 * Where a local record waits for the server (spec §4 sync status). A synced record has no `_status` at all: the
 * `_status` index then holds only the records a push must send, instead of one entry per record kept on the
 * device, which a farm download of 60,000 records paid for in every put. Earlier versions stored 'synced',
 * still read as synced.
 */
export type SyncStatus = 'created' | 'updated' | 'synced';

/** Client-only bookkeeping stored beside the canonical fields (ARCHITECTURE.md §4). */
export type LocalFields = {
  /** Absent (or 'synced', as older versions stored it): the server holds this version. */
  _status?: SyncStatus;
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

/** The `_status` values of a record waiting for the server: what the `_status` index holds (besides legacy 'synced'). */
export const DIRTY_STATUSES = ['created', 'updated'] as const;

/** Whether the record has changes the server has not acknowledged yet (created or updated here). */
export function isDirty(record: { _status?: string }): boolean {
  return record._status !== undefined && record._status !== 'synced';
}

/** The record as synced: without its `_status` (see SyncStatus), which every local record may lack. */
export function withoutStatus<T extends { _status?: SyncStatus }>(record: T): T {
  const { _status: _gone, ...rest } = record;
  return rest as T;
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
