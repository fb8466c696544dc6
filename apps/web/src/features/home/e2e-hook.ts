import { localDb } from '../../local-db/database.ts';
import { farmPacksSettled } from '../../local-db/report-pack-builder.ts';
import {
  d0Repository,
  fazendaRepository,
  loteRepository,
  retiroRepository,
} from '../../local-db/repositories.ts';
import { syncEngine, syncScheduler } from '../../sync/app-sync.ts';

/** What the two-device Playwright test drives for entities no screen edits yet (cows, batches), and the bench. */
export type GestarE2eHook = {
  repositories: {
    fazendas: typeof fazendaRepository;
    retiros: typeof retiroRepository;
    lotes: typeof loteRepository;
    d0s: typeof d0Repository;
  };
  sync: () => ReturnType<typeof syncEngine.sync>;
  /** The bench/web farm-download figure times the real engine call. */
  downloadFarms: (ids: string[]) => ReturnType<typeof syncEngine.downloadFarms>;
  isSyncRunning: () => boolean;
  /** Downloaded farms' report packs are built in the background once the engine is idle: the bench waits for them. */
  farmPacksSettled: () => Promise<void>;
  /** The bench stops the 30 s timer so a periodic sync cannot make the timed download wait its turn. */
  stopScheduler: () => void;
  db: typeof localDb;
};

declare global {
  interface Window {
    __gestarE2e?: GestarE2eHook;
  }
}

/**
 * Exposes the device repositories to browser automation only (`navigator.webdriver`, set by Playwright and
 * every WebDriver): it grants nothing a person at the devtools console does not already have, and stays out
 * of a normal visit. The e2e tests read through it what a phone stored (and write as a second phone would, with
 * no screen of its own); the web bench times the real engine calls through it.
 */
export function installE2eHook(): void {
  if (typeof window === 'undefined' || typeof navigator === 'undefined' || !navigator.webdriver) return;
  window.__gestarE2e = {
    repositories: {
      fazendas: fazendaRepository,
      retiros: retiroRepository,
      lotes: loteRepository,
      d0s: d0Repository,
    },
    sync: () => syncEngine.sync(),
    downloadFarms: (ids) => syncEngine.downloadFarms(ids),
    isSyncRunning: () => syncEngine.isRunning(),
    farmPacksSettled,
    stopScheduler: () => syncScheduler.stop(),
    db: localDb,
  };
}
