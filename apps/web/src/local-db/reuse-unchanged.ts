// Structural sharing for live reads: a re-read returns new objects for every record, so a screen re-renders
// every row although one record changed. These keep the previous object of each record whose content is the
// same, and the previous list when nothing changed, so memoized rows skip the unchanged ones.

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) if (!sameValue(a[index], b[index])) return false;
    return true;
  }
  return sameRecord(a as Record<string, unknown>, b as Record<string, unknown>);
}

/** Same keys and, key by key, the same values (arrays and plain objects compared by content). */
export function sameRecord(
  a: Readonly<Record<string, unknown>>,
  b: Readonly<Record<string, unknown>>,
): boolean {
  if (a === b) return true;
  // Plain loops: this runs for every record of a 1,000-cow batch after each save.
  let count = 0;
  for (const key in a) {
    if (!Object.hasOwn(a, key)) continue;
    if (!Object.hasOwn(b, key) || !sameValue(a[key], b[key])) return false;
    count++;
  }
  let other = 0;
  for (const key in b) if (Object.hasOwn(b, key)) other++;
  return count === other;
}

/**
 * `next` with each record replaced by its previous object when unchanged (matched by id); `previous` itself
 * when every record is unchanged and in the same order.
 */
export function reuseUnchanged<T extends { id: string }>(previous: readonly T[] | undefined, next: T[]): T[] {
  if (!previous) return next;
  if (previous.length === 0) return next.length === 0 ? (previous as T[]) : next;
  const before = new Map(previous.map((record) => [record.id, record]));
  let same = previous.length === next.length;
  const shared = next.map((record, index) => {
    const old = before.get(record.id);
    const kept = old && sameRecord(old, record) ? old : record;
    if (kept !== previous[index]) same = false;
    return kept;
  });
  return same ? (previous as T[]) : shared;
}
