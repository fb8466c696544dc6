import type { TrackingEventInput } from '@gestar/domain/rules/tracking-events';
import { ApiError } from '../api/errors.ts';
import type { TrackingUpload } from '../api/tracking-calls.ts';
import type { GestarDb } from '../local-db/database.ts';
import { getMeta, setMeta, type TrackingEvent } from '../local-db/meta.ts';
import { openLocalDb } from '../local-db/open-local-db.ts';

/** Spec §9: tracking data goes up when the last send was 24 h (86,400,000 ms) ago or more. */
export const TRACKING_SEND_AFTER_MS = 86_400_000;
/** The server accepts at most this many events per call; the rest wait for the next round. */
export const TRACKING_MAX_EVENTS = 1000;
// Bounded so a device that never reaches the server cannot fill its storage with usage events.
const TRACKING_KEEP_AT_MOST = 5000;

export async function recordTrackingEvent(
  db: GestarDb,
  event: Omit<TrackingEvent, 'at'>,
  at = new Date(),
): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    const events = await getMeta(db, 'trackingEvents');
    await setMeta(
      db,
      'trackingEvents',
      [...events, { ...event, at: at.toISOString() }].slice(-TRACKING_KEEP_AT_MOST),
    );
  });
}

/**
 * Records one of the usage events of `rules/tracking-events.ts` on this device, offline too (the daily upload
 * takes it later). Tracking observes: a failure to record never stops the login, sync or finalize it records.
 */
export async function track(event: TrackingEventInput, db?: GestarDb): Promise<void> {
  try {
    await recordTrackingEvent(db ?? (await openLocalDb()), event);
  } catch (error) {
    console.warn('tracking event not recorded', error);
  }
}

export type TrackingOutcome = 'sent' | 'not-due' | 'nothing-to-send' | 'failed';

/**
 * The hourly check (spec §7 tracking call): when due, send the recorded events; on a 400+ answer try again at
 * once; on success forget what was sent and remember when.
 */
export async function uploadTrackingIfDue(options: {
  db: GestarDb;
  send: (upload: TrackingUpload) => Promise<void>;
  userId: string;
  sessionId: string;
  now?: number;
  /** Send whatever the last send's age: SAIR clears the device, and the events with it. */
  force?: boolean;
}): Promise<TrackingOutcome> {
  const { db } = options;
  const now = options.now ?? Date.now();
  const last = await getMeta(db, 'lastTrackingSentAt');
  const due = options.force === true || last === null || now - Date.parse(last) >= TRACKING_SEND_AFTER_MS;
  if (!due) return 'not-due';
  const data = (await getMeta(db, 'trackingEvents')).slice(0, TRACKING_MAX_EVENTS);
  if (data.length === 0) return 'nothing-to-send';
  const upload = { userId: options.userId, sessionId: options.sessionId, data };
  try {
    await options.send(upload);
  } catch (error) {
    if (!(error instanceof ApiError && error.status >= 400)) return 'failed';
    try {
      await options.send(upload);
    } catch {
      return 'failed';
    }
  }
  await db.transaction('rw', db.meta, async () => {
    // Events recorded while the call was in flight were appended after the sent ones: keep them.
    await setMeta(db, 'trackingEvents', (await getMeta(db, 'trackingEvents')).slice(data.length));
    await setMeta(db, 'lastTrackingSentAt', new Date(now).toISOString());
  });
  return 'sent';
}
