// The import model (spec §7 GerarPlanilhaTemplate, §5 import rules): the columns a season's spreadsheet brings,
// by the step that needs them, and the lists whose texts the cells must use. The import reads the same list.
// Headings and sheet names are written in the reader's language (messages/spreadsheets); the import reads those
// of every language back.
import { inLocale } from '../i18n/current-locale.ts';
import { LOCALES } from '../i18n/locales.ts';
import type { DomainTypeKey } from '../lists/domain-ids.ts';
import {
  IMPORT_LISTS_SHEET,
  IMPORT_SHEET,
  IMPORT_LIST_HEADERS as LIST_HEADERS,
} from '../messages/spreadsheets.ts';
import { type ImportRowField, importFieldLabel } from '../rules/forms/import-rows.ts';

export { IMPORT_LISTS_SHEET, IMPORT_SHEET };

export type ImportStep = 'D0' | 'IATF' | 'DG' | 'DG Final';

export type ImportColumn = {
  /** The ImportRow field the column fills (rules/forms/import-rows). */
  key: ImportRowField;
  /** The heading, in the reader's language: read each time it is asked (a getter). */
  readonly header: string;
  step: ImportStep;
  /** The domain list whose texts the cell takes, or 'partidas' / 'usuarios' of the farm. */
  list?: DomainTypeKey | 'partidas' | 'usuarios';
  kind?: 'date' | 'number';
};

const column = (key: ImportRowField, step: ImportStep, extra: Partial<ImportColumn> = {}): ImportColumn =>
  Object.defineProperty({ key, step, ...extra }, 'header', {
    get: () => importFieldLabel(key),
    enumerable: true,
  }) as ImportColumn;

/** The model's columns; their headings are the names the row messages use ('Preencha o campo Raça …'). */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  column('codVaca', 'D0'),
  column('codLeitorBastao', 'D0'),
  column('racaMatriz', 'D0', { list: 'racaMatriz' }),
  column('ordemMatriz', 'D0', { list: 'ordemMatriz' }),
  column('dispositivo', 'D0', { list: 'dispositivo' }),
  column('usoDispositivo', 'D0', { list: 'numeroUsoDispositivo' }),
  column('responsavel', 'D0', { list: 'usuarios' }),
  column('peso', 'D0', { kind: 'number' }),
  column('pesoInicial', 'D0', { kind: 'number' }),
  column('eccD0', 'D0', { list: 'ecc' }),
  column('semen', 'IATF', { list: 'partidas' }),
  column('inseminador', 'IATF', { list: 'usuarios' }),
  column('diagnostico', 'DG', { list: 'condicaoDG' }),
  column('eccDg', 'DG', { list: 'ecc' }),
  column('dataDg', 'DG', { kind: 'date' }),
  column('diagnosticoFinal', 'DG Final', { list: 'condicaoDGFinal' }),
  column('dataDgFinal', 'DG Final', { kind: 'date' }),
];

/** Headings of the model's lists sheet, one column per list the cells draw on, in the reader's language. */
export const IMPORT_LIST_HEADERS = (): Readonly<Record<NonNullable<ImportColumn['list']>, string>> =>
  LIST_HEADERS() as Readonly<Record<NonNullable<ImportColumn['list']>, string>>;

/** The model's sheet names in every language: the import reads the one a model of any language has. */
const IMPORT_SHEET_NAMES: ReadonlySet<string> = new Set(
  LOCALES.map((locale) => inLocale(locale, IMPORT_SHEET)),
);

/** Whether a workbook's sheet is the model's import sheet ('Importação', 'Importación'). */
export function isImportSheetName(name: string): boolean {
  return IMPORT_SHEET_NAMES.has(name);
}
