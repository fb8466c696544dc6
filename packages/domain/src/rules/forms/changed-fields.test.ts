import { describe, expect, it } from 'vitest';
import { changedFields, listChanges } from './changed-fields.ts';

describe('changedFields', () => {
  it.each([
    { name: 'nothing edited', before: { a: 1, b: 'x' }, after: { a: 1, b: 'x' }, patch: {} },
    { name: 'one field edited', before: { a: 1, b: 'x' }, after: { a: 2, b: 'x' }, patch: { a: 2 } },
    { name: 'cleared to null', before: { a: 'x', b: 1 }, after: { a: null, b: 1 }, patch: { a: null } },
    { name: 'filled from null', before: { a: null }, after: { a: 'y' }, patch: { a: 'y' } },
    { name: 'equal objects', before: { a: { x: 1 } }, after: { a: { x: 1 } }, patch: {} },
    { name: 'edited object', before: { a: { x: 1 } }, after: { a: { x: 2 } }, patch: { a: { x: 2 } } },
  ])('$name', ({ before, after, patch }) => {
    expect(changedFields<Record<string, unknown>>(before, after)).toEqual(patch);
  });
});

describe('listChanges', () => {
  it.each([
    { name: 'untouched', before: ['a', 'b'], after: ['b', 'a'], added: [], removed: [] },
    { name: 'one added', before: ['a'], after: ['a', 'b'], added: ['b'], removed: [] },
    { name: 'one removed', before: ['a', 'b'], after: ['a'], added: [], removed: ['b'] },
    { name: 'swapped', before: ['a'], after: ['b'], added: ['b'], removed: ['a'] },
    { name: 'duplicates once', before: [], after: ['b', 'b'], added: ['b'], removed: [] },
  ])('$name', ({ before, after, added, removed }) => {
    expect(listChanges(before, after)).toEqual({ added, removed });
  });
});
