import { useSyncExternalStore } from 'react';
import { createObservableValue } from './observable-value.ts';

/**
 * Problems of the local database the UI must show:
 * - 'blocked': this tab wants a newer schema but another tab keeps the old one open (ask to close it);
 * - 'outdated': another tab upgraded the schema, this one closed its connection (ask to reload);
 * - 'storage-full': a write hit the storage quota (LocalStorageFullError).
 */
export type LocalDbProblem = 'blocked' | 'outdated' | 'storage-full';

export const localDbProblem = createObservableValue<LocalDbProblem | null>(null);

export function useLocalDbProblem(): LocalDbProblem | null {
  return useSyncExternalStore(localDbProblem.subscribe, localDbProblem.get, localDbProblem.get);
}
