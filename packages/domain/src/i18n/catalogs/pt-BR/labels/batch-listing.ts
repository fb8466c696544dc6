import { icu } from '../../../catalog.ts';

// pt-BR texts of messages/labels/batch-listing.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  BATCH_LABEL: 'Lote',
  PROTOCOL_LABEL: 'Protocolo',
  D0_DATE_LABEL: 'Data do D0',
  COWS_LABEL: 'Matrizes',
  NEXT_MANAGEMENT_LABEL: 'Próximo manejo',
  BATCH_INFO_LABEL: 'Informações do lote',
  COWS_TABLE_LABEL: 'Matrizes do lote',
  ECC_LABEL: 'ECC',
  DG_LABEL: 'DG',
  DG_FINAL_LABEL: 'DG Final',
  IATF_LABEL: 'IATF',
  HANDLINGS_TITLE: 'Manejos da matriz',
  HANDLING_COLUMN: 'Manejo',
  SEMEN_LABEL: 'Sêmen',
  INSEMINATOR_LABEL: 'Inseminador',
  OBSERVATION_LABEL: 'Observação',
  DG_CONDITION_LABEL: 'Diagnóstico',
  PREGNANCY_TYPE_LABEL: 'Tipo',
  SAVE_HANDLING: 'Salvar',
  HANDLING_SAVED: 'Salvo',
  FINISH_INCLUDE: 'Concluir inclusão',
  CONTINUE_INCLUDE: 'Continuar inclusão',
  CANCEL_INCLUDE: 'Cancelar inclusão',
  NO_HANDLINGS_DONE:
    'O lote ainda não fez IATF nem DG: os próximos manejos desta matriz são feitos nas telas deles.',
  includingCow: icu('Incluindo a matriz {code}'),
  blockingCowLine: icu('Matriz: {code}'),
} as const;
