import { useEffect, useState } from 'react';

/** Starts a watch: it calls `emit` with each value and `fail` with an error; returns the function that stops it. */
export type Watch<T> = (emit: (value: T) => void, fail: (error: unknown) => void) => () => void;

/**
 * The latest value of a watch (watchRecords, watchQuery) started for `key`, as useLiveQuery gives a live query's:
 * undefined while loading, and while the only value held is another key's; a failed read is thrown to the screen.
 * `start` is read when `key` changes, so it must depend on nothing else.
 */
export function useWatched<T>(key: unknown, start: Watch<T>): T | undefined {
  const [state, setState] = useState<{ key: unknown; value: T } | { key: unknown; error: unknown }>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the watch is named by key (see above)
  useEffect(
    () =>
      start(
        (value) => setState({ key, value }),
        (error) => setState({ key, error }),
      ),
    [key],
  );
  if (state === undefined || state.key !== key) return undefined;
  if ('error' in state) throw state.error;
  return state.value;
}
