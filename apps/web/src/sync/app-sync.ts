import { logoutTrackingEvent } from '@gestar/domain/rules/tracking-events';
import { apiClient } from '../api/client.ts';
import { httpSyncTransport } from '../api/sync-calls.ts';
import { postTracking } from '../api/tracking-calls.ts';
import { currentUserId } from '../auth-session/session-store.ts';
import { localDb } from '../local-db/database.ts';
import { packFarmReports } from '../local-db/report-pack-builder.ts';
import { createSyncEngine } from './engine.ts';
import { createSyncScheduler } from './scheduler.ts';
import { syncState } from './sync-state.ts';
import { track, uploadTrackingIfDue } from './tracking.ts';

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** One id per app start, sent with the tracking events. */
export const trackingSessionId = crypto.randomUUID();

const engine = createSyncEngine({
  db: localDb,
  transport: httpSyncTransport(apiClient),
  isOnline,
  currentUserId,
  state: syncState,
  track,
});

/** How often packing looks again whether the engine is still running. */
const PACK_WAIT_MS = 250;

/**
 * A downloaded farm's report packs are built while the engine is idle: home asks for the next 10 farms right
 * after the first ones, and each pack's transaction over cows and IATFs would hold that download's pages up.
 */
const whenEngineIdle = async () => {
  while (engine.isRunning()) await new Promise((resolve) => setTimeout(resolve, PACK_WAIT_MS));
};

/**
 * The app's sync engine: SINCRONIZAR calls `syncEngine.sync()`, home calls `downloadFarms`, SAIR `logout`. A
 * downloaded farm's report rows are packed in the background, so its first report is quick too.
 */
export const syncEngine: typeof engine = {
  ...engine,
  downloadFarms: async (ids) => {
    const outcome = await engine.downloadFarms(ids);
    void packFarmReports(outcome.downloaded, whenEngineIdle);
    return outcome;
  },
};

/** Started once by the app shell after the session is loaded. */
export const syncScheduler = createSyncScheduler({
  engine: syncEngine,
  state: syncState,
  connectivity: typeof window === 'undefined' ? undefined : window,
  checkTracking: () => uploadTracking(false),
});

function uploadTracking(force: boolean) {
  const userId = currentUserId();
  if (!userId || !isOnline()) return Promise.resolve();
  return uploadTrackingIfDue({
    db: localDb,
    userId,
    sessionId: trackingSessionId,
    send: (upload) => postTracking(apiClient, upload),
    force,
  });
}

/**
 * SAIR, once the push is through: the logout event and every event still on the device go up now rather than
 * at the daily check, because clearing the device would drop them. Offline they are dropped with it.
 */
export async function sendTrackingBeforeLogout(): Promise<void> {
  if (!currentUserId()) return;
  await track(logoutTrackingEvent());
  await uploadTracking(true);
}
