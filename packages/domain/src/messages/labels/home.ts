// Home screen labels the spec shows but does not word (column headers and button names it does give are
// imported from the other catalogue files). Not in the spec.
import { defineMessages } from '../../i18n/catalog.ts';
import ptBR from '../../i18n/catalogs/pt-BR/labels/home.ts';
import { listInWords } from '../../i18n/list-words.ts';

const m = defineMessages('labels/home', ptBR);

export const FARMS_TABLE_LABEL = (): string => m.text('FARMS_TABLE_LABEL');
export const COLUMN_FARM = (): string => m.text('COLUMN_FARM');
export const COLUMN_OWNER = (): string => m.text('COLUMN_OWNER');
export const COLUMN_PLACE = (): string => m.text('COLUMN_PLACE');
export const COLUMN_SEASON = (): string => m.text('COLUMN_SEASON');
export const COLUMN_CORRAL = (): string => m.text('COLUMN_CORRAL');
export const COLUMN_DOWNLOAD = (): string => m.text('COLUMN_DOWNLOAD');
export { NO, YES } from './farms.ts';
export const ALL = (): string => m.text('ALL');
export const ANY = (): string => m.text('ANY');

export const DOWNLOAD_STATE_LABEL = () => m.text('DOWNLOAD_STATE_LABEL');

export const SELECT_FARM = (nome: string) => m.format('SELECT_FARM', { nome });
export const DOWNLOAD_SELECTED = (count: number) => m.format('DOWNLOAD_SELECTED', { count: String(count) });
export const DOWNLOAD_DONE = (count: number) => m.format('DOWNLOAD_DONE', { count, n: String(count) });

export const SEARCH_PLACEHOLDER = (): string => m.text('SEARCH_PLACEHOLDER');
export const FILTERS_BUTTON = (): string => m.text('FILTERS_BUTTON');
export const OWNER_FILTER = (): string => m.text('OWNER_FILTER');
export { CHOOSE_STATE_FIRST as MUNICIPALITY_NEEDS_STATE } from '../users.ts';
export { LABEL_MUNICIPALITY as MUNICIPALITY_FILTER, LABEL_STATE as STATE_FILTER } from './farms.ts';
export const CORRAL_FILTER = (): string => m.text('CORRAL_FILTER');
export const SEASON_START_FILTER = (): string => m.text('SEASON_START_FILTER');
export const SEASON_END_FILTER = (): string => m.text('SEASON_END_FILTER');

// Not 'Sincronização completa', which reads as 'sync finished'.
export const FORCE_FULL_SYNC = (): string => m.text('FORCE_FULL_SYNC');
export const SYNC_OPTIONS = (): string => m.text('SYNC_OPTIONS');
export const SYNC_DONE = (): string => m.text('SYNC_DONE');

export const REJECTED_TITLE = (): string => m.text('REJECTED_TITLE');
export const REJECTED_HINT = (): string => m.text('REJECTED_HINT');

export const SEASON_NOTICE_TITLE = (): string => m.text('SEASON_NOTICE_TITLE');
export const SEASON_NOTICE_OK = (seconds: number) =>
  seconds > 0
    ? m.format('SEASON_NOTICE_OK_COUNTDOWN', { seconds: String(seconds) })
    : m.text('SEASON_NOTICE_OK');

/** What a rejected record is, in the words of the screens. */
export const ENTITY_LABEL = (): Readonly<Record<string, string>> => m.text('ENTITY_LABEL');

// A refused record has a way out, and a sync with refusals is not called complete.

/** The toast of a sync whose push had refusals (never just 'Sincronização concluída.'). */
export const syncDoneWithRejected = (count: number) =>
  m.format('syncDoneWithRejected', { count, n: String(count), title: REJECTED_TITLE() });
/** Added to another done message (a farm download) when its push had refusals. */
export const rejectedSeePanel = (count: number) =>
  m.format('rejectedSeePanel', { count, n: String(count), title: REJECTED_TITLE() });

export const REJECTED_PANEL_HINT = (): string => m.text('REJECTED_PANEL_HINT');
export const REJECTED_WHAT_TO_DO = (): string => m.text('REJECTED_WHAT_TO_DO');
/** Another phone sent the same thing first (one resync per batch, one IATF/DN record per cow). */
export const REJECTED_ADVICE_OTHER_DEVICE = (): string => m.text('REJECTED_ADVICE_OTHER_DEVICE');
/** A child whose parent has not reached the server (and is not refused itself). */
export const REJECTED_ADVICE_PARENT_MISSING = (): string => m.text('REJECTED_ADVICE_PARENT_MISSING');
export const REJECTED_ADVICE_ACCESS_REMOVED = (): string => m.text('REJECTED_ADVICE_ACCESS_REMOVED');
export const REJECTED_ADVICE_DEFAULT = (): string => m.text('REJECTED_ADVICE_DEFAULT');
export const DISCARD_LOCAL_COPY = (): string => m.text('DISCARD_LOCAL_COPY');
export const DISCARD_LOCAL_COPY_TITLE = (): string => m.text('DISCARD_LOCAL_COPY_TITLE');
export const DISCARD_NOT_UNDONE = (): string => m.text('DISCARD_NOT_UNDONE');
export const DISCARD_DONE = (): string => m.text('DISCARD_DONE');

/**
 * '7 matrizes', '1 registro de IATF'… The catalogue's `countOf` has a case per sync entity (SyncEntityKey); any
 * other entity counts 'registros'.
 */
export function countOf(entity: string, count: number): string {
  return m.format('countOf', { entity: String(entity), count, n: String(count) });
}

/** Grouped under a refused record on the panel: its own records that were refused with it. */
export const rejectedAlsoListed = (parts: readonly string[]) =>
  m.format('rejectedAlsoListed', { list: listInWords(parts) });

/**
 * What the discard's confirm says will be lost. `what` names the record ('Lote Novilhas - IATF 2');
 * `onServer`: the server has it (only this device's changes go); `removed`: local-only records that go with it
 * ('7 matrizes'); `undone`: changes to records the server has that are undone with it.
 */
export function discardLocalCopyMessage(input: {
  what: string;
  onServer: boolean;
  removed: readonly string[];
  undone: number;
}): string {
  const parts: string[] = [];
  if (input.onServer) {
    parts.push(m.format('discardOnServer', { what: input.what }));
  } else if (input.removed.length > 0) {
    parts.push(
      m.format('discardLocalOnlyWithRemoved', { what: input.what, removed: listInWords(input.removed) }),
    );
  } else {
    parts.push(m.format('discardLocalOnly', { what: input.what }));
  }
  if (input.undone > 0) {
    parts.push(m.format('discardUndone', { count: input.undone, n: String(input.undone) }));
  }
  parts.push(m.text('DISCARD_SERVER_UNCHANGED'), DISCARD_NOT_UNDONE());
  return parts.join(' ');
}
