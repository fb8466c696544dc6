import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/cow-search.ts';

const m = defineMessages('cow-search', ptBR);

// Results of the farm-wide cow search run before saving a cow (spec §5, §8). Verbatim.

export const COW_NOT_FOUND = (): string => m.text('COW_NOT_FOUND');
export const COW_PREGNANT_IN_PREVIOUS_DG = (): string => m.text('COW_PREGNANT_IN_PREVIOUS_DG');
export const SEVERAL_COWS_PREGNANT_IN_PREVIOUS_DG = (): string =>
  m.text('SEVERAL_COWS_PREGNANT_IN_PREVIOUS_DG');

/** The cow lives in another batch: its batch name, protocol name and management day. */
export function cowInAnotherBatch(cowId: string, lote: string, protocolo: string, dia: string): string {
  return m.format('cowInAnotherBatch', { cowId, lote, protocolo, dia });
}

export function cowIdNotUnique(cowId: string): string {
  return m.format('cowIdNotUnique', { cowId });
}
