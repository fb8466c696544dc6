import type { SyncEngine } from './engine.ts';
import type { SyncStateStore } from './sync-state.ts';

/** Spec §7/§9 timers. */
export const FIRST_SYNC_DELAY_MS = 30_000;
export const SYNC_INTERVAL_MS = 30_000;
export const TRACKING_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export type SyncSchedulerDeps = {
  engine: Pick<SyncEngine, 'sync' | 'isRunning'>;
  state: SyncStateStore;
  /** The hourly tracking check (it decides itself whether 24 h have passed). */
  checkTracking?: () => Promise<unknown>;
  /** Where 'online'/'offline' events come from (window in the browser). */
  connectivity?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
};

export type SyncScheduler = { start: () => void; stop: () => void };

/**
 * Periodic sync (spec §7 timers): first 30 s after start, then every 30 s; a tick that finds a sync still
 * running does nothing (the next one comes 30 s later). Offline and logged-out ticks are skipped by the engine.
 */
export function createSyncScheduler(deps: SyncSchedulerDeps): SyncScheduler {
  const timers: ReturnType<typeof setTimeout>[] = [];
  let ticking = false;
  let started = false;

  const tick = () => {
    if (ticking || deps.engine.isRunning()) return;
    ticking = true;
    void deps.engine.sync().finally(() => {
      ticking = false;
    });
  };
  const checkTracking = () => {
    void deps.checkTracking?.().catch(() => undefined);
  };
  const onOnline = () => {
    deps.state.update((current) => ({ ...current, view: current.view === 1 ? 1 : 2 }));
    tick();
  };
  const onOffline = () => {
    deps.state.update((current) => ({ ...current, view: 0 }));
  };

  return {
    start: () => {
      if (started) return;
      started = true;
      timers.push(
        setTimeout(() => {
          tick();
          timers.push(setInterval(tick, SYNC_INTERVAL_MS));
        }, FIRST_SYNC_DELAY_MS),
        setInterval(checkTracking, TRACKING_CHECK_INTERVAL_MS),
      );
      deps.connectivity?.addEventListener('online', onOnline);
      deps.connectivity?.addEventListener('offline', onOffline);
    },
    stop: () => {
      started = false;
      for (const timer of timers.splice(0)) {
        clearTimeout(timer);
        clearInterval(timer);
      }
      deps.connectivity?.removeEventListener('online', onOnline);
      deps.connectivity?.removeEventListener('offline', onOffline);
    },
  };
}
