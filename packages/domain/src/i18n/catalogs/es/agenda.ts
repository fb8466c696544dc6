import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/agenda.ts';

// Spanish texts of messages/agenda.ts.
export default {
  AGENDA_TITLE: 'Próximos manejos',
  AGENDA_OVERDUE: 'Atrasados',
  AGENDA_TODAY: 'Hoy',
  AGENDA_UPCOMING: 'Próximos 7 días',
  AGENDA_EMPTY: 'No hay ningún manejo previsto para hoy ni para los próximos 7 días.',
  AGENDA_HINT: 'De los lotes de los establecimientos descargados en este dispositivo.',
  agendaCows: icu('{count, plural, =1 {{n} vientre} other {{n} vientres}}'),
  agendaLate: icu('{days, plural, =1 {Atrasado {n} día} other {Atrasado {n} días}}'),
} satisfies Translation<typeof ptBR>;
