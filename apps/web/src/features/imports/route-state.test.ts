import { describe, expect, it } from 'vitest';
import { importTargetOf } from './route-state.ts';

describe('importTargetOf', () => {
  it('reads the state the batch page sends', () => {
    expect(importTargetOf({ batchId: 'b1', farmId: 'f1', farmName: 'Fazenda Santa Helena' })).toEqual({
      batchId: 'b1',
      farmId: 'f1',
      farmName: 'Fazenda Santa Helena',
    });
  });

  it('a missing farm name is empty (the screen reads the farm from the device)', () => {
    expect(importTargetOf({ batchId: 'b1', farmId: 'f1' })).toEqual({
      batchId: 'b1',
      farmId: 'f1',
      farmName: '',
    });
  });

  it('no state, or without the batch or farm: null', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { batchId: 'b1' },
      { farmId: 'f1' },
      { batchId: ' ', farmId: 'f1' },
    ])
      expect(importTargetOf(state)).toBeNull();
  });
});
