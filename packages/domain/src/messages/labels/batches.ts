import { defineMessages } from '../../i18n/catalog.ts';
import ptBR from '../../i18n/catalogs/pt-BR/labels/batches.ts';
import { currentLocale } from '../../i18n/current-locale.ts';

const m = defineMessages('labels/batches', ptBR);

// Labels of the batch screens that the spec names only by field (§2, §3); pt-BR, not verbatim spec texts
// unless marked.

export const COLUMN_BATCH = (): string => m.text('COLUMN_BATCH');
export const COLUMN_PROTOCOL = (): string => m.text('COLUMN_PROTOCOL');
export const COLUMN_IATF = (): string => m.text('COLUMN_IATF');
/** A batch filter left open: any protocol or process ('Todos'), any IATF date ('Todas'). */
export const FILTER_ANY = (): string => m.text('FILTER_ANY');
export const FILTER_ANY_DATE = (): string => m.text('FILTER_ANY_DATE');
export const COLUMN_COWS = (): string => m.text('COLUMN_COWS');
export const COLUMN_ACTIONS = (): string => m.text('COLUMN_ACTIONS');
export { IATF_DATE_LABEL } from '../management.ts';
export const VIEW = (): string => m.text('VIEW');
/** The row action opening the batch's next management screen (D0, DN, IATF…). */
export const OPEN_MANAGEMENT = (): string => m.text('OPEN_MANAGEMENT');
export { BUTTON_EDIT as EDIT } from '../common.ts';
export const DELETE = (): string => m.text('DELETE');
export const BATCHES_LABEL = (): string => m.text('BATCHES_LABEL');
export const DELETE_TITLE = (): string => m.text('DELETE_TITLE');
export const BATCH_NOT_FOUND = (): string => m.text('BATCH_NOT_FOUND');
export const EDIT_BATCH_TITLE = (): string => m.text('EDIT_BATCH_TITLE');

export const LABELS = () => m.text('LABELS');

export function formatPercent(value: number): string {
  return `${value.toLocaleString(currentLocale(), { minimumFractionDigits: 0, maximumFractionDigits: 2 })}%`;
}

/** Names of the merge targets (routes of spec §2) as the merge screen offers them. */
export const MERGE_TARGET_NAMES = () => m.text('MERGE_TARGET_NAMES');
