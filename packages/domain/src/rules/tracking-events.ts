// Usage events for the tracking call (spec §7 'POST tracking … userId, sessionId, data[]', sent once a day, §9).
// The spec names the call and its timers, not the events: these are the moments that say how the app is used in
// the field — entering (online or not), each sync that moved records or failed, each management finalized,
// leaving. Only kinds and counts travel; never a cow, a farm, a batch or a person's name.

/** What one event holds besides its time (the device stamps `at` when it records it). */
export type TrackingEventInput = {
  event: 'login' | 'sync' | 'finalize' | 'logout';
  detail?: Record<string, string | number | boolean | null>;
};

/** Spec §4 login, at the moment it lets the user in: through the server, or with the device's copy offline. */
export function loginTrackingEvent(offline: boolean): TrackingEventInput {
  return { event: 'login', detail: { offline } };
}

/** SAIR, once what was unsent has gone (the local database, tracking included, is cleared right after). */
export function logoutTrackingEvent(): TrackingEventInput {
  return { event: 'logout' };
}

/** Which run of the sync engine: SINCRONIZAR or the 30 s timer, the hourly forced one, a farm download. */
export type SyncRunKind = 'sync' | 'forced' | 'download' | 'redownload';

/** A run's result as the engine gives it (the error is its kind: offline, server, session-expired…). */
export type SyncRunOutcome =
  | { status: 'done'; applied: number; rejected: number; pages: number }
  | { status: 'skipped' }
  | { status: 'failed'; error: string };

/**
 * The event of one sync run, or null when it says nothing new. The 30 s timer runs all day: a run that sent
 * nothing is not recorded, nor a failure that repeats the previous run's (a server down for a day would
 * otherwise fill the device's store); the first failure, the run that recovers from it, any run that sent
 * records and every run a person asked for (forced sync, download) are.
 */
export function syncTrackingEvent(
  kind: SyncRunKind,
  outcome: SyncRunOutcome,
  previousFailure: string | null,
): TrackingEventInput | null {
  if (outcome.status === 'skipped') return null;
  if (outcome.status === 'failed') {
    if (kind === 'sync' && outcome.error === previousFailure) return null;
    return { event: 'sync', detail: { kind, outcome: 'failed', error: outcome.error } };
  }
  const moved = outcome.applied + outcome.rejected > 0;
  if (kind === 'sync' && !moved && previousFailure === null) return null;
  return {
    event: 'sync',
    detail: {
      kind,
      outcome: 'done',
      sent: outcome.applied,
      refused: outcome.rejected,
      pages: outcome.pages,
    },
  };
}

/**
 * A management finalized (spec §4 'Finalize'), once its writes are stored: the screen (its route: D0, DN, IATF,
 * DG, DGFinal…) and, from its receipt, how many batches and cows it covered; the receipt is null when the person
 * went on without one ('Atenção!').
 */
export function finalizeTrackingEvent(
  management: string,
  receipt: { lotes: readonly unknown[]; d0s: readonly unknown[] } | null,
): TrackingEventInput {
  return {
    event: 'finalize',
    detail: {
      management,
      receipt: receipt !== null,
      batches: receipt?.lotes.length ?? null,
      cows: receipt?.d0s.length ?? null,
    },
  };
}
