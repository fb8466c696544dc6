import { describe, expect, it } from 'vitest';
import { type Epoch, startRevFor } from './epoch.ts';

// E0 → restored at revision 324 → E1 → restored from a copy of E1 at its revision 327 → E2.
const E2: Epoch = {
  epoch: 'E2',
  startRev: 327,
  parents: { E1: { parent: 'E0', startRev: 324 }, E2: { parent: 'E1', startRev: 327 } },
};

describe('startRevFor: the revision a device may trust, from its own epoch', () => {
  it.each<[string, Epoch, string | null, number]>([
    ['a device of the parent epoch: the newest fork', E2, 'E1', 327],
    ['a device two restores behind: the fork from its own epoch', E2, 'E0', 324],
    ['a device of an epoch this history does not descend from: everything goes back', E2, 'X', 0],
    ['a device of the current epoch', E2, 'E2', 327],
    ['a device that never synced', E2, null, 327],
    ['a database from before the lineage was kept', { epoch: 'E2', startRev: 327 }, 'E0', 327],
    [
      'a cycle in a hand-edited lineage ends the walk',
      {
        epoch: 'A',
        startRev: 5,
        parents: { A: { parent: 'B', startRev: 5 }, B: { parent: 'A', startRev: 3 } },
      },
      'C',
      0,
    ],
  ])('%s', (_, epoch, device, expected) => {
    expect(startRevFor(epoch, device)).toBe(expected);
  });
});
