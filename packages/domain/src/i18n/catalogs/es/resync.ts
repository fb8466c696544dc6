import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/resync.ts';

// Spanish texts of messages/resync.ts.
export default {
  BACK_TO_RESYNC_NEEDS_CONNECTION:
    'Disponible solo con conexión: para deshacer la resinc, el servidor debe eliminar el lote en todos los dispositivos.',
  confirmBackToResync: icu(
    '¿Desea volver a la resinc anterior? El lote {batchName} y sus vientres serán eliminados.',
  ),
  BACK_TO_RESYNC_DONE: 'Lote anterior restaurado. Recargando…',
  RESYNC_ALL_PREGNANT: 'Todos los vientres de este lote están preñados: no hay a quién resincronizar.',
  RESYNC_NOT_AVAILABLE:
    'La resinc de este lote no está disponible: requiere la IATF realizada, el DG Final todavía pendiente y el lote sin reserva de otro usuario.',
} satisfies Translation<typeof ptBR>;
