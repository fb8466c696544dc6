// What an edit form writes back: only the fields the user changed while the form was open.
// Comparing with the values the form was loaded with — not with the stored record at save time — keeps a
// value another device synced in meanwhile, because the record's `_changed` then names only the user's edits
// and a sync merge applies only those.

function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields of `after` whose value differs from `before` (both in record form). */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): Partial<T> {
  const patch: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (!same(before[key], after[key])) patch[key] = after[key];
  }
  return patch;
}

/** Links of a related list the user added and removed, from the ids loaded and the ids at save. */
export function listChanges(
  before: readonly string[],
  after: readonly string[],
): { added: string[]; removed: string[] } {
  const was = new Set(before);
  const is = new Set(after);
  return {
    added: [...is].filter((id) => !was.has(id)),
    removed: [...was].filter((id) => !is.has(id)),
  };
}
