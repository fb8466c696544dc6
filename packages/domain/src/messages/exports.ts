import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/exports.ts';

const m = defineMessages('exports', ptBR);

// Exports, reports and import upload (spec §2, §8). Verbatim unless marked "not in the spec".

export const EXPORT_MENU = (): string => m.text('EXPORT_MENU');
export const EXPORT_FARM = (): string => m.text('EXPORT_FARM');
export const CUSTOM_EXPORT = (): string => m.text('CUSTOM_EXPORT');
export const POWER_BI_EXPORT = (): string => m.text('POWER_BI_EXPORT');
export const REPORTS_TITLE = (): string => m.text('REPORTS_TITLE');

export const NO_DATA_TO_EXPORT = (): string => m.text('NO_DATA_TO_EXPORT');
export const TABLES_UPDATING = (): string => m.text('TABLES_UPDATING');
/** Not in the spec as text: §8 gives the five daily refresh windows. */
export const TABLES_UPDATE_SCHEDULE = (): string => m.text('TABLES_UPDATE_SCHEDULE');
/** Not in the spec as text: §8 says the data must have been sent at least 24 h earlier. */
export const DATA_NOT_READY = (): string => m.text('DATA_NOT_READY');

export type ReportEntity = 'fazenda' | 'retiro' | 'lote';

/** 'Não foi possível obter informações para esta/este {entity}', with the article of the entity's gender. */
export function noInformationFor(entity: ReportEntity): string {
  return m.format('noInformationFor', { entity: String(entity) });
}

export const IMPORT_UPLOAD_FAILED = (): string => m.text('IMPORT_UPLOAD_FAILED');

// Export menus and download. Not in the spec as text, except the menu items above.
export const GENERAL_EXPORT = (): string => m.text('GENERAL_EXPORT');
export const SEASON_EXPORT = (): string => m.text('SEASON_EXPORT');
export const EXPORT_SEASON_LABEL = (): string => m.text('EXPORT_SEASON_LABEL');
export const EXPORT_BUTTON = (): string => m.text('EXPORT_BUTTON');
export const EXPORT_FIELDS_TITLE = (): string => m.text('EXPORT_FIELDS_TITLE');
export const EXPORT_FIELDS_RESET = (): string => m.text('EXPORT_FIELDS_RESET');
export const EXPORT_FIELDS_NONE = (): string => m.text('EXPORT_FIELDS_NONE');
export const EXPORT_FIELDS_KEPT = (): string => m.text('EXPORT_FIELDS_KEPT');
export const EXPORT_DOWNLOADING = (): string => m.text('EXPORT_DOWNLOADING');
export const EXPORT_DONE = (): string => m.text('EXPORT_DONE');
export const EXPORT_SCOPE_NOT_FOUND = (): string => m.text('EXPORT_SCOPE_NOT_FOUND');
/** Bytes received so far: '1,2 MB recebidos' (formatBytes). */
export function exportReceived(amount: string): string {
  return m.format('exportReceived', { amount: String(amount) });
}

// Import screen. Not in the spec as text, except IMPORT_UPLOAD_FAILED and the §5 file messages.
export const IMPORT_TITLE = (): string => m.text('IMPORT_TITLE');
export const IMPORT_DOWNLOAD_MODEL = (): string => m.text('IMPORT_DOWNLOAD_MODEL');
export const IMPORT_CHOOSE_FILE = (): string => m.text('IMPORT_CHOOSE_FILE');
export const IMPORT_PREVIEW_TITLE = (): string => m.text('IMPORT_PREVIEW_TITLE');
export const IMPORT_APPLY = (): string => m.text('IMPORT_APPLY');
export const IMPORT_ERRORS_TITLE = (): string => m.text('IMPORT_ERRORS_TITLE');
export const IMPORT_NEEDS_CONNECTION = (): string => m.text('IMPORT_NEEDS_CONNECTION');
export const IMPORT_NO_BATCH = (): string => m.text('IMPORT_NO_BATCH');
export const IMPORT_DONE = (): string => m.text('IMPORT_DONE');
/** An import's receipt (.gestar, as a handling's): what it wrote, with a hash the proof screen checks. */
export const IMPORT_RECEIPT_PREFIX = (): string => m.text('IMPORT_RECEIPT_PREFIX');
export const IMPORT_RECEIPT_DOWNLOAD = (): string => m.text('IMPORT_RECEIPT_DOWNLOAD');
export const IMPORT_BATCH_CHANGED = (): string => m.text('IMPORT_BATCH_CHANGED');
/**
 * The batch's unsent changes go first, so the preview is computed on what the user sees; the screen has just
 * tried to send them, so the text says it failed rather than asking the user to do it.
 */
