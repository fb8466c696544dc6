/**
 * Drops the cached app (service workers and Cache Storage) so the next load fetches the newest build from
 * the server. IndexedDB and localStorage are left alone: unsynced field data must survive a refresh.
 */
export async function clearAppCaches(): Promise<{ workers: number; caches: number }> {
  let workers = 0;
  let cleared = 0;
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    for (const registration of registrations) {
      if (await registration.unregister()) workers++;
    }
  }
  if (typeof caches !== 'undefined') {
    for (const key of await caches.keys()) {
      if (await caches.delete(key)) cleared++;
    }
  }
  return { workers, caches: cleared };
}
