import { useCallback, useState } from 'react';

/**
 * Unsaved edits per cow, in memory: a row shows its edit until OK stores it; a failed save keeps the edit, so
 * the row returns to unsaved (spec §4 'Per-cow save', §8 'Failed saves … the cow returns to unsaved').
 */
export function useRowEdits<V>() {
  const [edits, setEdits] = useState<ReadonlyMap<string, V>>(new Map());
  const edit = useCallback((cowId: string, values: V) => {
    setEdits((current) => new Map(current).set(cowId, values));
  }, []);
  const clear = useCallback((cowIds: readonly string[]) => {
    setEdits((current) => {
      const next = new Map(current);
      for (const id of cowIds) next.delete(id);
      return next;
    });
  }, []);
  return { edits, edit, clear };
}
