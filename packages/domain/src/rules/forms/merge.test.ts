import { describe, expect, it } from 'vitest';
import { MERGE_TARGETS, mergePath, mergeTargets, validateMergeSelection } from './merge.ts';

describe('merge batches (spec §5 Merge: at least 2 batches)', () => {
  it.each([
    [[], 'Você precisa selecionar pelo menos dois lotes para continuar'],
    [['a'], 'Você precisa selecionar pelo menos dois lotes para continuar'],
    [['a', 'a'], 'Você precisa selecionar pelo menos dois lotes para continuar'],
    [['a', 'b'], null],
    [['a', 'b', 'c'], null],
  ])('%j → %j', (ids, expected) => {
    expect(validateMergeSelection(ids)).toBe(expected);
  });

  it.each([
    ['DG', ['a', 'b'], '/DG/a;b'],
    ['D0Resync', ['a', 'b', 'a'], '/D0Resync/a;b'],
  ] as const)('%s %j → %s', (target, ids, path) => {
    expect(mergePath(target, ids)).toBe(path);
  });

  it('offers only DG and DG Final with the diagnosis switch on', () => {
    expect(mergeTargets(true)).toEqual(['DG', 'DGFinal']);
    expect(mergeTargets(false)).toBe(MERGE_TARGETS);
  });
});
