// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeptText } from './row-state.ts';

afterEach(() => sessionStorage.clear());

describe('useKeptText', () => {
  it('keeps a typed value for a reload, per screen key, and forgets it once emptied', () => {
    const first = renderHook(({ key }) => useKeptText(key), { initialProps: { key: 'DG Final:a' } });
    act(() => first.result.current[1]('2027-01-20'));
    expect(first.result.current[0]).toBe('2027-01-20');
    first.unmount();

    // The reload: a new screen instance reads it back.
    const again = renderHook(({ key }) => useKeptText(key), { initialProps: { key: 'DG Final:a' } });
    expect(again.result.current[0]).toBe('2027-01-20');
    // Another batch in the same screen has its own.
    again.rerender({ key: 'DG Final:b' });
    expect(again.result.current[0]).toBe('');
    again.rerender({ key: 'DG Final:a' });
    act(() => again.result.current[1](''));
    expect(sessionStorage.length).toBe(0);
  });
});
