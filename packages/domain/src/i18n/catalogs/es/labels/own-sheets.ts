import type { Translation } from '../../../catalog.ts';
import type ptBR from '../../pt-BR/labels/own-sheets.ts';

// Spanish texts of messages/labels/own-sheets.ts.
export default {
  OWN_SHEET_EXTRA_FIELD_LABELS: {
    dataIatf: 'Fecha de la IATF',
    touro: 'Toro',
    observacao: 'Observación',
    previsaoParto: 'Previsión de Parto',
  },
} satisfies Translation<typeof ptBR>;
