import { useCallback, useEffect, useState } from 'react';

const STORAGE_PREFIX = 'gestar:unsaved-rows:';

type RowStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): RowStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage can be refused (privacy settings); edits then live in memory only.
    return undefined;
  }
}

/** The unsaved edits kept for a screen, or none when nothing (or nothing readable) is kept. */
export function readUnsavedRows<V>(storage: RowStorage | undefined, key: string): Map<string, V> {
  try {
    const raw = storage?.getItem(STORAGE_PREFIX + key);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (!Array.isArray(parsed)) return new Map();
    const entries = parsed.filter(
      (entry): entry is [string, V] =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        typeof entry[0] === 'string' &&
        typeof entry[1] === 'object',
    );
    return new Map(entries);
  } catch {
    return new Map();
  }
}

/** Keeps the screen's unsaved edits (row values are plain JSON), or forgets them when there are none. */
export function writeUnsavedRows<V>(
  storage: RowStorage | undefined,
  key: string,
  edits: ReadonlyMap<string, V>,
) {
  try {
    if (edits.size === 0) storage?.removeItem(STORAGE_PREFIX + key);
    else storage?.setItem(STORAGE_PREFIX + key, JSON.stringify([...edits]));
  } catch {
    // A full or refused storage must not stop the field work; the edits stay in memory.
  }
}

/**
 * Unsaved edits per cow: a row shows its edit until OK stores it; a failed save keeps the edit, so the row
 * returns to unsaved (spec §4 'Per-cow save', §8 'Failed saves … the cow returns to unsaved'). They are also
 * kept in sessionStorage under the screen's key, so a reload or a killed tab does not lose what the vet typed
 * at the chute but has not stored yet.
 */
export function useRowEdits<V>(storageKey: string) {
  const [state, setState] = useState(() => ({
    key: storageKey,
    edits: readUnsavedRows<V>(sessionStore(), storageKey) as ReadonlyMap<string, V>,
  }));
  // Another batch in the same screen instance: its own kept edits.
  const current =
    state.key === storageKey
      ? state
      : { key: storageKey, edits: readUnsavedRows<V>(sessionStore(), storageKey) };
  if (current !== state) setState(current);

  useEffect(() => {
    writeUnsavedRows(sessionStore(), current.key, current.edits);
  }, [current]);

  const edit = useCallback((cowId: string, values: V) => {
    setState((prev) => ({ key: prev.key, edits: new Map(prev.edits).set(cowId, values) }));
  }, []);
  const clear = useCallback((cowIds: readonly string[]) => {
    setState((prev) => {
      // Nothing kept for these rows (the usual OK): the same state, no re-render.
      if (!cowIds.some((id) => prev.edits.has(id))) return prev;
      const next = new Map(prev.edits);
      for (const id of cowIds) next.delete(id);
      return { key: prev.key, edits: next };
    });
  }, []);
  return { edits: current.edits, edit, clear };
}
