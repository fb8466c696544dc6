import type { PushRequest } from '@gestar/domain/entities/sync';
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
  /** This local database's id in push calls; made on the first push. */
  clientId: string | null;
  /** Sequence of the last push call sent: every call takes the next one. */
  pushSeq: number;
  pendingPush: PendingPush | null;
  /** The server database's epoch the cursors belong to; null until the first pull that carried one. */
  serverEpoch: string | null;
};

/** A Queue call sent but not answered: re-sent as it was (same sequence) before anything new. */
export type PendingPush = { request: PushRequest };

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
  clientId: null,
  pushSeq: 0,
  pendingPush: null,
  serverEpoch: null,
};

export async function getMeta<K extends MetaKey>(db: GestarDb, key: K): Promise<MetaValues[K]> {
  const row = await db.meta.get(key);
  // Only setMeta writes this table, always with the type of the key.
  return row === undefined ? META_DEFAULTS[key] : (row.value as MetaValues[K]);
}

export async function setMeta<K extends MetaKey>(db: GestarDb, key: K, value: MetaValues[K]): Promise<void> {
  await db.meta.put({ key, value });
}
