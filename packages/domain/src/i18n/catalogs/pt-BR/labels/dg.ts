import { icu } from '../../../catalog.ts';

// pt-BR texts of messages/labels/dg.ts: the spec's texts, verbatim; each message's note is beside its reader there.
export default {
  DG_COLUMN_LABELS: {
    condicaoDG: 'Diagnóstico',
    eccDG: 'ECC',
    tipoPrenhe: 'Tipo',
    clVazia: 'Presença de CL',
    dispositivoIntravaginal: 'Dispositivo Intravaginal',
    numero_Uso_Disp: 'Uso',
    peso_d0resync: 'Peso Inicial',
    observacaoDG: 'Observações',
  },
  DG_FINAL_COLUMN_LABELS: {
    condicaoDGFinal: 'Diagnóstico Final',
    ecC_Final: 'ECC',
    tipoPrenheFinal: 'Tipo',
    clFinal: 'Presença de CL',
    pesoBezerro: 'Peso',
    observacao_DG_Final: 'Observações',
  },
  DG_FINAL_TITLE: 'DG Final',
  SEMEN_PREFIX: 'Sêmen',
  PREVIOUS_OBSERVATIONS_PREFIX: 'Obs.',
  GESTATION_LOSS: 'Perda de gestação',
  COUNTERS_LABEL: 'Resumo do diagnóstico',
  CL_NO: 'Não',
  CL_YES: 'Sim',
  CLEAR_CHOICE: '—',
  gestationDays: icu('Gestação: {n} dias'),
  expectedCalving: icu('Parto previsto: {calving}'),
} as const;
