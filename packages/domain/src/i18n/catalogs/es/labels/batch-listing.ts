import { icu, type Translation } from '../../../catalog.ts';
import type ptBR from '../../pt-BR/labels/batch-listing.ts';

// Spanish texts of messages/labels/batch-listing.ts.
export default {
  BATCH_LABEL: 'Lote',
  PROTOCOL_LABEL: 'Protocolo',
  D0_DATE_LABEL: 'Fecha del D0',
  COWS_LABEL: 'Vientres',
  NEXT_MANAGEMENT_LABEL: 'Próximo manejo',
  BATCH_INFO_LABEL: 'Información del lote',
  COWS_TABLE_LABEL: 'Vientres del lote',
  ECC_LABEL: 'CC',
  DG_LABEL: 'DG',
  DG_FINAL_LABEL: 'DG Final',
  IATF_LABEL: 'IATF',
  HANDLINGS_TITLE: 'Manejos del vientre',
  HANDLING_COLUMN: 'Manejo',
  SEMEN_LABEL: 'Semen',
  INSEMINATOR_LABEL: 'Inseminador',
  OBSERVATION_LABEL: 'Observación',
  DG_CONDITION_LABEL: 'Diagnóstico',
  PREGNANCY_TYPE_LABEL: 'Tipo',
  SAVE_HANDLING: 'Guardar',
  HANDLING_SAVED: 'Guardado',
  FINISH_INCLUDE: 'Finalizar inclusión',
  CONTINUE_INCLUDE: 'Continuar inclusión',
  CANCEL_INCLUDE: 'Cancelar inclusión',
  NO_HANDLINGS_DONE:
    'El lote todavía no hizo IATF ni DG: los próximos manejos de este vientre se realizan en sus pantallas.',
  includingCow: icu('Incluyendo el vientre {code}'),
  blockingCowLine: icu('Vientre: {code}'),
} satisfies Translation<typeof ptBR>;
