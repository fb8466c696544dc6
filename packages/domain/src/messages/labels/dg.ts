// Labels of the DG / DGRessinc and DG Final screens that the spec names only by field (§2, §3); pt-BR.

export const DG_COLUMN_LABELS = {
  condicaoDG: 'Diagnóstico',
  eccDG: 'ECC',
  tipoPrenhe: 'Tipo',
  clVazia: 'Presença de CL',
  dispositivoIntravaginal: 'Dispositivo Intravaginal',
  numero_Uso_Disp: 'Uso',
  peso_d0resync: 'Peso Inicial',
  observacaoDG: 'Observações',
} as const;

export const DG_FINAL_COLUMN_LABELS = {
  condicaoDGFinal: 'Diagnóstico Final',
  ecC_Final: 'ECC',
  tipoPrenheFinal: 'Tipo',
  clFinal: 'Presença de CL',
  pesoBezerro: 'Peso',
  observacao_DG_Final: 'Observações',
} as const;

export const DG_FINAL_TITLE = 'DG Final';
export const SEMEN_PREFIX = 'Sêmen';
export { COLUMN_LOT as LOT_PREFIX } from './bulls.ts';
export const PREVIOUS_OBSERVATIONS_PREFIX = 'Obs.';
export const GESTATION_LOSS = 'Perda de gestação';
export const COUNTERS_LABEL = 'Resumo do diagnóstico';
export const CL_NO = 'Não';
export const CL_YES = 'Sim';
export const CLEAR_CHOICE = '—';

/** 'Gestação: 58 dias · Parto previsto: 04/09/2027' (spec §9 gestation). */
export function gestationLine(days: number | null, calving: string): string {
  return [days === null ? '' : `Gestação: ${days} dias`, calving ? `Parto previsto: ${calving}` : '']
    .filter(Boolean)
    .join(' · ');
}
