import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/batches.ts';

const m = defineMessages('batches', ptBR);

// Batch (lote) and retiro texts: reservation, blocking, merge, deletion (spec §2, §4, §8). Verbatim unless marked
// "not in the spec". The name-uniqueness and merge-minimum texts are in validation.ts.

export const NEW_BATCH_TITLE = (): string => m.text('NEW_BATCH_TITLE');
export const NEW_CORRAL_TITLE = (): string => m.text('NEW_CORRAL_TITLE');
/** Several batches opened together on a management screen. */
export const SEVERAL_BATCHES = (): string => m.text('SEVERAL_BATCHES');

// Merge.
export const MERGE_BATCHES_BUTTON = (): string => m.text('MERGE_BATCHES_BUTTON');
export const MERGE_BATCHES_TITLE = (): string => m.text('MERGE_BATCHES_TITLE');
export const MERGE_IN_DG_SWITCH = (): string => m.text('MERGE_IN_DG_SWITCH');
/** Not in the spec: the merge screen's management choice. */
export const MERGE_TARGET_LABEL = (): string => m.text('MERGE_TARGET_LABEL');
/** Not in the spec: the chosen batches are at different managements and the switch is off. */
export const MERGE_NO_COMMON_MANAGEMENT = (): string => m.text('MERGE_NO_COMMON_MANAGEMENT');
export function mergeSelectionCount(count: number): string {
  return m.format('mergeSelectionCount', { count, n: String(count) });
}

// Reservation.
export const RESERVE_BUTTON = (): string => m.text('RESERVE_BUTTON');
export const RELEASE_RESERVATION_BUTTON = (): string => m.text('RELEASE_RESERVATION_BUTTON');
export const BATCH_RESERVED_LABEL = (): string => m.text('BATCH_RESERVED_LABEL');
export const BATCH_ALREADY_RESERVED_TITLE = (): string => m.text('BATCH_ALREADY_RESERVED_TITLE');
export const BATCH_RESERVED_BY_OTHER = (): string => m.text('BATCH_RESERVED_BY_OTHER');

// Blocking (a cow left half-registered by Incluir Matriz).
export const BATCH_BLOCKED_TITLE = (): string => m.text('BATCH_BLOCKED_TITLE');
export const BATCH_BLOCKED_MESSAGE = (): string => m.text('BATCH_BLOCKED_MESSAGE');
export const BATCH_BLOCKED_NOTICE = (): string => m.text('BATCH_BLOCKED_NOTICE');
export const GO_TO_BATCH_BUTTON = (): string => m.text('GO_TO_BATCH_BUTTON');

export const D0_ALREADY_FINALIZED = (): string => m.text('D0_ALREADY_FINALIZED');
/** Not in the spec: under 'D0 já finalizado.', what Continuar leads to. */
export const D0_ALREADY_FINALIZED_DETAIL = (): string => m.text('D0_ALREADY_FINALIZED_DETAIL');
export const BACK_TO_PREVIOUS_RESYNC = (): string => m.text('BACK_TO_PREVIOUS_RESYNC');

export function confirmDeleteBatch(name: string): string {
  return m.format('confirmDeleteBatch', { name });
}

export function confirmDeleteCorral(name: string): string {
  return m.format('confirmDeleteCorral', { name });
}

// The name is stored data (entities/corral.ts DEFAULT_RETIRO_NAME), the same in every language: not in the catalogue.
/** Name of the automatic retiro of farms without retiros, and how lists show it. */
export const DEFAULT_CORRAL_NAME = (): string => 'DEFAULT';
export const DEFAULT_CORRAL_DISPLAY = (): string => m.text('DEFAULT_CORRAL_DISPLAY');
