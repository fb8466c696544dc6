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
    // Minutes, not seconds: beside the browser suite on a loaded 2-core machine one run took over 90 s.
  }, 240_000);
});

/**
 * Seeds of the long run that once lost or put back an acknowledged value, each replayed on both databases: what
 * went wrong, and the least the replay must still go through to say anything.
 */
const FOUND_SEEDS: { seed: number; restores: number; what: string }[] = [
  {
    // A device that slept through two restores recovered with the newest epoch's start revision, which counts
    // another history's revisions, so its cow written above the first fork was never sent back. The start
    // revision is now the fork from the device's own epoch (db/epoch.ts).
    seed: 20_261_315,
    restores: 2,
    what: 'a device that slept through two restores sends back what the first one lost',
  },
  {
    // The same backup was restored twice, and a copy from the second (lost) history, at a later revision but
    // without the first history's change, was taken as holding everything. A copy now brings back only the
    // fields it changed (restore-resends.ts).
    seed: 20_261_277,
    restores: 2,
    what: 'the same backup restored twice keeps what each lost history changed',
  },
  {
    // A device whose push answer was lost re-sent the call after a restore that held it; told only of the
    // restore, it dropped the call and sent its records again as new edits, over later writes. Such a call is
    // now answered from the log.
    seed: 20_261_478,
    restores: 1,
    what: 'an unanswered call the restored copy holds is answered, not applied again',
  },
  { seed: 20_261_534, restores: 1, what: 'the same, another interleaving' },
  {
    // A device sent back its copy with a code its person had typed and not sent; another device's copy, from a
    // later lost revision but older in what it held, then replaced it. A field in a copy's `_changed` is now
    // the person's write.
    seed: 20_262_000,
    restores: 1,
    what: "a person's edit sent with a copy after a restore is never replaced by another copy",
  },
  {
    // The same, to a cow the restore had lost, re-created by the copy that carried the person's edit.
    seed: 20_264_251,
    restores: 1,
    what: "a person's edit in the copy that re-creates a lost cow is kept",
  },
  {
    // A call held by the restored copy was re-sent and answered with bare revisions; the copy the server had
    // merged (another device's delete in it) stayed stale on the device under that revision, and a second restore
    // took it back as the newest copy, undeleting the cow. Such an answer now carries the row (push.ts).
    seed: 33_000_797,
    restores: 2,
    what: 'a re-sent call the restored copy holds is answered with the row the copy holds',
  },
  {
    // A device asleep through two restores sent back its copy from the first lost history (revision 325) over a
    // code the restored database had written at revision 330 in the second. A copy no longer replaces a value
    // the restored database wrote above the copy's revision.
    seed: 20_263_121,
    restores: 2,
    what: 'a copy from a history that forked earlier does not replace a later value the database holds',
  },
  {
    // A call whose answer was lost before a restore had been applied in the lost history; another device's copy
    // brought its value back, a person wrote over it, and the call, sent again as a new edit, undid that write.
    // Its fields now go again as `_resent` (docs/SYNC.md).
    seed: 31_000_000,
    restores: 1,
    what: 'a call left unanswered before a restore does not undo a write made since',
  },
];

describe.each(DIALECTS)('seeds the long run found, on %s', (dialect) => {
  it.each(FOUND_SEEDS)(
    '$what (seed $seed)',
    async ({ seed, restores }) => {
      const stats = await simulate({ dialect, seed, runs: 1, ops: 40 });
      expect(stats.restores).toBeGreaterThanOrEqual(restores);
      expect(stats.olderOverwrites).toBe(0);
    },
    240_000,
  );
});
