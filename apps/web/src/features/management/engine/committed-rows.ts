import { useState } from 'react';

/**
 * The committed rows a read of the batch does not show stored yet; the same map when there are none to drop.
 * `shownStored(id, entry)` says whether the latest read shows that row stored.
 */
export function withoutShownStored<E>(
  committed: ReadonlyMap<string, E>,
  shownStored: (id: string, entry: E) => boolean,
): ReadonlyMap<string, E> {
  let next: Map<string, E> | undefined;
  for (const [id, entry] of committed) {
    if (!shownStored(id, entry)) continue;
    next ??= new Map(committed);
    next.delete(id);
  }
  return next ?? committed;
}

/**
 * Rows this screen stored, shown 'Salva' from their commit: the live read of the batch comes a moment later.
 * Once a read (`read`, a new value per read) shows a row stored, that read speaks for her from then on, so a
 * later change from another device (her diagnosis cleared) shows as read, instead of this screen's 'Salva'.
 * A read still without her (one that began before the commit) keeps her entry.
 */
export function useCommittedRows<E>(read: unknown, shownStored: (id: string, entry: E) => boolean) {
  const [committed, setCommitted] = useState<ReadonlyMap<string, E>>(() => new Map());
  const [seen, setSeen] = useState(read);
  // Adjusted while rendering (React's pattern for state derived from a new prop): no frame shows the stale entry.
  if (seen !== read) {
    setSeen(read);
    const pruned = withoutShownStored(committed, shownStored);
    if (pruned !== committed) setCommitted(pruned);
  }
  return [committed, setCommitted] as const;
}
