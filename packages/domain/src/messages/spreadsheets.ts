// The spreadsheets' own texts: the export's headings and sheet name, the import model's lists sheet and sheet
// names (exports/columns, exports/import-template; the model's column headings are the import's field names,
// messages/exports IMPORT_FIELD_NAMES). Written in the reader's language; the import reads the
// headings and sheet names of every language back (imports/sheet-rows), so a sheet crosses languages.
// Not in the spec as text except the pt-BR headings, which are the spec's.
import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/spreadsheets.ts';

const m = defineMessages('spreadsheets', ptBR);

export type ExportHeadingKey = keyof typeof ptBR.EXPORT_HEADINGS;
export type ImportListHeaderKey = keyof typeof ptBR.IMPORT_LIST_HEADERS;

/** The export's heading of a column, by its key ('codVaca' → 'ID Matriz'). */
export const exportHeading = (key: ExportHeadingKey): string => m.text('EXPORT_HEADINGS')[key];

/** A batch's own column in the export: its form label with '(lote)' ('Responsável (lote)'). */
export function batchColumnHeading(label: string): string {
  return m.format('batchColumnHeading', { label: String(label) });
}

/** The plain export's sheet ('Matrizes'); the POWER BI sheet keeps its ASCII name. */
export const EXPORT_SHEET = (): string => m.text('EXPORT_SHEET');

/** Headings of the model's lists sheet, one column per list the cells draw on. */
export const IMPORT_LIST_HEADERS = (): Readonly<Record<ImportListHeaderKey, string>> =>
  m.text('IMPORT_LIST_HEADERS');

/** The import model's sheet ('Importação'), the one the import reads. */
export const IMPORT_SHEET = (): string => m.text('IMPORT_SHEET');
export const IMPORT_LISTS_SHEET = (): string => m.text('IMPORT_LISTS_SHEET');

/** After the problems an import lists: 'E mais 12 problemas.' */
export function importMoreProblems(count: number): string {
  return m.format('importMoreProblems', { count, n: String(count) });
}
