import { icu } from '../../catalog.ts';

// pt-BR texts of messages/resync.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  BACK_TO_RESYNC_NEEDS_CONNECTION:
    'Disponível somente com conexão: desfazer a ressinc precisa do servidor para apagar o lote em todos os dispositivos.',
  confirmBackToResync: icu(
    'Deseja voltar para a ressinc anterior? O lote {batchName} e suas matrizes serão excluídos.',
  ),
  BACK_TO_RESYNC_DONE: 'Lote anterior restaurado. Recarregando…',
  RESYNC_ALL_PREGNANT: 'Todas as matrizes deste lote estão prenhes: não há quem ressincronizar.',
  RESYNC_NOT_AVAILABLE:
    'A ressinc deste lote não está disponível: ela pede a IATF feita, o DG Final ainda por fazer e o lote sem reserva de outro usuário.',
} as const;
