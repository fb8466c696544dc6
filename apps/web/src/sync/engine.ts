import { maxFarmsAtOnce } from '@gestar/domain/messages/farms';
import { forcedSyncWait } from '@gestar/domain/messages/sync';
import {
  type SyncRunKind,
  syncTrackingEvent,
  type TrackingEventInput,
} from '@gestar/domain/rules/tracking-events';
import { OfflineError, PasswordChangedError, SessionExpiredError } from '../api/errors.ts';
import type { SyncTransport } from '../api/sync-calls.ts';
import type { GestarDb } from '../local-db/database.ts';
import { LocalStorageFullError } from '../local-db/errors.ts';
import { getMeta, setMeta } from '../local-db/meta.ts';
import { wipeFarmForDownload } from './farm-removal.ts';
import { EpochChangedError, pullChanges } from './pull.ts';
import { pushChanges } from './push.ts';
import { recoverFromRestore } from './restore.ts';
import { type SyncErrorKind, type SyncStateStore, syncState } from './sync-state.ts';

/** Spec §9: a sync asked for while another runs waits this long, then tries again. */
export const BUSY_WAIT_MS = 3_000;
/** Spec §9: forced full sync at most every 60 minutes. */
export const FORCED_SYNC_INTERVAL_MS = 60 * 60 * 1000;
/** Spec §9: at most 10 farms per multi-farm sync. */
export const MAX_FARMS_PER_DOWNLOAD = 10;

export type SyncResult =
  | { status: 'done'; applied: number; rejected: number; pages: number }
  | { status: 'skipped'; reason: 'offline' | 'logged-out' }
  | { status: 'failed'; error: SyncErrorKind; cause: unknown };

export type ForcedSyncResult = SyncResult | { status: 'cooldown'; minutesRemaining: number; message: string };

export type DownloadResult = {
  result: SyncResult;
  /** Farms now downloaded (enterable) among those asked for. */
  downloaded: string[];
  /** Asked for beyond the first 10: the screen offers them in a next round. */
  remaining: string[];
  /** 'Máximo de 10 fazendas por vez, N fazendas restantes' when some were left, else null. */
  message: string | null;
};

export type SyncEngineDeps = {
  db: GestarDb;
  transport: SyncTransport;
  isOnline: () => boolean;
  /** Id of the logged user, or null when nobody is logged in (sync is then skipped). */
  currentUserId: () => Promise<string | null> | string | null;
  state?: SyncStateStore;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Records a usage event for the tracking upload (spec §7); it must not throw. */
  track?: (event: TrackingEventInput) => Promise<void>;
};

export type SyncEngine = {
  isRunning: () => boolean;
  /** Push, then pull unless `pull: false` (logout pushes only). */
  sync: (options?: { pull?: boolean }) => Promise<SyncResult>;
  /** Everything pulled again from the beginning; at most once an hour (spec §8 message otherwise). */
  forceFullSync: () => Promise<ForcedSyncResult>;
  downloadFarms: (farmIds: readonly string[]) => Promise<DownloadResult>;
  /** Clean re-download of one farm: send, wipe what was sent, pull it whole (wipeFarmForDownload). */
  redownloadFarm: (farmId: string) => Promise<RedownloadResult>;
};

/** `unsent` > 0: changes of the farm the push could not deliver; then nothing was wiped. */
export type RedownloadResult = { result: SyncResult; unsent: number };

