import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/batch-listing.ts';

const m = defineMessages('batch-listing', ptBR);

// Batch cow listing, Incluir Matriz and batch blocking (spec §2, §4, §8). The spec's texts are imported from
// their catalogues where they already live; what is here is not in the spec.

/** Not in the spec: Cancelar of an inclusion deletes what was written, so it asks first. */
export const CANCEL_INCLUDE_TITLE = (): string => m.text('CANCEL_INCLUDE_TITLE');
export function confirmCancelInclude(code: string): string {
  return m.format('confirmCancelInclude', { code: String(code) });
}

/** Not in the spec: why Incluir Matriz is disabled before D0 (the D0 screen registers cows then). */
export const INCLUDE_NEEDS_D0 = (): string => m.text('INCLUDE_NEEDS_D0');
