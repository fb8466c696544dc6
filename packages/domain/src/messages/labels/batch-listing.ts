import { defineMessages } from '../../i18n/catalog.ts';
import ptBR from '../../i18n/catalogs/pt-BR/labels/batch-listing.ts';

const m = defineMessages('labels/batch-listing', ptBR);

// Labels of the batch cow listing and of Incluir Matriz (spec §2).
export const BATCH_LABEL = (): string => m.text('BATCH_LABEL');
export const PROTOCOL_LABEL = (): string => m.text('PROTOCOL_LABEL');
export const D0_DATE_LABEL = (): string => m.text('D0_DATE_LABEL');
export const COWS_LABEL = (): string => m.text('COWS_LABEL');
export const NEXT_MANAGEMENT_LABEL = (): string => m.text('NEXT_MANAGEMENT_LABEL');
export const BATCH_INFO_LABEL = (): string => m.text('BATCH_INFO_LABEL');
export const COWS_TABLE_LABEL = (): string => m.text('COWS_TABLE_LABEL');
export const ECC_LABEL = (): string => m.text('ECC_LABEL');
export const DG_LABEL = (): string => m.text('DG_LABEL');
export const DG_FINAL_LABEL = (): string => m.text('DG_FINAL_LABEL');
export const IATF_LABEL = (): string => m.text('IATF_LABEL');
export const HANDLINGS_TITLE = (): string => m.text('HANDLINGS_TITLE');
export const HANDLING_COLUMN = (): string => m.text('HANDLING_COLUMN');
export const SEMEN_LABEL = (): string => m.text('SEMEN_LABEL');
export const INSEMINATOR_LABEL = (): string => m.text('INSEMINATOR_LABEL');
export const OBSERVATION_LABEL = (): string => m.text('OBSERVATION_LABEL');
export const DG_CONDITION_LABEL = (): string => m.text('DG_CONDITION_LABEL');
export const PREGNANCY_TYPE_LABEL = (): string => m.text('PREGNANCY_TYPE_LABEL');
export const SAVE_HANDLING = (): string => m.text('SAVE_HANDLING');
export const HANDLING_SAVED = (): string => m.text('HANDLING_SAVED');
export const FINISH_INCLUDE = (): string => m.text('FINISH_INCLUDE');
export const CONTINUE_INCLUDE = (): string => m.text('CONTINUE_INCLUDE');
export const CANCEL_INCLUDE = (): string => m.text('CANCEL_INCLUDE');
export const NO_HANDLINGS_DONE = (): string => m.text('NO_HANDLINGS_DONE');
export function includingCow(code: string): string {
  return m.format('includingCow', { code: String(code) });
}
export function blockingCowLine(code: string): string {
  return m.format('blockingCowLine', { code: String(code) });
}
