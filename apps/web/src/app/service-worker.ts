import { registerSW } from 'virtual:pwa-register';
import { useSyncExternalStore } from 'react';
import { createObservableValue } from '../local-db/observable-value.ts';

/** A new version was downloaded and waits for 'Atualizar versão' (spec §2). */
export const updateWaiting = createObservableValue(false);

const UPDATE_CHECK_MS = 60 * 60 * 1000;

let applyWaiting: ((reloadPage?: boolean) => Promise<void>) | null = null;
let registration: ServiceWorkerRegistration | undefined;

/** Registers the service worker that keeps the whole app available offline after one online visit. */
export function startServiceWorker(): void {
  if (applyWaiting || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  applyWaiting = registerSW({
    // Registered once the page has loaded: its precache (every chunk, ~2 MB) would otherwise compete with the
    // login page's own scripts on a first visit over a slow connection.
    immediate: false,
    onNeedRefresh: () => updateWaiting.set(true),
    onRegisteredSW: (_url, registered) => {
      registration = registered;
      // Field devices stay open for days: look for a new version hourly while there is a connection.
      setInterval(() => {
        if (navigator.onLine) void registered?.update();
      }, UPDATE_CHECK_MS);
    },
  });
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(updateWaiting.subscribe, updateWaiting.get, updateWaiting.get);
}

/** What 'Atualizar versão' did, for the shell to say it instead of reloading silently. */
export type UpdateOutcome = 'updating' | 'current' | 'failed';

/**
 * 'Atualizar versão': activates the waiting version (the page reloads into it), else looks for one; with none
 * newer the app stays as it is and says so.
 */
export async function applyUpdate(): Promise<UpdateOutcome> {
  try {
    if (!updateWaiting.get()) await registration?.update();
  } catch {
    return 'failed';
  }
  if (updateWaiting.get() && applyWaiting) {
    // Not awaited: the page reloads into the new version once it takes control.
    void applyWaiting(true);
    return 'updating';
  }
  return 'current';
}
