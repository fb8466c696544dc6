import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/batch-listing.ts';

// Spanish texts of messages/batch-listing.ts.
export default {
  CANCEL_INCLUDE_TITLE: 'Cancelar inclusión',
  confirmCancelInclude: icu(
    'El vientre {code} y los manejos registrados para él serán eliminados y el lote será desbloqueado. ¿Desea continuar?',
  ),
  INCLUDE_NEEDS_D0: 'Disponible después del D0: antes, los vientres se registran en la pantalla del D0.',
} satisfies Translation<typeof ptBR>;
