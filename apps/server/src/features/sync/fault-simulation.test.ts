import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test-support/test-server.ts';
import { simulate } from './fault-simulation.ts';

// Issue 11 "Proof": a short seeded run of the fault-injection simulation on each database (the long one is
// bench/sync-server/fault-simulation.ts). A failure names its seed; `simulate({ seed, runs: 1 })` replays it.
describe.each(DIALECTS)('fault-injection simulation on %s', (dialect) => {
  it('three devices with skewed clocks converge through lost, aborted, duplicated and reordered pushes, kill -9 mid-push and a restore', async () => {
    const stats = await simulate({
      dialect,
      seed: 1_101,
      runs: 1,
      ops: 25,
      backupRate: 0.1,
      restoreRate: 0.08,
    });
    expect(stats.runs).toBe(1);
    expect(stats.kills).toBeGreaterThan(0);
    expect(stats.restores).toBeGreaterThan(0);
    expect(stats.recoveries).toBeGreaterThan(0);
    expect(stats.ackedChecked).toBeGreaterThan(0);
  }, 90_000);
});
