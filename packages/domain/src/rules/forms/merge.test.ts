import { describe, expect, it } from 'vitest';
import { MERGE_TARGETS, mergePath, mergeTargets, mergeTargetsFor, validateMergeSelection } from './merge.ts';

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

  it.each<[string, string[], boolean, string[]]>([
    ['nothing chosen', [], false, []],
    ['all at D0', ['D0', 'D0'], false, ['D0']],
    ['all at the IATF', ['IATF', 'IATF', 'IATF'], false, ['IATF']],
    ['all at a DN day', ['DN', 'DN'], false, ['DN']],
    ['all at a resync D0', ['D0Resync', 'D0Resync'], false, ['D0Resync']],
    ['all at DG/D0', ['DGRessinc', 'DGRessinc'], false, ['DGRessinc']],
    ['different managements: none', ['D0', 'IATF'], false, []],
    ['switch on: DG and DG Final whatever the batches', ['D0', 'IATF'], true, ['DG', 'DGFinal']],
    ['switch on, nothing chosen', [], true, ['DG', 'DGFinal']],
  ])('targets: %s', (_case, routes, diagnosisOnly, expected) => {
    expect(mergeTargetsFor(routes, diagnosisOnly)).toEqual(expected);
  });
});
