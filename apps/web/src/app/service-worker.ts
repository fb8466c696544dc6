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
    immediate: true,
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

/** 'Atualizar versão': activates the waiting version (the page reloads into it), else looks for one. */
export async function applyUpdate(): Promise<void> {
  if (updateWaiting.get() && applyWaiting) {
    await applyWaiting(true);
    return;
  }
  await registration?.update();
  if (updateWaiting.get() && applyWaiting) await applyWaiting(true);
  else window.location.reload();
}
