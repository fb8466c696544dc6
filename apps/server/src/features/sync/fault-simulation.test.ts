import { describe, expect, it } from 'vitest';
import { simulate } from '../../test-support/fault-simulation/simulate.ts';
import { DIALECTS } from '../../test-support/test-server.ts';

// A short seeded run of the fault-injection simulation on each database (the long one is
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
    // No acknowledged value put back to an older one.
    expect(stats.olderOverwrites).toBe(0);
  }, 90_000);
});

// Seed 20261315 of the long run lost a cow: a device that slept through two restores recovered with the newest
// epoch's start revision, which counts another history's revisions, so its cow written above the first fork
// was never sent back. The start revision is now the fork from the device's own epoch (db/epoch.ts).
describe.each(DIALECTS)('a device that slept through two restores on %s', (dialect) => {
  it('sends back what the first restore lost (seed 20261315)', async () => {
    const stats = await simulate({ dialect, seed: 20_261_315, runs: 1, ops: 40 });
    expect(stats.restores).toBeGreaterThanOrEqual(2);
    expect(stats.recoveries).toBeGreaterThan(0);
    expect(stats.olderOverwrites).toBe(0);
  }, 120_000);
});

// Seed 20261277 of the long run lost an acknowledged observation: the same backup was restored twice, and a copy
// from the second (lost) history, at a later revision but without the first history's change, was taken as
// holding everything and the first history's copy was refused whole. A copy now brings back only the fields it
// changed (restore-resends.ts).
describe.each(DIALECTS)('the same backup restored twice on %s', (dialect) => {
  it('keeps what each lost history changed (seed 20261277)', async () => {
    const stats = await simulate({ dialect, seed: 20_261_277, runs: 1, ops: 40 });
    expect(stats.restores).toBeGreaterThanOrEqual(2);
    expect(stats.olderOverwrites).toBe(0);
  }, 120_000);
});

// Seeds 20261478 and 20261534 of the long run put an older value back: a device whose push answer was lost
// re-sent the call after a restore that held it; told only of the restore, the device dropped the call and sent
// its records again as new edits, over writes made after the call. Such a call is now answered from the log.
describe.each(DIALECTS)('an unanswered call the restored copy holds on %s', (dialect) => {
  it.each([20_261_478, 20_261_534])(
    'is answered, not applied again (seed %i)',
    async (seed) => {
      const stats = await simulate({ dialect, seed, runs: 1, ops: 40 });
      expect(stats.restores).toBeGreaterThanOrEqual(1);
      expect(stats.olderOverwrites).toBe(0);
    },
    120_000,
  );
});

// Seed 20262000 of the long run put an older code back: a device sent back its copy with a code its person had
// typed and not sent; another device's copy, from a later lost revision but older in what it held, then replaced
// it as if it were the first copy's value. A field in a copy's `_changed` is now the person's write. Seed 20264251
// did the same to a cow the restore had lost, re-created by the copy that carried the person's edit.
describe.each(DIALECTS)("a person's edit sent with a copy after a restore on %s", (dialect) => {
  it.each([20_262_000, 20_264_251])(
    'is never replaced by another copy (seed %i)',
    async (seed) => {
      const stats = await simulate({ dialect, seed, runs: 1, ops: 40 });
      expect(stats.restores).toBeGreaterThanOrEqual(1);
      expect(stats.olderOverwrites).toBe(0);
    },
    120_000,
  );
});

// Seed 20263121 of the long run put an older code back: a device asleep through two restores sent back its copy
// from the first lost history (revision 325) over a code the restored database had written at revision 330 in
// the second. A copy no longer replaces a value the restored database wrote above the copy's revision.
describe.each(DIALECTS)('a copy from a history that forked earlier on %s', (dialect) => {
  it('does not replace a later value the restored database holds (seed 20263121)', async () => {
    const stats = await simulate({ dialect, seed: 20_263_121, runs: 1, ops: 40 });
    expect(stats.restores).toBeGreaterThanOrEqual(2);
    expect(stats.olderOverwrites).toBe(0);
  }, 120_000);
});

// Seed 31000000 of the long run put an older value back: a call whose answer was lost before a restore had been
// applied in the lost history; another device's copy brought its value back, a person wrote over it, and the
// call, sent again as a new edit, undid that write. Its fields now go again as `_resent` (docs/SYNC.md).
describe.each(DIALECTS)('a call left unanswered before a restore on %s', (dialect) => {
  it('does not undo a write made since the restore (seed 31000000)', async () => {
    const stats = await simulate({ dialect, seed: 31_000_000, runs: 1, ops: 40 });
    expect(stats.restores).toBeGreaterThanOrEqual(1);
    expect(stats.olderOverwrites).toBe(0);
  }, 120_000);
});
