import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/dg.ts';

// Spanish texts of messages/dg.ts.
export default {
  confirmFillAll: icu(
    '{count, plural, one {¿Completar el vientre no guardado con los valores elegidos?} other {¿Completar los {n} vientres no guardados con los valores elegidos?}}',
  ),
  FILL_ALL_NOTHING_CHOSEN: 'Elija un valor en la barra de arriba antes de completar todos.',
  dgTotalCows: icu('TOTAL DE VIENTRES: {saved}/{total}'),
} satisfies Translation<typeof ptBR>;
