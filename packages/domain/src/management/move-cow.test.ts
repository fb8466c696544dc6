import { describe, expect, it } from 'vitest';
import { OBS_MOVED_BATCH } from '../lists/observations.ts';
import { COW_MOVE_NOT_ALLOWED_RESYNC, COW_MOVE_SAME_BATCH } from '../messages/management.ts';
import { type CowMovePlan, cowMovePlan, type MoveBatch, type MovingCow } from './move-cow.ts';

const COW = 'cow-1';
const OLD: MoveBatch = { id: 'old', isResync: false, matrizBloqueada: null };
const NEW: MoveBatch = { id: 'new', isResync: false };
const cow = (iatf: number | null, loteId = 'old'): MovingCow => ({ id: COW, loteId, iatf });
const moved = (oldBatch: { matrizBloqueada: null } | null): CowMovePlan => ({
  kind: 'move',
  cow: { loteId: 'new', observacaoD0: OBS_MOVED_BATCH },
  oldBatch,
});

describe('cowMovePlan (spec §4 Moving a cow from another batch)', () => {
  it.each<[string, MovingCow, MoveBatch, MoveBatch, CowMovePlan]>([
    ['iatf 0 between plain batches: new loteId and the observation', cow(0), OLD, NEW, moved(null)],
    ['an empty counter counts as 0', cow(null), OLD, NEW, moved(null)],
    [
      'the old batch blocked by her is unblocked',
      cow(0),
      { ...OLD, matrizBloqueada: COW },
      NEW,
      moved({ matrizBloqueada: null }),
    ],
    ['a block by another cow stays', cow(0), { ...OLD, matrizBloqueada: 'cow-2' }, NEW, moved(null)],
    [
      'a resynced cow (iatf 1) stays',
      cow(1),
      OLD,
      NEW,
      { kind: 'refused', message: COW_MOVE_NOT_ALLOWED_RESYNC() },
    ],
    [
      'into a resync batch: refused',
      cow(0),
      OLD,
      { ...NEW, isResync: true },
      { kind: 'refused', message: COW_MOVE_NOT_ALLOWED_RESYNC() },
    ],
    [
      'out of a resync batch: refused',
      cow(0),
      { ...OLD, isResync: true },
      NEW,
      { kind: 'refused', message: COW_MOVE_NOT_ALLOWED_RESYNC() },
    ],
    [
      'already in the batch: refused',
      cow(0, 'new'),
      OLD,
      NEW,
      { kind: 'refused', message: COW_MOVE_SAME_BATCH() },
    ],
  ])('%s', (_name, movingCow, from, to, expected) => {
    expect(cowMovePlan(movingCow, from, to)).toEqual(expected);
  });
});
