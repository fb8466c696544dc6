import { describe, expect, it } from 'vitest';
import {
  bullIdsToDelete,
  bullInFarm,
  isListedBull,
  planPartidaCopies,
  rootBullId,
  routeIds,
  routeSegment,
  semenBackPath,
} from './bulls.ts';

const bull = (id: string, extra: Partial<Parameters<typeof isListedBull>[0]> = {}) => ({
  id,
  fazendaId: null,
  usuarioId: 'u1',
  touroOriginalId: null,
  partidaOriginalId: null,
  isDeleted: false,
  ...extra,
});

describe('isListedBull (spec §7: with usuarioId, without partidaOriginalId or touroOriginalId)', () => {
  it.each([
    ['an original of the user', bull('b'), true],
    ['a farm bull', bull('b', { fazendaId: 'f1' }), true],
    ['without usuarioId', bull('b', { usuarioId: null }), false],
    ['a copy (touroOriginalId)', bull('b', { touroOriginalId: 'a' }), false],
    ['a copy made for a lot (partidaOriginalId)', bull('b', { partidaOriginalId: 'p' }), false],
    ['deleted', bull('b', { isDeleted: true }), false],
  ])('%s → %s', (_name, record, listed) => {
    expect(isListedBull(record)).toBe(listed);
  });
});

describe('bullIdsToDelete (spec §7: deleting a bull also deletes copies with touroOriginalId)', () => {
  const bulls = [
    bull('a'),
    bull('c1', { touroOriginalId: 'a', fazendaId: 'f1' }),
    bull('c2', { touroOriginalId: 'a', fazendaId: 'f2' }),
    bull('gone', { touroOriginalId: 'a', fazendaId: 'f3', isDeleted: true }),
    bull('other', { touroOriginalId: 'z' }),
  ];
  it.each([
    ['the bull and its live copies', 'a', ['a', 'c1', 'c2']],
    ['a bull without copies', 'other', ['other']],
  ])('%s', (_name, id, expected) => {
    expect(bullIdsToDelete(id, bulls)).toEqual(expected);
  });
});

describe("bullInFarm (the bull a farm's lot points to)", () => {
  const root = bull('a', { fazendaId: 'f1' });
  const bulls = [
    root,
    bull('c2', { touroOriginalId: 'a', fazendaId: 'f2' }),
    bull('dead', { touroOriginalId: 'a', fazendaId: 'f3', isDeleted: true }),
  ];
  it.each([
    ["the bull's own farm", 'f1', 'a'],
    ['a farm with a copy', 'f2', 'c2'],
    ['a farm whose copy was deleted', 'f3', null],
    ['a farm without a copy', 'f4', null],
  ])('%s → %s', (_name, farm, expected) => {
    expect(bullInFarm(root, farm, bulls)).toBe(expected);
  });

  it('a copy stands for its original', () => {
    expect(rootBullId({ id: 'c2', touroOriginalId: 'a' })).toBe('a');
    expect(rootBullId({ id: 'a', touroOriginalId: null })).toBe('a');
  });
});

describe('planPartidaCopies (spec §3: one original plus one copy per chosen farm)', () => {
  const copies = [
    { id: 'p1', fazendaId: 'f1' },
    { id: 'p2', fazendaId: 'f2' },
  ];
  it.each([
    ['a new lot', [], ['f1', 'f2'], null, { create: ['f1', 'f2'], keep: [], remove: [] }],
    ['same farms', copies, ['f1', 'f2'], null, { create: [], keep: ['p1', 'p2'], remove: [] }],
    ['a farm added', copies, ['f1', 'f2', 'f3'], null, { create: ['f3'], keep: ['p1', 'p2'], remove: [] }],
    ['a farm removed', copies, ['f2'], null, { create: [], keep: ['p2'], remove: ['p1'] }],
    [
      'a duplicate copy of one farm',
      [...copies, { id: 'p3', fazendaId: 'f1' }],
      ['f1', 'f2'],
      null,
      { create: [], keep: ['p1', 'p2'], remove: ['p3'] },
    ],
    [
      "a farm's own lot is never copied to it",
      [],
      ['f1', 'f2'],
      'f1',
      { create: ['f2'], keep: [], remove: [] },
    ],
  ])('%s', (_name, existing, chosen, ownFarm, expected) => {
    expect(planPartidaCopies(existing, chosen, ownFarm)).toEqual(expected);
  });
});

describe('route ids (spec §2: several joined by ";", also none)', () => {
  it.each([
    ['none', []],
    ['', []],
    [undefined, []],
    ['b1', ['b1']],
    ['b1;b2', ['b1', 'b2']],
    ['b1;;b2;', ['b1', 'b2']],
  ])('%j → %j', (segment, ids) => {
    expect(routeIds(segment)).toEqual(ids);
  });

  it.each([
    [[], 'none'],
    [['b1', 'b2'], 'b1;b2'],
  ])('%j → %s', (ids, segment) => {
    expect(routeSegment(ids)).toBe(segment);
  });
});

describe('semenBackPath (spec §2: /{management}/{batchIds}/redirected/true or /)', () => {
  it.each([
    ['b1', 'IATF', '/IATF/b1/redirected/true'],
    ['b1;b2', 'D0IATF', '/D0IATF/b1;b2/redirected/true'],
    ['b1;b2', 'IATF;IATF', '/IATF/b1;b2/redirected/true'],
    ['none', 'none', '/'],
    ['b1', 'none', '/'],
    ['none', 'IATF', '/'],
    [undefined, undefined, '/'],
  ])('batch %j, management %j → %s', (batch, management, path) => {
    expect(semenBackPath(batch, management)).toBe(path);
  });
});
