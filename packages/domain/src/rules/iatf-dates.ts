// Protocol days and the IATF date of spec §9. Days are Dias ids whose text is 'D0', 'D8', 'D10'…; dates are
// 'YYYY-MM-DD' computed in UTC (addDaysToDate), so leap days, month ends and time zones never shift a day.
import type { DomainLookup } from '../lists/domain-ids.ts';
import { addDaysToDate } from './gestation.ts';
import { isIatfManagement } from './protocol-form.ts';
import { dayNumber, UNKNOWN_DAY_NUMBER } from './sorting.ts';

/** One step of a protocol (manejoProtocolo): a Dias id and a Tipo de Manejo id. */
export type ProtocolStepDay = { day: string | null; management: string | null };

/** What the batch-flow rules read of a protocolo. */
export type ProtocolDays = { managementProtocols: readonly ProtocolStepDay[] };

/** A distinct day of a protocol. `number` is null for a day whose text is not 'D<n>'. */
export type ProtocolDay = { id: string; label: string; number: number | null; isIatf: boolean };

/** D-number of a Dias id ('D10' → 10); null when unknown or not a D-day. */
export function dayNumberOf(dayId: string | null | undefined, lookup: DomainLookup): number | null {
  const valor = lookup.valorOf(dayId);
  if (valor === undefined) return null;
  const number = dayNumber(valor);
  return number === UNKNOWN_DAY_NUMBER ? null : number;
}

/**
 * The protocol's distinct days in D-number order. Several steps share a day (device and hormone on D0), and a
 * day with an unknown label sorts last as 100 like every day list (spec §9 sorting), keeping protocol order
 * among equals.
 */
export function protocolDays(protocol: ProtocolDays, lookup: DomainLookup): ProtocolDay[] {
  const byId = new Map<string, ProtocolDay>();
  for (const step of protocol.managementProtocols) {
    if (!step.day) continue;
    const isIatf = isIatfManagement(lookup.valorOf(step.management));
    const known = byId.get(step.day);
    if (known) {
      known.isIatf ||= isIatf;
      continue;
    }
    const number = dayNumberOf(step.day, lookup);
    byId.set(step.day, { id: step.day, label: lookup.valorOf(step.day) ?? '', number, isIatf });
  }
  return [...byId.values()].sort(
    (a, b) => (a.number ?? UNKNOWN_DAY_NUMBER) - (b.number ?? UNKNOWN_DAY_NUMBER),
  );
}

/** Largest known day number of the protocol (10 for D0/D8/D10); null when no day has a number. */
export function lastProtocolDayNumber(protocol: ProtocolDays, lookup: DomainLookup): number | null {
  const numbers = protocolDays(protocol, lookup)
    .map((day) => day.number)
    .filter((number): number is number => number !== null);
  return numbers.length > 0 ? Math.max(...numbers) : null;
}

/** Spec §9: 'IATF date = D0 date + largest protocol day number'. Null without a valid D0 date or known day. */
export function iatfDate(
  d0Date: string | null | undefined,
  protocol: ProtocolDays,
  lookup: DomainLookup,
): string | null {
  const last = lastProtocolDayNumber(protocol, lookup);
  if (!d0Date || last === null) return null;
  return addDaysToDate(d0Date, last);
}

/**
 * Spec §2 IATF screen: 'A warning appears if IATF is not on the protocol's IATF date'. Gives the date the IATF was
 * due when `today` is another day, for the warning to name; null when on schedule, and null when the date cannot be
 * computed: a warning about an unknown date would only confuse.
 */
export function offScheduleIatfDate(
  today: string,
  d0Date: string | null | undefined,
  protocol: ProtocolDays,
  lookup: DomainLookup,
): string | null {
  const expected = iatfDate(d0Date, protocol, lookup);
  return expected !== null && expected !== today ? expected : null;
}
