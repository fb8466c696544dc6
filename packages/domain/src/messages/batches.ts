// Batch (lote) and retiro texts: reservation, blocking, merge, deletion (spec §2, §4, §8). Verbatim unless marked
// "not in the spec". The name-uniqueness and merge-minimum texts are in validation.ts.

export const NEW_BATCH_TITLE = 'Novo Lote';
export const NEW_CORRAL_TITLE = 'Novo Retiro';
/** Several batches opened together on a management screen. */
export const SEVERAL_BATCHES = 'Vários Lotes';

// Merge.
export const MERGE_BATCHES_BUTTON = 'Mesclar lotes';
export const MERGE_BATCHES_TITLE = 'Mesclar Lotes';
export const MERGE_IN_DG_SWITCH = 'Mesclar Lotes em DG e DG Final';
/** Not in the spec: the merge screen's management choice. */
export const MERGE_TARGET_LABEL = 'Manejo';
/** Not in the spec: the chosen batches are at different managements and the switch is off. */
export const MERGE_NO_COMMON_MANAGEMENT =
  'Os lotes selecionados não estão no mesmo manejo. Escolha lotes no mesmo manejo ou mescle em DG e DG Final.';
export function mergeSelectionCount(count: number): string {
  return `${count} lote(s) selecionado(s)`;
}

// Reservation.
export const RESERVE_BUTTON = 'Reservar';
export const RELEASE_RESERVATION_BUTTON = 'Liberar Reserva';
export const BATCH_RESERVED_LABEL = 'Lote Reservado';
export const BATCH_ALREADY_RESERVED_TITLE = 'Lote já reservado';
export const BATCH_RESERVED_BY_OTHER = 'O lote já se encontra reservado por outro usuario';

// Blocking (a cow left half-registered by Incluir Matriz).
export const BATCH_BLOCKED_TITLE = 'Lote bloqueado!';
export const BATCH_BLOCKED_MESSAGE = 'Exclua a matriz acima para que o lote seja desbloqueado.';
export const BATCH_BLOCKED_NOTICE = 'Lote Bloqueado';
export const GO_TO_BATCH_BUTTON = 'Ir para o Lote';

export const D0_ALREADY_FINALIZED = 'D0 já finalizado.';
/** Not in the spec: under 'D0 já finalizado.', what Continuar leads to. */
export const D0_ALREADY_FINALIZED_DETAIL =
  'As matrizes cadastradas ou editadas a partir de agora ficam registradas como alteradas após o D0.';
export const BACK_TO_PREVIOUS_RESYNC = 'Voltar para Ressinc anterior';

export function confirmDeleteBatch(name: string): string {
  return `Deseja realmente excluir o lote (${name})?`;
}

export function confirmDeleteCorral(name: string): string {
  return `Deseja realmente excluir o retiro (${name})?`;
}

/** Name of the automatic retiro of farms without retiros, and how lists show it. */
export const DEFAULT_CORRAL_NAME = 'DEFAULT';
export const DEFAULT_CORRAL_DISPLAY = '-';
