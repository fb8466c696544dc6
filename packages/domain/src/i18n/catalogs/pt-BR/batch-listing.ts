import { icu } from '../../catalog.ts';

// pt-BR texts of messages/batch-listing.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  CANCEL_INCLUDE_TITLE: 'Cancelar inclusão',
  confirmCancelInclude: icu(
    'A matriz {code} e os manejos registrados para ela serão excluídos e o lote será desbloqueado. Deseja continuar?',
  ),
  INCLUDE_NEEDS_D0: 'Disponível após o D0: antes dele, as matrizes são cadastradas na tela do D0.',
} as const;
