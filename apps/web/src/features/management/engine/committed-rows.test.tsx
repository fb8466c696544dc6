// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCommittedRows, withoutShownStored } from './committed-rows.ts';

type Read = { stored: ReadonlySet<string> };

describe('withoutShownStored', () => {
  const committed: ReadonlyMap<string, number> = new Map([
    ['a', 1],
    ['b', 2],
  ]);

  it.each([
    { case: 'no row shown stored', stored: [], left: ['a', 'b'] },
    { case: 'one row shown stored', stored: ['a'], left: ['b'] },
    { case: 'every row shown stored', stored: ['a', 'b'], left: [] },
  ])('$case', ({ stored, left }) => {
    const pruned = withoutShownStored(committed, (id) => stored.includes(id));
    expect([...pruned.keys()]).toEqual(left);
    // Nothing to drop: the same map, so the screen does not render again.
    if (left.length === committed.size) expect(pruned).toBe(committed);
  });

  it('passes each entry to the check', () => {
    const pruned = withoutShownStored(committed, (_id, entry) => entry === 2);
    expect([...pruned.keys()]).toEqual(['a']);
  });
});

describe('useCommittedRows', () => {
  const render = (initial: Read) =>
    renderHook(({ read }: { read: Read }) => useCommittedRows<true>(read, (id) => read.stored.has(id)), {
      initialProps: { read: initial },
    });

  it('keeps a committed row until a read shows it stored, then lets the reads speak for it', () => {
    const first: Read = { stored: new Set() };
    const hook = render(first);
    act(() => hook.result.current[1](new Map([['cow-1', true]])));
    expect(hook.result.current[0].has('cow-1')).toBe(true);

    // A read that began before the commit: she is not stored there yet, and stays 'Salva'.
    hook.rerender({ read: { stored: new Set() } });
    expect(hook.result.current[0].has('cow-1')).toBe(true);

    // The read after the commit shows her stored: the entry is no longer needed.
    hook.rerender({ read: { stored: new Set(['cow-1']) } });
    expect(hook.result.current[0].has('cow-1')).toBe(false);

    // Another device clears her record: the next read shows her unsaved, not this screen's old 'Salva'.
    hook.rerender({ read: { stored: new Set() } });
    expect(hook.result.current[0].has('cow-1')).toBe(false);
  });

  it('does not prune while the read is the same', () => {
    const read: Read = { stored: new Set(['cow-1']) };
    const hook = render(read);
    act(() => hook.result.current[1](new Map([['cow-1', true]])));
    // Re-saved after an edit, with the batch not read again yet: the entry stays until the next read.
    hook.rerender({ read });
    expect(hook.result.current[0].has('cow-1')).toBe(true);
  });
});
