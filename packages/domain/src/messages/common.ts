import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/common.ts';

const m = defineMessages('common', ptBR);

// Titles, buttons and notices shared by many screens (spec §2, §8). Texts verbatim from the spec unless marked
// "not in the spec".

// Dialog titles.
export const WARNING_TITLE = (): string => m.text('WARNING_TITLE');
export const ATTENTION_TITLE = (): string => m.text('ATTENTION_TITLE');
export const ERROR_TITLE = (): string => m.text('ERROR_TITLE');
export const OK_TITLE = (): string => m.text('OK_TITLE');
export const SUCCESS_TITLE = (): string => m.text('SUCCESS_TITLE');
export const IMPORTANT_NOTICE_TITLE = (): string => m.text('IMPORTANT_NOTICE_TITLE');
export const SOMETHING_WENT_WRONG_TITLE = (): string => m.text('SOMETHING_WENT_WRONG_TITLE');
export const TRY_AGAIN_LATER = (): string => m.text('TRY_AGAIN_LATER');

// Buttons.
export const BUTTON_OK = (): string => m.text('BUTTON_OK');
export const BUTTON_CANCEL = (): string => m.text('BUTTON_CANCEL');
export const BUTTON_CONTINUE = (): string => m.text('BUTTON_CONTINUE');
export const BUTTON_SAVE = (): string => m.text('BUTTON_SAVE');
export const BUTTON_SEND = (): string => m.text('BUTTON_SEND');
export const BUTTON_DELETE = (): string => m.text('BUTTON_DELETE');
export const BUTTON_EDIT = (): string => m.text('BUTTON_EDIT');
export const BUTTON_CLEAR_FILTERS = (): string => m.text('BUTTON_CLEAR_FILTERS');
export const BUTTON_PRINT = (): string => m.text('BUTTON_PRINT');
export const SEARCH_LABEL = (): string => m.text('SEARCH_LABEL');

// Network.
/** Error code of a request that ran out of time; treated as a network error. */
export const TIMEOUT_ERROR = (): string => m.text('TIMEOUT_ERROR');
export const REQUEST_FAILED = (): string => m.text('REQUEST_FAILED');
export const UNKNOWN_ERROR = (): string => m.text('UNKNOWN_ERROR');

// Empty lists.
export const NO_COWS_IN_BATCH_YET = (): string => m.text('NO_COWS_IN_BATCH_YET');
export const NO_RESULTS = (): string => m.text('NO_RESULTS');
/** The default observation '[N/A]' as shown (rules/display.ts displayText): nothing to note. */
export const NOT_APPLICABLE_LABEL = (): string => m.text('NOT_APPLICABLE_LABEL');

// Tables. Not in the spec.
/** Header of a column of row buttons (Editar, Excluir): read by screen readers, not shown. */
export const COLUMN_ACTIONS = (): string => m.text('COLUMN_ACTIONS');
/** Name of a table's scroll box while the table is wider than the screen: 'Tabela: Por lote'. */
export function scrollableTableLabel(table: string): string {
  return m.format('scrollableTableLabel', { table: String(table) });
}

/** Pager label 'from-to de total'. */
export function pageRangeLabel(from: number, to: number, total: number): string {
  return m.format('pageRangeLabel', { from: String(from), to: String(to), total: String(total) });
}

// Second tab.
export const DUPLICATE_TAB_TITLE = (): string => m.text('DUPLICATE_TAB_TITLE');
/** Not in the spec (§8 gives the reason: one tab only, to avoid data loss). */
export const DUPLICATE_TAB_MESSAGE = (): string => m.text('DUPLICATE_TAB_MESSAGE');

/** Not in the spec: why an edit or delete is off for a user who may only view this farm. */
export const VIEW_ONLY_REASON = (): string => m.text('VIEW_ONLY_REASON');

// Voice input (spec §2 'search with voice', §5 spoken ECC). Not in the spec as text.
export const VOICE_BUTTON = (): string => m.text('VOICE_BUTTON');
export const VOICE_LISTENING = (): string => m.text('VOICE_LISTENING');
export const VOICE_NOT_UNDERSTOOD = (): string => m.text('VOICE_NOT_UNDERSTOOD');
export const VOICE_DENIED = (): string => m.text('VOICE_DENIED');
export const VOICE_OFFLINE = (): string => m.text('VOICE_OFFLINE');
/** The accessible name of a field's microphone: 'Falar Buscar', 'Falar ECC'. */
export function voiceButtonLabel(field: string): string {
  return `${VOICE_BUTTON()} ${field}`;
}

// Web controls. Not in the spec.
/** The eye button of a password field. */
export const SHOW_PASSWORD = (): string => m.text('SHOW_PASSWORD');
export const HIDE_PASSWORD = (): string => m.text('HIDE_PASSWORD');
/** Placeholder of a typed date: DD/MM/YYYY in the reader's words. */
export const DATE_PLACEHOLDER = (): string => m.text('DATE_PLACEHOLDER');
/** The name of a table's pager: 'Páginas de Lotes'. */
export function tablePagesLabel(table: string): string {
  return m.format('tablePagesLabel', { table: String(table) });
}
export const PREVIOUS_PAGE = (): string => m.text('PREVIOUS_PAGE');
export const NEXT_PAGE = (): string => m.text('NEXT_PAGE');
/** A row's view button: the tooltip, and its accessible name with the row's name ('Visualizar Retiro 1'). */
export const VIEW_BUTTON = (): string => m.text('VIEW_BUTTON');
export function viewItemLabel(name: string): string {
  return m.format('viewItemLabel', { name: String(name) });
}
/** A row's checkbox, named by the row: 'Selecionar Lote 1'. */
export function selectItemLabel(name: string): string {
  return m.format('selectItemLabel', { name: String(name) });
}
