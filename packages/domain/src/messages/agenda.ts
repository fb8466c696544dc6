import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/agenda.ts';

const m = defineMessages('agenda', ptBR);

// The season agenda on home. None of these texts is in the spec: the agenda is new.

export const AGENDA_TITLE = (): string => m.text('AGENDA_TITLE');
export const AGENDA_OVERDUE = (): string => m.text('AGENDA_OVERDUE');
export const AGENDA_TODAY = (): string => m.text('AGENDA_TODAY');
export const AGENDA_UPCOMING = (): string => m.text('AGENDA_UPCOMING');
export const AGENDA_EMPTY = (): string => m.text('AGENDA_EMPTY');
export const AGENDA_HINT = (): string => m.text('AGENDA_HINT');

export function agendaCows(count: number): string {
  return m.format('agendaCows', { count, n: String(count) });
}

/** 'Atrasado 3 dias' under an overdue step's date. */
export function agendaLate(days: number): string {
  return m.format('agendaLate', { days, n: String(days) });
}
