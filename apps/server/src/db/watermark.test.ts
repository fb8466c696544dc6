import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Epoch } from './epoch.ts';
import { ancestorsOf, judgeRestore, type Watermark, WatermarkStore } from './watermark.ts';

// E0 → E1 → E2 (each started from the revision in the link); S is a sibling of E1 (another restore of E0's copy).
const e0: Epoch = { epoch: 'E0', startRev: 0 };
const e1: Epoch = { epoch: 'E1', startRev: 50, parents: { E1: { parent: 'E0', startRev: 50 } } };
const e2: Epoch = {
  epoch: 'E2',
  startRev: 80,
  parents: { E1: { parent: 'E0', startRev: 50 }, E2: { parent: 'E1', startRev: 80 } },
};
const mark = (epoch: string, rev: number, ancestors: string[] = []): Watermark => ({ epoch, rev, ancestors });

describe('judgeRestore', () => {
  it.each([
    ['no watermark yet', e0, 10, [], false, 'first-start'],
    ['the database holds what was revealed', e0, 120, [mark('E0', 120)], false, 'same-history'],
    ['a restart after more writes', e0, 130, [mark('E0', 120)], false, 'same-history'],
    ['a copy of this history (revisions lost)', e0, 100, [mark('E0', 120)], true, 'revisions-lost'],
    [
      'the same copy again, after its epoch was seen',
      e1,
      60,
      [mark('E1', 90, ['E0'])],
      true,
      'revisions-lost',
    ],
    ['a copy from before a rotation', e0, 40, [mark('E1', 90, ['E0'])], true, 'older-epoch'],
    ['the operator ran --new-epoch (or a --backup copy)', e1, 50, [mark('E0', 120)], false, 'newer-epoch'],
    ['two rotations ahead of the node', e2, 80, [mark('E0', 120)], false, 'newer-epoch'],
    ['one node of several saw more', e0, 100, [mark('E0', 90), mark('E0', 110)], true, 'revisions-lost'],
    ['another database in the directory', e0, 10, [mark('X', 500)], false, 'other-database'],
  ] as const)('%s → restored %s (%s)', (_name, epoch, rev, marks, restored, reason) => {
    const verdict = judgeRestore({ epoch, rev }, marks);
    expect(verdict.restored).toBe(restored);
    expect(verdict.reason).toBe(reason);
  });

  it('lists an epoch’s ancestors nearest first', () => {
    expect(ancestorsOf(e2)).toEqual(['E1', 'E0']);
    expect(ancestorsOf(e0)).toEqual([]);
  });
});

describe('WatermarkStore', () => {
  it('writes a node’s figure only when it rises, and reads every node’s', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestar-watermark-'));
    try {
      const a = new WatermarkStore(dir, 'a');
      const b = new WatermarkStore(dir, 'b');
      a.reset(e0, 10);
      a.raise(e0, 30);
      a.raise(e0, 20);
      b.raise(e1, 70);
      expect(a.current()).toEqual(mark('E0', 30));
      expect(new WatermarkStore(dir, 'c').readAll().sort((x, y) => x.rev - y.rev)).toEqual([
        mark('E0', 30),
        mark('E1', 70, ['E0']),
      ]);
      fs.writeFileSync(path.join(dir, 'sync-watermark-broken.json'), '{not json');
      expect(new WatermarkStore(dir, 'c').readAll()).toHaveLength(2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
