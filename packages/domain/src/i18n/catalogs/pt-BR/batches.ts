import { icu } from '../../catalog.ts';

// pt-BR texts of messages/batches.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  NEW_BATCH_TITLE: 'Novo Lote',
  NEW_CORRAL_TITLE: 'Novo Retiro',
  SEVERAL_BATCHES: 'Vários Lotes',
  MERGE_BATCHES_BUTTON: 'Mesclar lotes',
  MERGE_BATCHES_TITLE: 'Mesclar Lotes',
  MERGE_IN_DG_SWITCH: 'Mesclar Lotes em DG e DG Final',
  MERGE_TARGET_LABEL: 'Manejo',
  MERGE_NO_COMMON_MANAGEMENT:
    'Os lotes selecionados não estão no mesmo manejo. Escolha lotes no mesmo manejo ou mescle em DG e DG Final.',
  RESERVE_BUTTON: 'Reservar',
  RELEASE_RESERVATION_BUTTON: 'Liberar Reserva',
  BATCH_RESERVED_LABEL: 'Lote Reservado',
  BATCH_ALREADY_RESERVED_TITLE: 'Lote já reservado',
  BATCH_RESERVED_BY_OTHER: 'O lote já se encontra reservado por outro usuario',
  BATCH_BLOCKED_TITLE: 'Lote bloqueado!',
  BATCH_BLOCKED_MESSAGE: 'Exclua a matriz acima para que o lote seja desbloqueado.',
  BATCH_BLOCKED_NOTICE: 'Lote Bloqueado',
  GO_TO_BATCH_BUTTON: 'Ir para o Lote',
  D0_ALREADY_FINALIZED: 'D0 já finalizado.',
  D0_ALREADY_FINALIZED_DETAIL:
    'As matrizes cadastradas ou editadas a partir de agora ficam registradas como alteradas após o D0.',
  BACK_TO_PREVIOUS_RESYNC: 'Voltar para Ressinc anterior',
  DEFAULT_CORRAL_DISPLAY: '-',
  mergeSelectionCount: icu('{n} lote(s) selecionado(s)'),
  confirmDeleteBatch: icu('Deseja realmente excluir o lote ({name})?'),
  confirmDeleteCorral: icu('Deseja realmente excluir o retiro ({name})?'),
} as const;
