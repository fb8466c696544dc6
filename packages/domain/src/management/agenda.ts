// The season agenda on home: each downloaded batch's next management with the day it falls on,
// grouped as overdue, today and the next days. The step comes from the next-management rule, its day from the
// batch's D0 date plus the protocol day's number (spec §9); a DG falls DG_DAYS_AFTER_IATF after the IATF.
import type { DomainLookup } from '../lists/domain-ids.ts';
import { addDaysToDate, daysBetweenDates } from '../rules/gestation.ts';
import { dayNumberOf, iatfDate, type ProtocolDays } from '../rules/iatf-dates.ts';
import {
  type FlowBatch,
  type ManagementRoute,
  managementPath,
  nextManagement,
} from '../rules/next-management.ts';
import { compareText } from '../rules/sorting.ts';

/** The usual ultrasound window opens about 30 days after the insemination (see DECISIONS). */
export const DG_DAYS_AFTER_IATF = 30;
/** How far ahead the agenda looks, today excluded. */
export const AGENDA_HORIZON_DAYS = 7;
/** Overdue steps older than this are left out: a batch abandoned months ago is not a task for today. */
export const AGENDA_OVERDUE_DAYS = 30;

export type AgendaBatch = FlowBatch & {
  id: string;
  nomeLote: string;
  retiroId: string;
  protocoloId: string | null;
  /** The D0 date, 'YYYY-MM-DD'. */
  dataIatf: string | null;
  pastDGFinal?: boolean | null;
  isDeleted?: boolean | null;
};

export type AgendaInput = {
  batches: readonly AgendaBatch[];
  protocols: ReadonlyMap<string, ProtocolDays>;
  /** Each retiro's farm; batches of retiros not listed (farms not downloaded) are left out. */
  farmOfCorral: ReadonlyMap<string, { farmId: string; farmName: string }>;
  lookup: DomainLookup;
  /** The device's calendar day, 'YYYY-MM-DD'. */
  today: string;
};

export type AgendaWhen = 'overdue' | 'today' | 'upcoming';

export type AgendaEntry = {
  batchId: string;
  nomeLote: string;
  farmId: string;
  farmName: string;
  /** The step's label as the batch lists show it ('D0', 'D8', 'IATF', 'DG/D0', 'DG'…). */
  label: string;
  route: ManagementRoute;
  /** The screen that does the step. */
  path: string;
  date: string;
  when: AgendaWhen;
};

/** The day a batch's next step falls on; null when it cannot be told (no D0 date, no protocol, DG Final). */
export function nextStepDate(
  batch: AgendaBatch,
  protocol: ProtocolDays,
  lookup: DomainLookup,
): string | null {
  if (!batch.dataIatf) return null;
  const next = nextManagement(batch, protocol, lookup);
  if (next.route === 'DGFinal') return null;
  if (next.route === 'DG') {
    const inseminated = iatfDate(batch.dataIatf, protocol, lookup);
    return inseminated ? addDaysToDate(inseminated, DG_DAYS_AFTER_IATF) : null;
  }
  const number = dayNumberOf(next.day, lookup);
  return number === null ? null : addDaysToDate(batch.dataIatf, number);
}

function whenOf(date: string, today: string): AgendaWhen | null {
  const days = daysBetweenDates(today, date);
  if (days === null) return null;
  if (days === 0) return 'today';
  if (days > 0) return days <= AGENDA_HORIZON_DAYS ? 'upcoming' : null;
  return -days <= AGENDA_OVERDUE_DAYS ? 'overdue' : null;
}

/** The agenda's entries, by day, then farm and batch name (pt-BR collation). */
export function buildAgenda(input: AgendaInput): AgendaEntry[] {
  const entries: AgendaEntry[] = [];
  for (const batch of input.batches) {
    if (batch.isDeleted || batch.pastDGFinal || !batch.protocoloId) continue;
    const farm = input.farmOfCorral.get(batch.retiroId);
    const protocol = input.protocols.get(batch.protocoloId);
    if (!farm || !protocol) continue;
    const date = nextStepDate(batch, protocol, input.lookup);
    const when = date ? whenOf(date, input.today) : null;
    if (!date || !when) continue;
    const next = nextManagement(batch, protocol, input.lookup);
    entries.push({
      batchId: batch.id,
      nomeLote: batch.nomeLote,
      farmId: farm.farmId,
      farmName: farm.farmName,
      label: next.label,
      route: next.route,
      path: managementPath(next.route, [batch.id]),
      date,
      when,
    });
  }
  return entries.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      compareText(a.farmName, b.farmName) ||
      compareText(a.nomeLote, b.nomeLote),
  );
}
