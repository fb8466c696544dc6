/** Tables of the synced entities, the revision counter and record_history (migration 0003). */
export type SyncTables = Record<never, never>;
