import { useCallback, useRef, useState } from 'react';

const STORAGE_PREFIX = 'gestar:unsaved-rows:';

type RowStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function sessionStore(): RowStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage can be refused (privacy settings); edits then live in memory only.
    return undefined;
  }
}

// One storage item per row: keeping an edit or forgetting a stored row costs the same whatever the batch holds
// (rewriting one item with every row of a 1,000-cow batch after each OK cost tens of milliseconds).
const rowKey = (key: string, cowId: string) => `${STORAGE_PREFIX}${key}#${cowId}`;

function parsedRow<V>(raw: string | null): V | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as V) : undefined;
  } catch {
    return undefined;
  }
}

/** The unsaved edits kept for a screen, or none when nothing (or nothing readable) is kept. */
export function readUnsavedRows<V>(storage: RowStorage | undefined, key: string): Map<string, V> {
  const rows = new Map<string, V>();
  if (!storage) return rows;
  try {
    const prefix = rowKey(key, '');
    for (let index = 0; index < storage.length; index++) {
      const item = storage.key(index);
      if (!item?.startsWith(prefix)) continue;
      const value = parsedRow<V>(storage.getItem(item));
      if (value) rows.set(item.slice(prefix.length), value);
    }
  } catch {
    return new Map();
  }
  return rows;
}

/** Keeps one row's unsaved edit (row values are plain JSON), or forgets it (`null`). */
export function writeUnsavedRow<V>(
  storage: RowStorage | undefined,
  key: string,
  cowId: string,
  values: V | null,
) {
  try {
    if (values === null) storage?.removeItem(rowKey(key, cowId));
    else storage?.setItem(rowKey(key, cowId), JSON.stringify(values));
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
  const key = useRef(storageKey);
  key.current = storageKey;

  // Kept before the screen shows it: a killed tab loses nothing the vet saw on screen.
  const edit = useCallback((cowId: string, values: V) => {
    writeUnsavedRow(sessionStore(), key.current, cowId, values);
    setState((prev) => ({ key: prev.key, edits: new Map(prev.edits).set(cowId, values) }));
  }, []);
  // With `saved` (the values each row was stored with), a row edited again while its save ran keeps that newer
  // edit, unsaved, instead of losing it.
  const clear = useCallback((cowIds: readonly string[], saved?: ReadonlyMap<string, V>) => {
    if (!saved) for (const cowId of cowIds) writeUnsavedRow(sessionStore(), key.current, cowId, null);
    setState((prev) => {
      const stored = saved
        ? cowIds.filter((id) => !prev.edits.has(id) || prev.edits.get(id) === saved.get(id))
        : cowIds;
      if (saved) for (const id of stored) writeUnsavedRow(sessionStore(), prev.key, id, null);
      // Nothing kept for these rows (the usual OK): the same state, no re-render.
      if (!stored.some((id) => prev.edits.has(id))) return prev;
      const next = new Map(prev.edits);
      for (const id of stored) next.delete(id);
      return { key: prev.key, edits: next };
    });
  }, []);
  return { edits: current.edits, edit, clear };
}

const DRAFT_PREFIX = 'gestar:screen-draft:';

/**
 * A value typed beside a screen's rows (DG Final's date), kept in sessionStorage under `storageKey` like the
 * rows' edits, so a reload or a killed tab does not lose it either.
 */
export function useKeptText(storageKey: string): [string, (value: string) => void] {
  const key = `${DRAFT_PREFIX}${storageKey}`;
  const [state, setState] = useState(() => ({ key, value: readKeptText(key) }));
  // Another batch in the same screen instance: its own kept value.
  const current = state.key === key ? state : { key, value: readKeptText(key) };
  if (current !== state) setState(current);
  const set = useCallback(
    (value: string) => {
      try {
        if (value === '') sessionStore()?.removeItem(key);
        else sessionStore()?.setItem(key, value);
      } catch {
        // A full or refused storage must not stop the field work; the value stays in memory.
      }
      setState({ key, value });
    },
    [key],
  );
  return [current.value, set];
}

function readKeptText(key: string): string {
  try {
    return sessionStore()?.getItem(key) ?? '';
  } catch {
    return '';
  }
}
