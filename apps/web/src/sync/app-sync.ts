import { apiClient } from '../api/client.ts';
import { httpSyncTransport } from '../api/sync-calls.ts';
import { postTracking } from '../api/tracking-calls.ts';
import { currentUserId } from '../auth-session/session-store.ts';
import { localDb } from '../local-db/database.ts';
import { packFarmReports } from '../local-db/report-pack-builder.ts';
import { createSyncEngine } from './engine.ts';
import { createSyncScheduler } from './scheduler.ts';
import { syncState } from './sync-state.ts';
import { uploadTrackingIfDue } from './tracking.ts';

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** One id per app start, sent with the tracking events. */
export const trackingSessionId = crypto.randomUUID();

const engine = createSyncEngine({
  db: localDb,
  transport: httpSyncTransport(apiClient),
  isOnline,
  currentUserId,
  state: syncState,
});

/**
 * The app's sync engine: SINCRONIZAR calls `syncEngine.sync()`, home calls `downloadFarms`, SAIR `logout`. A
 * downloaded farm's report rows are packed in the background, so its first report is quick too.
 */
export const syncEngine: typeof engine = {
  ...engine,
  downloadFarms: async (ids) => {
    const outcome = await engine.downloadFarms(ids);
    void packFarmReports(outcome.downloaded);
    return outcome;
  },
};

/** Started once by the app shell after the session is loaded. */
export const syncScheduler = createSyncScheduler({
  engine: syncEngine,
  state: syncState,
  connectivity: typeof window === 'undefined' ? undefined : window,
  checkTracking: async () => {
    const userId = currentUserId();
    if (!userId || !isOnline()) return;
    await uploadTrackingIfDue({
      db: localDb,
      userId,
      sessionId: trackingSessionId,
      send: (upload) => postTracking(apiClient, upload),
    });
  },
});
