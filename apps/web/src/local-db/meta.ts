import type { GestarDb } from './database.ts';

/** A usage event waiting for the tracking upload (spec §7 tracking call, `data[]`). */
export type TrackingEvent = {
  at: string;
  event: string;
  detail?: Record<string, string | number | boolean | null>;
};

/** Everything the device remembers about syncing, one row each in the `meta` table. */
export type MetaValues = {
  /** Cursor (server revision) of the shared lists; null = never pulled. */
  lastPulledAt: number | null;
  /** Cursor per farm whose children this device pulls; null = from the beginning. */
  farmCursors: Record<string, number | null>;
  /** Farms whose first full download finished: only these can be entered. */
  downloadedFarmIds: string[];
  /** Farms the server took away while this device still held unsynced records of theirs. */
  pendingFarmRemovals: string[];
  /** End of the last successful sync (ISO instant). */
  lastSyncAt: string | null;
  lastForcedSyncAt: string | null;
  lastTrackingSentAt: string | null;
  trackingEvents: TrackingEvent[];
};

export type MetaKey = keyof MetaValues;

export const META_DEFAULTS: MetaValues = {
  lastPulledAt: null,
  farmCursors: {},
  downloadedFarmIds: [],
  pendingFarmRemovals: [],
  lastSyncAt: null,
  lastForcedSyncAt: null,
  lastTrackingSentAt: null,
  trackingEvents: [],
};

export async function getMeta<K extends MetaKey>(db: GestarDb, key: K): Promise<MetaValues[K]> {
  const row = await db.meta.get(key);
  // Only setMeta writes this table, always with the type of the key.
  return row === undefined ? META_DEFAULTS[key] : (row.value as MetaValues[K]);
}

export async function setMeta<K extends MetaKey>(db: GestarDb, key: K, value: MetaValues[K]): Promise<void> {
  await db.meta.put({ key, value });
}
