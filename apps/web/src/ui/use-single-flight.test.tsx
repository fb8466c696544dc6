// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { type SyntheticEvent, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSingleFlight, useSingleFlightPerKey } from './use-single-flight.ts';

afterEach(cleanup);

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('useSingleFlight', () => {
  it('ignores a second run started in the same tick, and is busy until the first ends', async () => {
    const { result } = renderHook(() => useSingleFlight());
    const gate = deferred();
    const work = vi.fn(() => gate.promise.then(() => 'saved'));
    let first: Promise<string | undefined> = Promise.resolve(undefined);
    let second: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = result.current.run(work);
      second = result.current.run(work);
    });
    expect(work).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    expect(result.current.isInFlight()).toBe(true);
    await expect(second).resolves.toBeUndefined();
    await act(async () => {
      gate.resolve();
      await first;
    });
    await expect(first).resolves.toBe('saved');
    expect(result.current.busy).toBe(false);
    expect(result.current.isInFlight()).toBe(false);
  });

  it('runs again once the previous run has ended, and after a failure too', async () => {
    const { result } = renderHook(() => useSingleFlight());
    await act(async () => {
      await expect(result.current.run(() => Promise.reject(new Error('disco cheio')))).rejects.toThrow(
        'disco cheio',
      );
    });
    expect(result.current.isInFlight()).toBe(false);
    let answer: number | undefined;
    await act(async () => {
      answer = await result.current.run(() => 7);
    });
    expect(answer).toBe(7);
  });

  it('keeps the guard until the render after the save has committed', async () => {
    const { result } = renderHook(() => useSingleFlight());
    const gate = deferred();
    let released: boolean | undefined;
    await act(async () => {
      const first = result.current.run(() => gate.promise);
      gate.resolve();
      await first;
      // The save has ended but React has not rendered yet: an event handled now would see the old values.
      released = !result.current.isInFlight();
    });
    expect(released).toBe(false);
    expect(result.current.isInFlight()).toBe(false);
  });

  function SaveForm({ save }: { save: (code: string) => Promise<void> }) {
    const flight = useSingleFlight();
    const [code, setCode] = useState('1001');
    return (
      <form
        onSubmit={flight.onSubmit(async () => {
          await save(code);
          setCode('');
        })}
      >
        <input aria-label="ID" value={code} onChange={(event) => setCode(event.target.value)} />
        <button type="submit" disabled={flight.busy}>
          SALVAR
        </button>
      </form>
    );
  }

  it('a double click on a submit button saves once and disables the button meanwhile', async () => {
    const gate = deferred();
    const save = vi.fn(() => gate.promise);
    render(<SaveForm save={save} />);
    const button = screen.getByRole('button', { name: 'SALVAR' });
    const form = button.closest('form');
    if (!form) throw new Error('no form');
    // Two submits before React re-renders (what a wand reader's double Enter does).
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('1001');
    expect(button).toHaveProperty('disabled', true);
    await act(async () => {
      gate.resolve();
    });
    expect(button).toHaveProperty('disabled', false);
    expect(screen.getByRole('textbox', { name: 'ID' })).toHaveProperty('value', '');
  });

  it('stops the browser submit even when the second one is ignored', () => {
    const { result } = renderHook(() => useSingleFlight());
    const handler = vi.fn(() => new Promise<void>(() => {}));
    const events = [{ preventDefault: vi.fn() }, { preventDefault: vi.fn() }];
    act(() => {
      for (const event of events) result.current.onSubmit(handler)(event as unknown as SyntheticEvent);
    });
    expect(handler).toHaveBeenCalledTimes(1);
    for (const event of events) expect(event.preventDefault).toHaveBeenCalledTimes(1);
  });
});

describe('useSingleFlightPerKey', () => {
  it('ignores a second run of the same key, not a run of another key', async () => {
    const { result } = renderHook(() => useSingleFlightPerKey());
    const gate = deferred();
    const work = vi.fn(() => gate.promise);
    let runs: Promise<unknown>[] = [];
    act(() => {
      runs = [result.current.run('a', work), result.current.run('a', work), result.current.run('b', work)];
    });
    expect(work).toHaveBeenCalledTimes(2);
    expect(result.current.isInFlight('a')).toBe(true);
    await act(async () => {
      gate.resolve();
      await Promise.all(runs);
    });
    expect(result.current.isInFlight('a')).toBe(false);
    expect(result.current.isInFlight('b')).toBe(false);
    // Free again as soon as its run ended (rows show 'Salva' on their own).
    await act(async () => {
      await result.current.run('a', work);
    });
    expect(work).toHaveBeenCalledTimes(3);
  });
});
