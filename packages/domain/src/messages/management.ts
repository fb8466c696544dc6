import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/management.ts';

const m = defineMessages('management', ptBR);

// Management screens (D0, DN, IATF, DG, DG Final, Ressinc): titles, counters, finalize and step warnings
// (spec §2, §4, §8). Verbatim unless marked "not in the spec".

export const PREGNANCY_DIAGNOSIS_TITLE = (): string => m.text('PREGNANCY_DIAGNOSIS_TITLE');
export const RESYNC_TITLE = (): string => m.text('RESYNC_TITLE');
export const MANAGEMENTS_AND_PRODUCTS = (): string => m.text('MANAGEMENTS_AND_PRODUCTS');
export const TOTAL_COWS_LABEL = (): string => m.text('TOTAL_COWS_LABEL');
export const INCLUDE_COW_BUTTON = (): string => m.text('INCLUDE_COW_BUTTON');
export const REGISTER_SEMEN_BUTTON = (): string => m.text('REGISTER_SEMEN_BUTTON');
export const FILL_ALL_BUTTON = (): string => m.text('FILL_ALL_BUTTON');
export const SAVE_ALL_BUTTON = (): string => m.text('SAVE_ALL_BUTTON');
export const FINALIZE_BUTTON = (): string => m.text('FINALIZE_BUTTON');
/** The bar of a chute screen's main actions at the bottom of a phone (not in the spec). */
export const STEP_ACTIONS_LABEL = (): string => m.text('STEP_ACTIONS_LABEL');
export const DEVICE_USE_LABEL = (): string => m.text('DEVICE_USE_LABEL');
export const DIAGNOSIS_LABEL = (): string => m.text('DIAGNOSIS_LABEL');
export const FINAL_DIAGNOSIS_LABEL = (): string => m.text('FINAL_DIAGNOSIS_LABEL');
export const IATF_DATE_LABEL = (): string => m.text('IATF_DATE_LABEL');
export const DG_FINAL_DATE_LABEL = (): string => m.text('DG_FINAL_DATE_LABEL');
export const CL_PRESENCE_LABEL = (): string => m.text('CL_PRESENCE_LABEL');
export const NOT_EVALUATED_PLURAL = (): string => m.text('NOT_EVALUATED_PLURAL');
export const PREGNANT_PLURAL = (): string => m.text('PREGNANT_PLURAL');
export const EMPTY_PLURAL = (): string => m.text('EMPTY_PLURAL');
export const DISCARDS_PLURAL = (): string => m.text('DISCARDS_PLURAL');

/** 'TOTAL DE MATRIZES saved/total'. */
export function totalCowsCounter(saved: number, total: number): string {
  return `${TOTAL_COWS_LABEL()} ${saved}/${total}`;
}

/** The step's header collapsed to one line once the list scrolls: 'DG · Salvas: 3 de 65'. */
export function collapsedStepLine(step: string, saved: number, total: number): string {
  return m.format('collapsedStepLine', { step, saved: String(saved), total: String(total) });
}

/** D0 Resync title: 'Protocolo: {name} / Manejo: D0'. */
export function d0ResyncTitle(protocolName: string): string {
  return m.format('d0ResyncTitle', { protocolName });
}

// Finalize.
export const UNSAVED_COWS = (): string => m.text('UNSAVED_COWS');
export const FINALIZE_ERROR_TITLE = (): string => m.text('FINALIZE_ERROR_TITLE');
export const NO_COWS_REGISTERED = (): string => m.text('NO_COWS_REGISTERED');
export const CONFIRM_FINALIZE = (): string => m.text('CONFIRM_FINALIZE');
export const MISSING_RECEIPT = (): string => m.text('MISSING_RECEIPT');
/** The spec's title of the 100 % pregnancy block carries a final dot, unlike FINALIZE_ERROR_TITLE. */
export const FINALIZE_FULL_PREGNANCY_TITLE = (): string => m.text('FINALIZE_FULL_PREGNANCY_TITLE');

/** Finalising an earlier IATF's diagnosis with 100 % pregnancy while the batch is already in a later resync. */
export function resyncFullPregnancy(currentIatf: number, previousIatf: number): string {
  return m.format('resyncFullPregnancy', {
    currentIatf: String(currentIatf),
    previousIatf: String(previousIatf),
  });
}

// Step warnings.
export const STEP_REQUIRED_FOR_COW = (): string => m.text('STEP_REQUIRED_FOR_COW');
export const PREVIOUS_STEP_PENDING = (): string => m.text('PREVIOUS_STEP_PENDING');
/** Not in the spec: under the success title 'Ok!' once 'Salvar todas' stored every unsaved row. */
export function savedAllCows(count: number): string {
  return m.format('savedAllCows', { count, n: String(count) });
}
export const SAVE_BEFORE_CONTINUING = (): string => m.text('SAVE_BEFORE_CONTINUING');
/** Not in the spec: the IATF screen opened on a day other than the protocol's IATF date. */
export function iatfOffSchedule(expectedDate: string): string {
  return m.format('iatfOffSchedule', { expectedDate });
}

/** Start of a handling receipt's file name ('Comprovante de manejo ...', spec §9). */
export const RECEIPT_NAME_PREFIX = (): string => m.text('RECEIPT_NAME_PREFIX');

/** Moving a cow from another batch (spec §4): the action, and why it is refused (the refusals are not in the spec). */
export const MOVE_COW_BUTTON = (): string => m.text('MOVE_COW_BUTTON');
export const COW_MOVE_SAME_BATCH = (): string => m.text('COW_MOVE_SAME_BATCH');
export const COW_MOVED = (): string => m.text('COW_MOVED');
export const COW_MOVE_NOT_ALLOWED_RESYNC = (): string => m.text('COW_MOVE_NOT_ALLOWED_RESYNC');
