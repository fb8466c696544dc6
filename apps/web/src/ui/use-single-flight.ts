import { type SyntheticEvent, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

export type SingleFlight = {
  /** True while a run is in flight: disable the save button with it (and show its spinner). */
  busy: boolean;
  /** The guard itself, read synchronously (state would lag behind two events of the same tick). */
  isInFlight: () => boolean;
  /** Runs `work` unless a run is in flight; a call made meanwhile is ignored and answers undefined. */
  run: <T>(work: () => Promise<T> | T) => Promise<T | undefined>;
  /**
   * A form's `onSubmit`: stops the browser's own submit (always, even when ignored) and runs `handler` once at
   * a time. For react-hook-form, `flight.onSubmit(handleSubmit(save))`.
   */
  onSubmit: (handler: (event: SyntheticEvent) => unknown) => (event: SyntheticEvent) => void;
};

/**
 * One save at a time: two instant clicks on a save button, or a wand reader's double Enter,
 * used to run the save twice — the second before the first had written, so checks like 'repeated cow ID'
 * passed twice. The guard is a ref, so a second event of the same tick already sees it; it is released only
 * after the render that follows the save has committed, so an event handled before that render (still holding
 * the form's old values) is ignored too.
 */
export function useSingleFlight(): SingleFlight {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  // Bumped when a run ends: the render it causes releases the guard (a counter always re-renders, whereas
  // busy true → false inside one batch may not).
  const [settled, setSettled] = useState(0);

  useLayoutEffect(() => {
    // Runs on mount and after the render of each finished run.
    void settled;
    inFlight.current = false;
  }, [settled]);

  const run = useCallback(async <T>(work: () => Promise<T> | T): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
      setSettled((count) => count + 1);
    }
  }, []);

  const isInFlight = useCallback(() => inFlight.current, []);

  const onSubmit = useMemo(
    (): SingleFlight['onSubmit'] => (handler) => (event) => {
      event.preventDefault();
      void run(() => handler(event));
    },
    [run],
  );

  return useMemo(() => ({ busy, isInFlight, run, onSubmit }), [busy, isInFlight, run, onSubmit]);
}

export type KeyedFlight = {
  /** Runs `work` unless a run of the same key is in flight (e.g. one per row's OK); others run freely. */
  run: <T>(key: string, work: () => Promise<T> | T) => Promise<T | undefined>;
  isInFlight: (key: string) => boolean;
};

/**
 * useSingleFlight per key: the OK of each row of a step screen saves once at a time, while the OK of another
 * row still runs at once. Unlike useSingleFlight a key is free again as soon as its run ends, without a render
 * of its own: a step screen re-renders one row per OK, and a row's OK reads the row's latest values
 * when pressed, and is disabled once the row shows 'Salva'.
 */
export function useSingleFlightPerKey(): KeyedFlight {
  const inFlight = useRef(new Set<string>());

  const run = useCallback(async <T>(key: string, work: () => Promise<T> | T): Promise<T | undefined> => {
    if (inFlight.current.has(key)) return undefined;
    inFlight.current.add(key);
    try {
      return await work();
    } finally {
      inFlight.current.delete(key);
    }
  }, []);

  return useMemo(() => ({ run, isInFlight: (key: string) => inFlight.current.has(key) }), [run]);
}
