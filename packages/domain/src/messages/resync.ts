import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/resync.ts';

const m = defineMessages('resync', ptBR);

// Ressinc, D0 Resync and 'Voltar para Ressinc anterior' (spec §2, §4, §8). Texts quoted from the spec are
// marked; the rest are ours, in pt-BR.

export { BACK_TO_PREVIOUS_RESYNC } from './batches.ts';
/** Spec §8: back-to-resync failure, title and text. */
export {
  SOMETHING_WENT_WRONG_TITLE as BACK_TO_RESYNC_FAILED_TITLE,
  TRY_AGAIN_LATER as BACK_TO_RESYNC_FAILED,
} from './common.ts';
export { RESYNC_ALREADY_EXISTS, RESYNC_CONFIRMATION } from './validation.ts';
/** Not in the spec: why the button is disabled offline (§4 'online only'). */
export const BACK_TO_RESYNC_NEEDS_CONNECTION = (): string => m.text('BACK_TO_RESYNC_NEEDS_CONNECTION');
/** Not in the spec: the question before going back. */
export function confirmBackToResync(batchName: string): string {
  return m.format('confirmBackToResync', { batchName: String(batchName) });
}
/** Not in the spec: shown during the 1.5 s before the reload. */
export const BACK_TO_RESYNC_DONE = (): string => m.text('BACK_TO_RESYNC_DONE');
/** Not in the spec: the parent's Ressinc while every cow is pregnant (spec §4 'disabled'). */
export const RESYNC_ALL_PREGNANT = (): string => m.text('RESYNC_ALL_PREGNANT');
/** Not in the spec: the Ressinc page of a batch §4's button rule leaves out. */
export const RESYNC_NOT_AVAILABLE = (): string => m.text('RESYNC_NOT_AVAILABLE');