export const IMPORT_PENDING_CHANGES = (): string => m.text('IMPORT_PENDING_CHANGES');
export const IMPORT_TOUR_STEPS = () => m.text('IMPORT_TOUR_STEPS');
// Import screen, continued (web side). Not in the spec as text.
export const IMPORT_TOUR_TITLE = (): string => m.text('IMPORT_TOUR_TITLE');
export const IMPORT_TOUR_NEXT = (): string => m.text('IMPORT_TOUR_NEXT');
export const IMPORT_TOUR_FINISH = (): string => m.text('IMPORT_TOUR_FINISH');
export const IMPORT_TOUR_SKIP = (): string => m.text('IMPORT_TOUR_SKIP');
/** 'Passo 2 de 3' of the guided tour. */
export function importTourStep(step: number, total: number): string {
  return m.format('importTourStep', { step: String(step), total: String(total) });
}
export const IMPORT_DROP_HINT = (): string => m.text('IMPORT_DROP_HINT');
/** A phone cannot drag a file: only what it may be. */
export const IMPORT_FILE_HINT_TOUCH = (): string => m.text('IMPORT_FILE_HINT_TOUCH');
export const IMPORT_SYNCING = (): string => m.text('IMPORT_SYNCING');
export const IMPORT_SENDING = (): string => m.text('IMPORT_SENDING');
export const IMPORT_APPLYING = (): string => m.text('IMPORT_APPLYING');
export const IMPORT_NEW_COWS = (): string => m.text('IMPORT_NEW_COWS');
export const IMPORT_CHANGED_COWS = (): string => m.text('IMPORT_CHANGED_COWS');
export const IMPORT_IATFS = (): string => m.text('IMPORT_IATFS');
export const IMPORT_DGS = (): string => m.text('IMPORT_DGS');
export const IMPORT_DG_FINALS = (): string => m.text('IMPORT_DG_FINALS');
export const IMPORT_PROCESS_AFTER = (): string => m.text('IMPORT_PROCESS_AFTER');
export const IMPORT_ROW_LINE = (): string => m.text('IMPORT_ROW_LINE');
export const IMPORT_ROW_COW = (): string => m.text('IMPORT_ROW_COW');
export const IMPORT_ROW_STATUS = (): string => m.text('IMPORT_ROW_STATUS');
export const IMPORT_ROW_STEPS = (): string => m.text('IMPORT_ROW_STEPS');
export const IMPORT_ROW_NEW = (): string => m.text('IMPORT_ROW_NEW');
export const IMPORT_ROW_CHANGED = (): string => m.text('IMPORT_ROW_CHANGED');
/** 'Linha 3' on a phone's card of the preview, where no column heading says what the number is. */
export function importRowLine(line: number): string {
  return `${IMPORT_ROW_LINE()} ${line}`;
}
/** Under the preview table when the file has more rows than the sample lists. */
export function importSampleNote(shown: number, total: number): string {
  return m.format('importSampleNote', { shown: String(shown), total: String(total) });
}
/** 'Arquivo: lote-3.xlsx'. */
export function importFileLabel(fileName: string): string {
  return m.format('importFileLabel', { fileName: String(fileName) });
}
export const IMPORT_BACK_TO_BATCH = (): string => m.text('IMPORT_BACK_TO_BATCH');
export const IMPORT_ANOTHER_FILE = (): string => m.text('IMPORT_ANOTHER_FILE');
/** Not in the spec: the batch of an import call is gone or not the caller's to change. */
export const IMPORT_BATCH_NOT_FOUND = (): string => m.text('IMPORT_BATCH_NOT_FOUND');
// 429s of the import calls: each file is read in a worker thread, a few at a time per server.
/** The same user sent a second file while the first is still being read. */
export const IMPORT_ALREADY_READING = (): string => m.text('IMPORT_ALREADY_READING');
/** More files from one user in 10 minutes than the server reads. */
export const IMPORT_TOO_FREQUENT = (): string => m.text('IMPORT_TOO_FREQUENT');
/** Every reading slot of the server is taken and its queue is full. */
export const IMPORT_SERVER_BUSY = (): string => m.text('IMPORT_SERVER_BUSY');

/** A yes/no cell of the plain export (the POWER BI export writes true/false). */
export const EXPORT_YES = (): string => m.text('EXPORT_YES');
export const EXPORT_NO = (): string => m.text('EXPORT_NO');

/** Not in the spec: the name the import model is saved under, before the day ('gestar-modelo-santa-helena-…'). */
export function templateFileLabel(farmName: string): string {
  return m.format('templateFileLabel', { farmName: String(farmName) });
}

/**
 * Not in the spec: the management-data import's column names, by ImportRow field (rules/forms/import-rows.ts),
 * in the reader's language: the row messages ('Preencha o campo Raça …') name them.
 */
export const IMPORT_FIELD_NAMES = () => m.text('IMPORT_FIELD_LABELS');
