import { FORCED_SYNC_INTERVAL_MS } from '../../sync/engine.ts';

/**
 * Whole minutes before a forced full sync is allowed again (0 = now), for the §8 message before the 'Aviso!'
 * dialog is even offered. The engine checks again when it runs, so a wrong device clock cannot bypass it.
 */
export function forcedSyncMinutesLeft(lastForcedSyncAt: string | null, now: number): number {
  if (lastForcedSyncAt === null) return 0;
  const last = Date.parse(lastForcedSyncAt);
  if (!Number.isFinite(last)) return 0;
  const left = FORCED_SYNC_INTERVAL_MS - (now - last);
  return left > 0 ? Math.ceil(left / 60_000) : 0;
}
