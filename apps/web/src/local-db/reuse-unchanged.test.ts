import { describe, expect, it } from 'vitest';
import { reuseUnchanged, sameRecord } from './reuse-unchanged.ts';

type Row = { id: string; nome: string | null; _changed: string[]; extra?: { a: number } };
const row = (id: string, nome: string | null, changed: string[] = []): Row => ({
  id,
  nome,
  _changed: changed,
});

describe('reuseUnchanged', () => {
  it('keeps the previous list when every record is the same', () => {
    const previous = [row('a', 'A', ['nome']), row('b', null)];
    const next = [row('a', 'A', ['nome']), row('b', null)];
    expect(reuseUnchanged(previous, next)).toBe(previous);
  });

  it('keeps the unchanged records and takes the changed, new and reordered ones', () => {
    const previous = [row('a', 'A'), row('b', 'B'), row('c', 'C')];
    const next = [row('c', 'C'), row('a', 'A', ['nome']), row('b', 'B'), row('d', 'D')];
    const shared = reuseUnchanged(previous, next);
    expect(shared).not.toBe(previous);
    expect(shared).toEqual(next);
    expect(shared[0]).toBe(previous[2]);
    expect(shared[1]).toBe(next[1]);
    expect(shared[2]).toBe(previous[1]);
    expect(shared[3]).toBe(next[3]);
  });

  it('sees a dropped record and a change in a nested value', () => {
    const previous = [{ ...row('a', 'A'), extra: { a: 1 } }, row('b', 'B')];
    expect(reuseUnchanged(previous, [previous[0] as Row])).toHaveLength(1);
    const changed = reuseUnchanged(previous, [{ ...row('a', 'A'), extra: { a: 2 } }, row('b', 'B')]);
    expect(changed[0]).not.toBe(previous[0]);
    expect(changed[1]).toBe(previous[1]);
  });

  it.each([
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [{ a: 1, b: undefined }, { a: 1, c: undefined }, false],
    [{ a: [1, 2] }, { a: [1, 2] }, true],
    [{ a: [1, 2] }, { a: [2, 1] }, false],
    [{ a: null }, { a: {} }, false],
    [{ a: [] }, { a: {} }, false],
    [{ a: Number.NaN }, { a: Number.NaN }, true],
  ])('sameRecord(%j, %j) is %s', (a, b, expected) => {
    expect(sameRecord(a, b)).toBe(expected);
  });
});
