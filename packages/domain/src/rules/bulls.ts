// Bulls and semen lots: which bulls are listed, what goes with a deleted bull, how a lot is copied to farms,
// and where the semen page returns (spec §2, §3, §5, §7).

type BullRef = {
  id: string;
  fazendaId: string | null;
  usuarioId: string | null;
  touroOriginalId: string | null;
  partidaOriginalId: string | null;
  isDeleted: boolean;
};

/** Spec §7: lists show bulls with usuarioId and without partidaOriginalId or touroOriginalId (no copies). */
export function isListedBull(bull: BullRef): boolean {
  return (
    !bull.isDeleted &&
    bull.usuarioId !== null &&
    bull.touroOriginalId === null &&
    bull.partidaOriginalId === null
  );
}

/** Spec §7: deleting a bull also deletes its copies (touroOriginalId → it). Returns the bull first. */
export function bullIdsToDelete(bullId: string, bulls: readonly BullRef[]): string[] {
  const copies = bulls
    .filter((bull) => bull.touroOriginalId === bullId && !bull.isDeleted)
    .map((bull) => bull.id);
  return [bullId, ...copies];
}

/**
 * The bull a farm's semen lot points to: the bull itself when it belongs to that farm, else its live copy
 * there (null: a copy must be made). Farm users pull the farm's records, not another user's catalogue, so a
 * lot copied to a farm needs its bull in that farm too.
 */
export function bullInFarm(root: BullRef, fazendaId: string, bulls: readonly BullRef[]): string | null {
  if (root.fazendaId === fazendaId) return root.id;
  const copy = bulls.find(
    (bull) => bull.touroOriginalId === root.id && bull.fazendaId === fazendaId && !bull.isDeleted,
  );
  return copy?.id ?? null;
}

/** The bull whose lots a page shows: a copy stands for its original. */
export function rootBullId(bull: Pick<BullRef, 'id' | 'touroOriginalId'>): string {
  return bull.touroOriginalId ?? bull.id;
}

export type CopyPlan = {
  /** Farms that need a new copy. */
  create: string[];
  /** Existing copies that stay (and take the lot's new date or code). */
  keep: string[];
  /** Existing copies of farms no longer chosen. */
  remove: string[];
};

/**
 * Spec §3: one original lot without farm plus one copy per chosen farm. Given the live copies and the chosen
 * farms, which copies to make, keep and delete. `ownFarm` is the farm of a lot that is itself a farm's
 * record (older data): that farm is always covered and never copied to.
 */
export function planPartidaCopies(
  copies: readonly { id: string; fazendaId: string | null }[],
  chosen: readonly string[],
  ownFarm: string | null = null,
): CopyPlan {
  const wanted = new Set(chosen.filter((farm) => farm !== ownFarm));
  const seen = new Set<string>();
  const keep: string[] = [];
  const remove: string[] = [];
  for (const copy of copies) {
    // A second copy for the same farm (two devices copied at once) is one too many.
    if (copy.fazendaId && wanted.has(copy.fazendaId) && !seen.has(copy.fazendaId)) {
      seen.add(copy.fazendaId);
      keep.push(copy.id);
    } else remove.push(copy.id);
  }
  return { create: [...wanted].filter((farm) => !seen.has(farm)), keep, remove };
}

const NONE = 'none';

/** Ids of a route segment: several joined by ';' (spec §2), 'none' or empty for none. */
export function routeIds(segment: string | null | undefined): string[] {
  if (!segment || segment === NONE) return [];
  return segment
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part !== NONE);
}

/** Route segment for a list of ids ('none' when empty). */
export function routeSegment(ids: readonly string[]): string {
  return ids.length === 0 ? NONE : ids.join(';');
}

/**
 * Spec §2: back from the semen page goes to /{management}/{batchIds}/redirected/true, or to / when it was not
 * opened from a management screen. With several managements the first one is the screen that opened it.
 */
export function semenBackPath(
  batchSegment: string | undefined,
  managementSegment: string | undefined,
): string {
  const [management] = routeIds(managementSegment);
  const batches = routeIds(batchSegment);
  if (!management || batches.length === 0) return '/';
  return `/${management}/${batches.join(';')}/redirected/true`;
}
