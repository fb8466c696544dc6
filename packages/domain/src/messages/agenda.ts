// The season agenda on home. None of these texts is in the spec: the agenda is new.

export const AGENDA_TITLE = 'Próximos manejos';
export const AGENDA_OVERDUE = 'Atrasados';
export const AGENDA_TODAY = 'Hoje';
export const AGENDA_UPCOMING = 'Próximos 7 dias';
export const AGENDA_EMPTY = 'Nenhum manejo previsto para hoje nem para os próximos 7 dias.';
export const AGENDA_HINT = 'Dos lotes das fazendas baixadas neste dispositivo.';

export function agendaCows(count: number): string {
  return count === 1 ? '1 matriz' : `${count} matrizes`;
}

/** 'Atrasado 3 dias' under an overdue step's date. */
export function agendaLate(days: number): string {
  return days === 1 ? 'Atrasado 1 dia' : `Atrasado ${days} dias`;
}
