import { useSyncExternalStore } from 'react';
import { createObservableValue, type ObservableValue } from '../local-db/observable-value.ts';

/** Spec §4 sync view: 0 offline, 1 syncing, 2 finished. Menu items needing a sync require 2. */
export type SyncView = 0 | 1 | 2;

/** Spec §4 sync indicator. null until the first sync of this app start. */
export type SyncIndicator = 'failed' | 'sending' | 'sent';

/** Why the last sync failed, for the screen to pick its text (SYNC_FAILED, NO_INTERNET, the password dialog…). */
export type SyncErrorKind = 'offline' | 'session-expired' | 'password-changed' | 'storage-full' | 'server';

export type SyncState = {
  view: SyncView;
  indicator: SyncIndicator | null;
  error: SyncErrorKind | null;
  /** End of the last successful sync in this app start (the persisted one is meta `lastSyncAt`). */
  lastSyncAt: string | null;
};

export function initialSyncState(online: boolean): SyncState {
  return { view: online ? 2 : 0, indicator: null, error: null, lastSyncAt: null };
}

export type SyncStateStore = ObservableValue<SyncState>;

export const syncState: SyncStateStore = createObservableValue(
  initialSyncState(typeof navigator === 'undefined' || navigator.onLine !== false),
);

export function useSyncState(store: SyncStateStore = syncState): SyncState {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
