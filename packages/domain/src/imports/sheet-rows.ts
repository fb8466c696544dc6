// Reading the import file's cells into rows (spec §5 'Import', §9 'Excel date epoch 25569'). The server parses
// the workbook; this turns its first sheet's cells, whatever the format wrote (numbers, texts, dates), into the
// texts the row rules read. Pure: the same cells always give the same rows.
import { EXPORT_COLUMNS } from '../exports/columns.ts';
import { IMPORT_COLUMNS } from '../exports/import-template.ts';
import { inLocale } from '../i18n/current-locale.ts';
import { LOCALES } from '../i18n/locales.ts';
import { YES_NO } from '../lists/values/value-def.ts';
import { INVALID_FILE } from '../messages/validation.ts';
import {
  emptyImportRow,
  type ImportRow,
  type ImportRowField,
  importFieldHeadings,
} from '../rules/forms/import-rows.ts';
import { textKey } from '../rules/sorting.ts';

export type SheetCell = string | number | boolean | Date | null | undefined;

/** Days from Excel's day 0 (1899-12-30) to 1970-01-01. */
export const EXCEL_EPOCH_OFFSET = 25569;
const DAY_MS = 86_400_000;

/** Excel serial day → ISO date ('45505' → '2024-08-01'); the fraction (time of day) is dropped. */
export function excelSerialToIsoDate(serial: number): string {
  return new Date(Math.round((Math.floor(serial) - EXCEL_EPOCH_OFFSET) * DAY_MS)).toISOString().slice(0, 10);
}

const BR_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})(?:$|T)/;

/** A date cell as an ISO date; text that is no date comes back as typed, for the row rules to refuse. */
export function dateCell(cell: SheetCell): string | null {
  if (cell === null || cell === undefined || cell === '') return null;
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') return Number.isFinite(cell) ? excelSerialToIsoDate(cell) : String(cell);
  const text = String(cell).trim();
  if (text === '') return null;
  const br = BR_DATE.exec(text);
  if (br) return `${br[3]}-${br[2]?.padStart(2, '0')}-${br[1]?.padStart(2, '0')}`;
  const iso = ISO_DATE_PREFIX.exec(text);
  if (iso?.[1]) return iso[1];
  if (/^\d+(?:[.,]\d+)?$/.test(text)) return excelSerialToIsoDate(Number(text.replace(',', '.')));
  return text;
}

/** Any other cell as trimmed text; empty is null. Whole numbers keep no decimals (IDs typed as numbers). */
export function textCell(cell: SheetCell): string | null {
  if (cell === null || cell === undefined) return null;
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  // A yes/no cell names the yes/no lists' stored values.
  if (typeof cell === 'boolean') return cell ? YES_NO.SIM : YES_NO.NAO;
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : null;
  const text = cell.trim();
  return text === '' ? null : text;
}

const DATE_FIELDS = new Set<ImportRowField>(
  IMPORT_COLUMNS.filter((column) => column.kind === 'date').map((column) => column.key),
);

/** Export columns (exports/columns) that carry an import field: an exported season can be imported back. */
const FIELD_OF_EXPORT: Readonly<Record<string, ImportRowField>> = {
  codVaca: 'codVaca',
  codLeitorBastao: 'codLeitorBastao',
  racaMatriz: 'racaMatriz',
  ordemMatriz: 'ordemMatriz',
  eccD0: 'eccD0',
  peso: 'peso',
  pesoInicial: 'pesoInicial',
  dispositivo: 'dispositivo',
  usoDispositivo: 'usoDispositivo',
  responsavel: 'responsavel',
  partida: 'semen',
  inseminador: 'inseminador',
  dg: 'diagnostico',
  dataDg: 'dataDg',
  eccDg: 'eccDg',
  dgFinal: 'diagnosticoFinal',
  dataDgFinal: 'dataDgFinal',
};

/**
 * Headings the reader knows, accents and case ignored: the model's, the field names, and the headings of the
 * plain and POWER BI exports, in every language (a sheet exported in Spanish is imported by a reader of
 * Portuguese and the other way round).
 */
const FIELD_BY_HEADER = new Map<string, ImportRowField>([
  ...EXPORT_COLUMNS.flatMap((column) => {
    const field = FIELD_OF_EXPORT[column.key];
    if (!field) return [];
    const headings = LOCALES.map((locale) => inLocale(locale, () => column.header));
    return [...headings, column.bi].map((heading) => [textKey(heading), field] as const);
  }),
  ...IMPORT_COLUMNS.flatMap((column) =>
    [...importFieldHeadings(column.key), column.key].map(
      (heading) => [textKey(heading), column.key] as const,
    ),
  ),
]);

function isEmptyLine(cells: readonly SheetCell[] | undefined): boolean {
  return !cells || cells.every((cell) => textCell(cell) === null);
}

/**
 * The rows of a sheet: the first non-empty line holds the headings; each later line is a row numbered as the
 * spreadsheet shows it (1-based). 'Arquivo inválido' when no heading is one the model has.
 */
export function readImportSheet(
  cells: readonly (readonly SheetCell[] | undefined)[],
): { rows: ImportRow[] } | { error: string } {
  const headerIndex = cells.findIndex((line) => !isEmptyLine(line));
  const header = headerIndex >= 0 ? cells[headerIndex] : undefined;
  if (!header) return { error: INVALID_FILE() };
  const fields = header.map((cell) => FIELD_BY_HEADER.get(textKey(textCell(cell))));
  if (!fields.some(Boolean)) return { error: INVALID_FILE() };
  const rows: ImportRow[] = [];
  for (let index = headerIndex + 1; index < cells.length; index++) {
    const line = cells[index];
    if (isEmptyLine(line) || !line) continue;
    const row = emptyImportRow(index + 1);
    fields.forEach((field, column) => {
      if (!field) return;
      const cell = line[column];
      row[field] = DATE_FIELDS.has(field) ? dateCell(cell) : textCell(cell);
    });
    rows.push(row);
  }
  return { rows };
}
