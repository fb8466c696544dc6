import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createObservableValue } from '../local-db/observable-value.ts';
import type { SyncResult } from './engine.ts';
import { createSyncScheduler } from './scheduler.ts';
import { initialSyncState } from './sync-state.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** An engine whose every sync takes `durationMs` of (fake) time, counting overlaps. */
function slowEngine(durationMs: number) {
  const stats = { starts: [] as number[], active: 0, maxActive: 0 };
  const engine = {
    isRunning: () => stats.active > 0,
    sync: async (): Promise<SyncResult> => {
      stats.starts.push(Date.now());
      stats.active += 1;
      stats.maxActive = Math.max(stats.maxActive, stats.active);
      await new Promise((resolve) => setTimeout(resolve, durationMs));
      stats.active -= 1;
      return { status: 'done', applied: 0, rejected: 0, pages: 1 };
    },
  };
  return { engine, stats };
}

describe('sync scheduler', () => {
  it('syncs first 30 s after start and then every 30 s', async () => {
    const { engine, stats } = slowEngine(1_000);
    const scheduler = createSyncScheduler({ engine, state: createObservableValue(initialSyncState(true)) });
    const start = Date.now();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(stats.starts).toEqual([]);
    await vi.advanceTimersByTimeAsync(90_001);
    expect(stats.starts.map((at) => at - start)).toEqual([30_000, 60_000, 90_000, 120_000]);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(stats.starts).toHaveLength(4);
  });

  it.each([
    [45_000, [30_000, 90_000, 150_000]],
    [65_000, [30_000, 120_000]],
  ])(
    'never overlaps: a sync taking %i ms skips the ticks that find it running',
    async (duration, expected) => {
      const { engine, stats } = slowEngine(duration);
      const scheduler = createSyncScheduler({ engine, state: createObservableValue(initialSyncState(true)) });
      const start = Date.now();
      scheduler.start();
      await vi.advanceTimersByTimeAsync(170_000);
      scheduler.stop();
      expect(stats.maxActive).toBe(1);
      expect(stats.starts.map((at) => at - start).filter((at) => at <= 150_000)).toEqual(expected);
    },
  );

  it('runs the tracking check every hour', async () => {
    const { engine } = slowEngine(10);
    const checkTracking = vi.fn(async () => 'not-due');
    const scheduler = createSyncScheduler({
      engine,
      state: createObservableValue(initialSyncState(true)),
      checkTracking,
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(3 * 60 * 60 * 1000);
    scheduler.stop();
    expect(checkTracking).toHaveBeenCalledTimes(3);
  });

  it('shows view 0 when the connection drops and syncs when it returns', async () => {
    const { engine, stats } = slowEngine(10);
    const state = createObservableValue(initialSyncState(true));
    const connectivity = new EventTarget();
    const scheduler = createSyncScheduler({ engine, state, connectivity });
    scheduler.start();
    connectivity.dispatchEvent(new Event('offline'));
    expect(state.get().view).toBe(0);
    connectivity.dispatchEvent(new Event('online'));
    expect(state.get().view).toBe(2);
    expect(stats.starts).toHaveLength(1);
    scheduler.stop();
  });
});
