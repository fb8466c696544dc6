import { icu, type Translation } from '../../../catalog.ts';
import type ptBR from '../../pt-BR/labels/dg.ts';

// Spanish texts of messages/labels/dg.ts.
export default {
  DG_COLUMN_LABELS: {
    condicaoDG: 'Diagnóstico',
    eccDG: 'CC',
    tipoPrenhe: 'Tipo',
    clVazia: 'Presencia de CL',
    dispositivoIntravaginal: 'Dispositivo Intravaginal',
    numero_Uso_Disp: 'Uso',
    peso_d0resync: 'Peso Inicial',
    observacaoDG: 'Observaciones',
  },
  DG_FINAL_COLUMN_LABELS: {
    condicaoDGFinal: 'Diagnóstico Final',
    ecC_Final: 'CC',
    tipoPrenheFinal: 'Tipo',
    clFinal: 'Presencia de CL',
    pesoBezerro: 'Peso',
    observacao_DG_Final: 'Observaciones',
  },
  DG_FINAL_TITLE: 'DG Final',
  SEMEN_PREFIX: 'Semen',
  PREVIOUS_OBSERVATIONS_PREFIX: 'Obs.',
  GESTATION_LOSS: 'Pérdida de gestación',
  COUNTERS_LABEL: 'Resumen del diagnóstico',
  CL_NO: 'No',
  CL_YES: 'Sí',
  CLEAR_CHOICE: '—',
  gestationDays: icu('{days, plural, one {Gestación: {n} día} other {Gestación: {n} días}}'),
  expectedCalving: icu('Parto previsto: {calving}'),
} satisfies Translation<typeof ptBR>;
