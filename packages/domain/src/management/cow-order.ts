import { compareText } from '../rules/sorting.ts';

type OrderedCow = { id: string; created: string; codVaca?: string | null; codLeitorBastao?: string | null };

/**
 * The order a batch's cows are listed in: as they were registered; cows stamped in the same instant (a synced
 * or imported lot) by their ID1 then ID2, numbers by value, so the same batch always pages the same way.
 */
export function compareCowsByRegistration(a: OrderedCow, b: OrderedCow): number {
  return (
    a.created.localeCompare(b.created) ||
    compareText(a.codVaca ?? '', b.codVaca ?? '') ||
    compareText(a.codLeitorBastao ?? '', b.codLeitorBastao ?? '') ||
    a.id.localeCompare(b.id)
  );
}
