import { icu, type Translation } from '../../catalog.ts';
import type ptBR from '../pt-BR/batches.ts';

// Spanish texts of messages/batches.ts.
export default {
  NEW_BATCH_TITLE: 'Nuevo Lote',
  NEW_CORRAL_TITLE: 'Nuevo Potrero',
  SEVERAL_BATCHES: 'Varios Lotes',
  MERGE_BATCHES_BUTTON: 'Unir lotes',
  MERGE_BATCHES_TITLE: 'Unir Lotes',
  MERGE_IN_DG_SWITCH: 'Unir Lotes en DG y DG Final',
  MERGE_TARGET_LABEL: 'Manejo',
  MERGE_NO_COMMON_MANAGEMENT:
    'Los lotes seleccionados no están en el mismo manejo. Elija lotes en el mismo manejo o únalos en DG y DG Final.',
  RESERVE_BUTTON: 'Reservar',
  RELEASE_RESERVATION_BUTTON: 'Liberar Reserva',
  BATCH_RESERVED_LABEL: 'Lote Reservado',
  BATCH_ALREADY_RESERVED_TITLE: 'Lote ya reservado',
  BATCH_RESERVED_BY_OTHER: 'El lote ya se encuentra reservado por otro usuario',
  BATCH_BLOCKED_TITLE: '¡Lote bloqueado!',
  BATCH_BLOCKED_MESSAGE: 'Elimine el vientre de arriba para que el lote se desbloquee.',
  BATCH_BLOCKED_NOTICE: 'Lote Bloqueado',
  GO_TO_BATCH_BUTTON: 'Ir al Lote',
  D0_ALREADY_FINALIZED: 'D0 ya finalizado.',
  D0_ALREADY_FINALIZED_DETAIL:
    'Los vientres registrados o editados a partir de ahora quedan registrados como modificados después del D0.',
  BACK_TO_PREVIOUS_RESYNC: 'Volver a la Resinc anterior',
  DEFAULT_CORRAL_DISPLAY: '-',
  mergeSelectionCount: icu('{count, plural, =1 {{n} lote seleccionado} other {{n} lotes seleccionados}}'),
  confirmDeleteBatch: icu('¿Realmente desea eliminar el lote ({name})?'),
  confirmDeleteCorral: icu('¿Realmente desea eliminar el potrero ({name})?'),
} satisfies Translation<typeof ptBR>;
