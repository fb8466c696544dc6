import { icu } from '../../catalog.ts';

// pt-BR texts of messages/agenda.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  AGENDA_TITLE: 'Próximos manejos',
  AGENDA_OVERDUE: 'Atrasados',
  AGENDA_TODAY: 'Hoje',
  AGENDA_UPCOMING: 'Próximos 7 dias',
  AGENDA_EMPTY: 'Nenhum manejo previsto para hoje nem para os próximos 7 dias.',
  AGENDA_HINT: 'Dos lotes das fazendas baixadas neste dispositivo.',
  agendaCows: icu('{count, plural, =1 {{n} matriz} other {{n} matrizes}}'),
  agendaLate: icu('{days, plural, =1 {Atrasado {n} dia} other {Atrasado {n} dias}}'),
} as const;
