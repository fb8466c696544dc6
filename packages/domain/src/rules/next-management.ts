// The batch's next management: its label on the batch lists and the screen it opens (spec §4 'Batch
// management flow' and 'Next-management label').
import type { DomainLookup } from '../lists/domain-ids.ts';
import { dayNumberOf, type ProtocolDay, type ProtocolDays, protocolDays } from './iatf-dates.ts';

/** Management screens a batch row opens: /{route}/{batchIds joined by ';'}. */
export type ManagementRoute = 'IATF' | 'DGRessinc' | 'DN' | 'DGFinal' | 'DG' | 'D0Resync' | 'D0' | 'D0IATF';

/** What the flow reads of a lote. Flags may be null on records from older devices; null means false. */
export type FlowBatch = {
  /** Dias id of the last management day done; null before D0. */
  dias: string | null;
  isResync?: boolean | null;
  isPrecoce?: boolean | null;
  isFinalize?: boolean | null;
  pastDG?: boolean | null;
};

export type NextManagement = {
  /** 'IATF', 'D0', 'D0/IATF', 'DG/D0', 'DG/D8', 'D8', 'DG Final' or 'DG'. */
  label: string;
  route: ManagementRoute;
  /** Dias id of the protocol day the management happens on; null for DG and DG Final. */
  day: string | null;
};

export const LABEL_IATF = 'IATF';
export const LABEL_D0 = 'D0';
export const LABEL_D0_IATF = 'D0/IATF';
export const LABEL_DG = 'DG';
export const LABEL_DG_FINAL = 'DG Final';

/** 'DG/D0', 'DG/D8': a diagnosis done on a day of the resync protocol. */
export function dgOnDayLabel(dayLabel: string): string {
  return `${LABEL_DG}/${dayLabel}`;
}

// Index of `dayId` in the protocol's days. A dias id missing from the protocol (protocol edited, or a merged
// batch's day) is placed by its D-number; an unknown label sorts as 100 (spec §9), i.e. after every day.
function dayIndex(days: readonly ProtocolDay[], dayId: string, lookup: DomainLookup): number {
  const index = days.findIndex((day) => day.id === dayId);
  if (index >= 0) return index;
  const number = dayNumberOf(dayId, lookup);
  if (number === null) return days.length;
  return days.filter((day) => day.number !== null && day.number <= number).length - 1;
}

/** The protocol day after `dias` (the first day when `dias` is empty); undefined when none is left. */
export function nextProtocolDay(
  dias: string | null,
  protocol: ProtocolDays,
  lookup: DomainLookup,
): ProtocolDay | undefined {
  const days = protocolDays(protocol, lookup);
  if (!dias) return days[0];
  return days[dayIndex(days, dias, lookup) + 1];
}

/** The protocol's first day (its D0), the day a D0 management sets. */
export function firstProtocolDay(protocol: ProtocolDays, lookup: DomainLookup): ProtocolDay | undefined {
  return protocolDays(protocol, lookup)[0];
}

/** The protocol's last day in day order (the IATF day of a valid protocol). */
export function lastProtocolDay(protocol: ProtocolDays, lookup: DomainLookup): ProtocolDay | undefined {
  return protocolDays(protocol, lookup).at(-1);
}

/** The day is the protocol's last or holds its IATF step. */
export function isIatfDay(day: ProtocolDay, protocol: ProtocolDays, lookup: DomainLookup): boolean {
  return day.isIatf || lastProtocolDay(protocol, lookup)?.id === day.id;
}

/**
 * Spec §4: 'IATF if the next day is the protocol's last or has an IATF; else if dias is empty D0 (or DG/D0 for
 * non-precoce resync); else if a next day exists DG/{day} for a precoce resync not finalized, otherwise the
 * day; else DG Final if past DG and finalized, otherwise DG.'
 */
export function nextManagement(
  batch: FlowBatch,
  protocol: ProtocolDays,
  lookup: DomainLookup,
): NextManagement {
  const next = nextProtocolDay(batch.dias, protocol, lookup);
  if (next && isIatfDay(next, protocol, lookup)) {
    // 'D0 (or D0/IATF for a non-resync batch)': a batch whose first day is its insemination registers its cows
    // and inseminates them on one screen; the IATF screen lists only cows a D0 registered.
    if (!batch.dias && !batch.isResync) return { label: LABEL_D0_IATF, route: 'D0IATF', day: next.id };
    return { label: LABEL_IATF, route: 'IATF', day: next.id };
  }
  if (!batch.dias) {
    const day = next?.id ?? null;
    if (!batch.isResync) return { label: LABEL_D0, route: 'D0', day };
    if (batch.isPrecoce) return { label: LABEL_D0, route: 'D0Resync', day };
    return { label: dgOnDayLabel(next?.label || LABEL_D0), route: 'DGRessinc', day };
  }
  if (next) {
    if (batch.isResync && batch.isPrecoce && !batch.isFinalize) {
      return { label: dgOnDayLabel(next.label), route: 'DGRessinc', day: next.id };
    }
    return { label: next.label, route: 'DN', day: next.id };
  }
  if (batch.pastDG && batch.isFinalize) return { label: LABEL_DG_FINAL, route: 'DGFinal', day: null };
  return { label: LABEL_DG, route: 'DG', day: null };
}

/** '/DN/a;b': the management screen for one or several (merged) batches. */
export function managementPath(route: ManagementRoute, batchIds: readonly string[]): string {
  return `/${route}/${batchIds.join(';')}`;
}