export function errorKindOf(error: unknown): SyncErrorKind {
  if (error instanceof OfflineError) return 'offline';
  if (error instanceof PasswordChangedError) return 'password-changed';
  if (error instanceof SessionExpiredError) return 'session-expired';
  if (error instanceof LocalStorageFullError) return 'storage-full';
  return 'server';
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSyncEngine(deps: SyncEngineDeps): SyncEngine {
  const { db, transport } = deps;
  const state = deps.state ?? syncState;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? defaultSleep;
  let running = false;
  // The previous run's failure, so a failure repeating every 30 s is recorded once (syncTrackingEvent).
  let lastFailure: string | null = null;

  /** Never two at once: whoever arrives while a run is going waits BUSY_WAIT_MS and looks again. */
  async function exclusive<T>(work: () => Promise<T>): Promise<T> {
    while (running) await sleep(BUSY_WAIT_MS);
    running = true;
    try {
      return await work();
    } finally {
      running = false;
    }
  }

  /**
   * Push then pull. If the server turns out to hold another history (restored from a backup: the push or the
   * pull names another epoch), first give it back what it may lack, then pull everything.
   */
  async function exchange(userId: string, pull: boolean) {
    const once = async () => {
      const pushed = await pushChanges(db, transport, userId, now);
      return { ...pushed, ...(pull ? await pullChanges(db, transport, now, userId) : { pages: 0 }) };
    };
    try {
      return await once();
    } catch (error) {
      if (!(error instanceof EpochChangedError)) throw error;
      await recoverFromRestore(db, error.epoch, error.startRev);
      const pushed = await pushChanges(db, transport, userId, now);
      return { ...pushed, ...(await pullChanges(db, transport, now, userId)) };
    }
  }

  async function run(options: {
    pull?: boolean;
    before?: () => Promise<void>;
    kind?: SyncRunKind;
  }): Promise<SyncResult> {
    const result = await runOnce(options);
    if (result.status !== 'skipped') {
      const event = syncTrackingEvent(options.kind ?? 'sync', result, lastFailure);
      lastFailure = result.status === 'failed' ? result.error : null;
      if (event) await deps.track?.(event);
    }
    return result;
  }

  async function runOnce(options: { pull?: boolean; before?: () => Promise<void> }): Promise<SyncResult> {
    if (!deps.isOnline()) {
      state.update((current) => ({ ...current, view: 0 }));
      return { status: 'skipped', reason: 'offline' };
    }
    const userId = await deps.currentUserId();
    if (!userId) return { status: 'skipped', reason: 'logged-out' };
    state.update((current) => ({ ...current, view: 1, indicator: 'sending', error: null }));
    try {
      await options.before?.();
      const outcome = await exchange(userId, options.pull !== false);
      const finishedAt = new Date(now()).toISOString();
      if (options.pull !== false) await setMeta(db, 'lastSyncAt', finishedAt);
      state.update((current) => ({
        ...current,
        view: 2,
        indicator: 'sent',
        error: null,
        lastSyncAt: finishedAt,
      }));
      return { status: 'done', ...outcome };
    } catch (cause) {
      const error = errorKindOf(cause);
      state.update((current) => ({
        ...current,
        view: error === 'offline' ? 0 : 2,
        indicator: 'failed',
        error,
      }));
      return { status: 'failed', error, cause };
    }
  }

  return {
    isRunning: () => running,

    sync: (options = {}) => exclusive(() => run(options)),

    forceFullSync: () =>
      exclusive(async () => {
        const last = await getMeta(db, 'lastForcedSyncAt');
        const elapsed = last === null ? Number.POSITIVE_INFINITY : now() - Date.parse(last);
        if (elapsed < FORCED_SYNC_INTERVAL_MS) {
          const minutesRemaining = Math.ceil((FORCED_SYNC_INTERVAL_MS - elapsed) / 60_000);
          return { status: 'cooldown', minutesRemaining, message: forcedSyncWait(minutesRemaining) };
        }
        const startedAt = new Date(now()).toISOString();
        const result = await run({
          kind: 'forced',
          before: async () => {
            const cursors = await getMeta(db, 'farmCursors');
            await db.transaction('rw', db.meta, async () => {
              await setMeta(db, 'lastPulledAt', null);
              await setMeta(
                db,
                'farmCursors',
                Object.fromEntries(Object.keys(cursors).map((id) => [id, null])),
              );
            });
          },
        });
        // Only a forced sync that ran counts against the hour: a failed one may be tried again at once.
        if (result.status === 'done') await setMeta(db, 'lastForcedSyncAt', startedAt);
        return result;
      }),

    downloadFarms: (farmIds) =>
      exclusive(async () => {
        const unique = [...new Set(farmIds)];
        const batch = unique.slice(0, MAX_FARMS_PER_DOWNLOAD);
        const remaining = unique.slice(MAX_FARMS_PER_DOWNLOAD);
        const result = await run({
          kind: 'download',
          before: async () => {
            await db.transaction('rw', db.meta, async () => {
              const cursors = { ...(await getMeta(db, 'farmCursors')) };
              for (const id of batch) if (!(id in cursors)) cursors[id] = null;
              await setMeta(db, 'farmCursors', cursors);
            });
          },
        });
        const downloadedIds = new Set(await getMeta(db, 'downloadedFarmIds'));
        return {
          result,
          downloaded: batch.filter((id) => downloadedIds.has(id)),
          remaining,
          message: remaining.length > 0 ? maxFarmsAtOnce(remaining.length) : null,
        };
      }),

    redownloadFarm: (farmId) =>
      exclusive(async () => {
        const sent = await run({ pull: false });
        if (sent.status !== 'done') return { result: sent, unsent: 0 };
        const unsent = await wipeFarmForDownload(db, farmId);
        if (unsent > 0) return { result: sent, unsent };
        return { result: await run({ kind: 'redownload' }), unsent: 0 };
      }),
  };
}
