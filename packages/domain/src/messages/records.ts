import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/records.ts';

const m = defineMessages('records', ptBR);

// The stored records' schemas and the sync wire (entities/**): why a request or a pushed record is refused, and
// the names of the terms. Not in the spec. A refusal reason goes back to the device in the request's language.

/** What a list longer than its limit holds: the records of one push, the farms or batches a pull names, field names. */
export type ListedItems = 'pushRecords' | 'pulledFarms' | 'pulledBatches' | 'fields';

/** 'No máximo 5.000 fazendas baixadas por sincronização.' (zod's own text names the type in English: "array"). */
export function tooManyItems(max: number, items: ListedItems): string {
  // Thousands with a dot, as both languages write them ('50.000'), whatever the host's number format.
  const text = String(max).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return m.format('tooManyItems', { max: text, items });
}

/** A push that carries only one of clientId and pushSeq (entities/sync.ts pushRequestSchema). */
export const PUSH_IDENTITY_TOGETHER = (): string => m.text('PUSH_IDENTITY_TOGETHER');

/** The start of a pushed record's rejection reason, before the problems it names. */
export const SYNC_RECORD_INVALID = (): string => m.text('SYNC_RECORD_INVALID');

/** After the problems a rejection names: how many more it left out ('e mais 2 problemas'). */
export function moreProblems(count: number): string {
  return m.format('moreProblems', { count, n: String(count) });
}

/** The terms dialog's titles, by term type (entities/term.ts). */
export const TERM_TITLES = () => m.text('TERM_TITLES');
