import { useSyncExternalStore } from 'react';
import { type SyncView, useSyncState } from './sync-state.ts';

export type { SyncView };

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, browserOnline, () => true);
}

/**
 * Spec §4 sync view as the header needs it: the engine's view, but 0 the moment the browser loses its
 * connection (the engine only notices at its next run).
 */
export function useSyncView(): SyncView {
  const online = useOnline();
  const engine = useSyncState();
  return online ? engine.view : 0;
}
