import { REDOWNLOAD_FARM_DONE, redownloadUnsent } from '@gestar/domain/messages/farms';
import { NO_INTERNET } from '@gestar/domain/messages/offline';
import { SYNC_FAILED } from '@gestar/domain/messages/sync';
import { useSyncExternalStore } from 'react';
import { createObservableValue } from '../../local-db/observable-value.ts';
import { syncEngine } from '../../sync/app-sync.ts';
import type { RedownloadResult } from '../../sync/engine.ts';

/**
 * The farm being downloaded again, and what came of it. Kept outside the page: while the farm is wiped the farm
 * page has nothing to show and unmounts its button, and the outcome must still reach the user when it returns.
 */
export type Redownload = { farmId: string; running: boolean; message: string | null };

const current = createObservableValue<Redownload | null>(null);

function outcomeText({ result, unsent }: RedownloadResult): string {
  if (unsent > 0) return redownloadUnsent(unsent);
  if (result.status === 'done') return REDOWNLOAD_FARM_DONE();
  const offline =
    (result.status === 'skipped' && result.reason === 'offline') ||
    (result.status === 'failed' && result.error === 'offline');
  return offline ? NO_INTERNET() : SYNC_FAILED();
}

export async function redownloadFarm(farmId: string): Promise<void> {
  if (current.get()?.running) return;
  current.set({ farmId, running: true, message: null });
  let message: string;
  try {
    message = outcomeText(await syncEngine.redownloadFarm(farmId));
  } catch {
    message = SYNC_FAILED();
  }
  current.set({ farmId, running: false, message });
}

export function dismissRedownload(): void {
  current.set(null);
}

export function useRedownload(farmId: string | undefined): Redownload | null {
  const value = useSyncExternalStore(current.subscribe, current.get);
  return value && value.farmId === farmId ? value : null;
}
