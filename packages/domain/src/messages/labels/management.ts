import { defineMessages } from '../../i18n/catalog.ts';
import ptBR from '../../i18n/catalogs/pt-BR/labels/management.ts';

const m = defineMessages('labels/management', ptBR);

// Labels of the management screens that the spec names only by field (§2, §3); pt-BR, not verbatim spec
// texts unless marked.

export const COW_FIELD_LABELS = () => m.text('COW_FIELD_LABELS');

export const PROTOCOL_LABEL = (): string => m.text('PROTOCOL_LABEL');
export const MANAGEMENT_LABEL = (): string => m.text('MANAGEMENT_LABEL');
export const NEW_COW_TITLE = (): string => m.text('NEW_COW_TITLE');
export const EDIT_COW_TITLE = (): string => m.text('EDIT_COW_TITLE');
export const SAVE_COW = (): string => m.text('SAVE_COW');
/** Not in the spec: what the cow form says once a cow is saved, naming her, until the next cow is typed. */
export function cowSaved(code: string): string {
  return m.format('cowSaved', { code });
}
export const CANCEL_EDIT = (): string => m.text('CANCEL_EDIT');
export const FILTER_ALL = (): string => m.text('FILTER_ALL');
export const COWS_TABLE_LABEL = (): string => m.text('COWS_TABLE_LABEL');
export const COLUMN_ID1 = (): string => m.text('COLUMN_ID1');
export const COLUMN_ID2 = (): string => m.text('COLUMN_ID2');
export const COLUMN_ACTIONS = (): string => m.text('COLUMN_ACTIONS');
export const EDIT_COW = (): string => m.text('EDIT_COW');
export const DELETE_COW = (): string => m.text('DELETE_COW');
export const SAVED = (): string => m.text('SAVED');
export const UNSAVED = (): string => m.text('UNSAVED');
export const OK = (): string => m.text('OK');
export const BATCHES_NOT_FOUND = (): string => m.text('BATCHES_NOT_FOUND');
export const SEVERAL_BATCHES = (): string => m.text('SEVERAL_BATCHES');
/** Not in the spec: the question before a cow is deleted. */
export function confirmDeleteCow(code: string): string {
  return m.format('confirmDeleteCow', { code });
}
export const COLUMN_COW = (): string => m.text('COLUMN_COW');
export const COLUMN_FIELDS = (): string => m.text('COLUMN_FIELDS');
export const DN_OBSERVATION_LABEL = (): string => m.text('DN_OBSERVATION_LABEL');
export const SAVE_ALL_TITLE = (): string => m.text('SAVE_ALL_TITLE');
/** Not in the spec: the confirmation 'Salvar todas' asks for (spec §4 'with confirmation'). */
export function confirmSaveAll(count: number): string {
  return m.format('confirmSaveAll', { count, n: String(count) });
}
export { NO_COWS_IN_BATCH_YET as NO_COWS_FOR_STEP } from '../common.ts';
/** Not in the spec: the spoken name of the save-all indicator beside 'Salvar todas'. */
export const SAVING_ALL = (): string => m.text('SAVING_ALL');
