import { defineMessages } from '../../i18n/catalog.ts';
import ptBR from '../../i18n/catalogs/pt-BR/labels/dg.ts';

const m = defineMessages('labels/dg', ptBR);

// Labels of the DG / DGRessinc and DG Final screens that the spec names only by field (§2, §3); pt-BR.

export const DG_COLUMN_LABELS = () => m.text('DG_COLUMN_LABELS');

export const DG_FINAL_COLUMN_LABELS = () => m.text('DG_FINAL_COLUMN_LABELS');

export const DG_FINAL_TITLE = (): string => m.text('DG_FINAL_TITLE');
export const SEMEN_PREFIX = (): string => m.text('SEMEN_PREFIX');
export { COLUMN_LOT as LOT_PREFIX } from './bulls.ts';
export const PREVIOUS_OBSERVATIONS_PREFIX = (): string => m.text('PREVIOUS_OBSERVATIONS_PREFIX');
export const GESTATION_LOSS = (): string => m.text('GESTATION_LOSS');
export const COUNTERS_LABEL = (): string => m.text('COUNTERS_LABEL');
export const CL_NO = (): string => m.text('CL_NO');
export const CL_YES = (): string => m.text('CL_YES');
export const CLEAR_CHOICE = (): string => m.text('CLEAR_CHOICE');

/** 'Gestação: 58 dias · Parto previsto: 04/09/2027' (spec §9 gestation). */
export function gestationLine(days: number | null, calving: string): string {
  return [
    days === null ? '' : m.format('gestationDays', { days, n: String(days) }),
    calving ? m.format('expectedCalving', { calving }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
