// Gestation figures of spec §9. Calendar days are 'YYYY-MM-DD' and computed in UTC, so no time zone or
// daylight-saving change can shift a day; `today` is passed in to keep the functions pure.

/** Days from IATF to the expected calving. */
export const GESTATION_LENGTH_DAYS = 285;
/** Gestation days above this are shown in red. */
export const OVERDUE_GESTATION_DAYS = 315;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toEpochDay(day: string): number | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, date);
  const check = new Date(ms);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return ms / DAY_MS;
}

function fromEpochDay(epochDay: number): string {
  return new Date(epochDay * DAY_MS).toISOString().slice(0, 10);
}

/** `day` plus `days` (negative goes back); null for an invalid day. */
export function addDaysToDate(day: string, days: number): string | null {
  const epochDay = toEpochDay(day);
  return epochDay === null ? null : fromEpochDay(epochDay + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier); null if either is invalid. */
export function daysBetweenDates(from: string, to: string): number | null {
  const [a, b] = [toEpochDay(from), toEpochDay(to)];
  return a === null || b === null ? null : b - a;
}

export type CalvingInput = {
  /** Day of the insemination. */
  iatfDate: string | null | undefined;
  /** The cow was diagnosed pregnant by the bull (natural service after the IATF). */
  bullPregnancy?: boolean;
  /** d0.diasGestacaoTouro: how many days the bull pregnancy is behind the IATF one. */
  diasGestacaoTouro?: number | null;
};

/** IATF date + 285 days, minus diasGestacaoTouro for a bull pregnancy. */
export function expectedCalvingDate({
  iatfDate,
  bullPregnancy = false,
  diasGestacaoTouro,
}: CalvingInput): string | null {
  if (!iatfDate) return null;
  const bullDays = bullPregnancy ? (diasGestacaoTouro ?? 0) : 0;
  return addDaysToDate(iatfDate, GESTATION_LENGTH_DAYS - bullDays);
}

export type GestationDaysInput = {
  iatfDate: string | null | undefined;
  today: string;
  /** Day number of the protocol's IATF step (D10 → 10). */
  protocolIatfDay: number;
  /** Only cows pregnant in an earlier diagnosis have a gestation count. */
  hasPriorPregnancy: boolean;
};

/** Days since the IATF date plus the protocol's IATF day, for cows with a prior pregnancy; else null. */
export function gestationDays({
  iatfDate,
  today,
  protocolIatfDay,
  hasPriorPregnancy,
}: GestationDaysInput): number | null {
  if (!hasPriorPregnancy || !iatfDate) return null;
  const elapsed = daysBetweenDates(iatfDate, today);
  return elapsed === null ? null : elapsed + protocolIatfDay;
}

/** Gestation days above 315 are highlighted red. */
export function isOverdue(days: number | null | undefined): boolean {
  return typeof days === 'number' && days > OVERDUE_GESTATION_DAYS;
}

export type Gestation = { days: number | null; overdue: boolean; calving: string | null };

export type GestationFiguresInput = {
  /** Day of the insemination of the cow's round (the batch's D0 date plus the protocol's last day). */
  iatfDate: string | null | undefined;
  /** Day number of the protocol's IATF step (D10 → 10). */
  protocolIatfDay: number;
  today: string;
  /** Pregnant by the bull (natural service after the IATF). */
  byBull: boolean;
  /** d0.diasGestacaoTouro: how many days the bull pregnancy is behind the IATF one. */
  diasGestacaoTouro?: number | null;
};

/**
 * Every gestation figure of a pregnant cow, for every screen, the report and the export (spec §9): days since the
 * IATF plus the protocol's IATF day, red above 315, and the calving 285 days after the IATF. A bull pregnancy is
 * `diasGestacaoTouro` days younger: both its days and its calving move by that much (docs/DECISIONS.md).
 */
export function gestationFigures({
  iatfDate,
  protocolIatfDay,
  today,
  byBull,
  diasGestacaoTouro,
}: GestationFiguresInput): Gestation {
  const bullDays = byBull ? (diasGestacaoTouro ?? 0) : 0;
  const counted = gestationDays({ iatfDate, today, protocolIatfDay, hasPriorPregnancy: true });
  const days = counted === null ? null : counted - bullDays;
  return {
    days,
    overdue: isOverdue(days),
    calving: expectedCalvingDate({ iatfDate, bullPregnancy: byBull, diasGestacaoTouro }),
  };
}
