// Checks of the management-data import (spec §5 'Import', §4 'Import', §9 file limit).
import { inLocale } from '../../i18n/current-locale.ts';
import { LOCALES } from '../../i18n/locales.ts';
import { IMPORT_FIELD_NAMES } from '../../messages/exports.ts';
import {
  fillField,
  importDgFinalWithoutDg,
  importStepAlreadyFinished,
  importWithoutIatf,
} from '../../messages/import-rows.ts';
import {
  FILE_TOO_LARGE,
  INVALID_FILE,
  NO_DATA_TO_IMPORT,
  TOO_MANY_FILES,
} from '../../messages/validation.ts';
import { isBlank, isValidIsoDate } from '../form-rules.ts';

export const MAX_IMPORT_FILE_BYTES = 1_024_000;
export const IMPORT_EXTENSIONS = ['.xls', '.xlsx'] as const;

export type ImportFile = { name: string; size: number };

/** One .xls/.xlsx file of at most 1 024 000 bytes: the message of the first problem, else null. */
export function validateImportFiles(files: readonly ImportFile[]): string | null {
  if (files.length > 1) return TOO_MANY_FILES();
  const [file] = files;
  if (!file) return INVALID_FILE();
  const name = file.name.toLowerCase();
  if (!IMPORT_EXTENSIONS.some((extension) => name.endsWith(extension))) return INVALID_FILE();
  return file.size > MAX_IMPORT_FILE_BYTES ? FILE_TOO_LARGE() : null;
}

/** One spreadsheet row, as text per column (empty cells null). */
export type ImportRow = {
  /** Line in the file, as the user sees it in the spreadsheet. */
  line: number;
  codVaca: string | null;
  codLeitorBastao: string | null;
  racaMatriz: string | null;
  ordemMatriz: string | null;
  dispositivo: string | null;
  usoDispositivo: string | null;
  responsavel: string | null;
  /** Weight at D0, kg. */
  peso: string | null;
  /** Initial weight of D0 Resync or DG/D0 (d0.peso_d0resync), kg. */
  pesoInicial: string | null;
  eccD0: string | null;
  semen: string | null;
  inseminador: string | null;
  diagnostico: string | null;
  eccDg: string | null;
  /** ISO date (YYYY-MM-DD) once read from the sheet. */
  dataDg: string | null;
  diagnosticoFinal: string | null;
  dataDgFinal: string | null;
};

export type ImportRowField = Exclude<keyof ImportRow, 'line'>;

/** A line with no cell filled. */
export function emptyImportRow(line: number): ImportRow {
  return {
    line,
    codVaca: null,
    codLeitorBastao: null,
    racaMatriz: null,
    ordemMatriz: null,
    dispositivo: null,
    usoDispositivo: null,
    responsavel: null,
    peso: null,
    pesoInicial: null,
    eccD0: null,
    semen: null,
    inseminador: null,
    diagnostico: null,
    eccDg: null,
    dataDg: null,
    diagnosticoFinal: null,
    dataDgFinal: null,
  };
}

export type ImportFieldLabelKey = ImportRowField | 'cowId';

/** A column's name in the reader's language: what the row messages name ('Preencha o campo Raça …'). */
export function importFieldLabel(field: ImportFieldLabelKey): string {
  return IMPORT_FIELD_NAMES()[field];
}

/**
 * The model's headings as its files have always carried them, in pt-BR whatever the reader's language (the
 * catalogue's pt-BR names, read once): data the import recognises in a sheet (exports/import-template,
 * imports/sheet-rows). A person reads a column's name through importFieldLabel.
 */
export const IMPORT_FIELD_LABELS: Readonly<Record<ImportFieldLabelKey, string>> = inLocale(
  'pt-BR',
  IMPORT_FIELD_NAMES,
);

/** A column's heading in every language, pt-BR first: what the import may find in a sheet's heading row. */
export function importFieldHeadings(field: ImportFieldLabelKey): string[] {
  return [...new Set(LOCALES.map((locale) => inLocale(locale, () => importFieldLabel(field))))];
}

const D0_ATTRIBUTES = ['racaMatriz', 'ordemMatriz', 'dispositivo', 'usoDispositivo', 'responsavel'] as const;

export type ImportRowSteps = { d0: boolean; iatf: boolean; dg: boolean; dgFinal: boolean };

function anyFilled(row: ImportRow, columns: readonly (keyof ImportRow)[]): boolean {
  return columns.some((column) => !isBlank(row[column]));
}

/**
 * Steps a row carries. IDs alone next to a later step do not make a D0: such rows fill existing cows
 * (spec §4: combinations lacking earlier steps use existing cows in row order).
 */
export function importRowSteps(row: ImportRow): ImportRowSteps {
  const iatf = anyFilled(row, ['semen', 'inseminador']);
  const dg = anyFilled(row, ['diagnostico', 'eccDg', 'dataDg']);
  const dgFinal = anyFilled(row, ['diagnosticoFinal', 'dataDgFinal']);
  const ids = anyFilled(row, ['codVaca', 'codLeitorBastao']);
  const d0 =
    anyFilled(row, [...D0_ATTRIBUTES, 'peso', 'pesoInicial', 'eccD0']) || (ids && !iatf && !dg && !dgFinal);
  return { d0, iatf, dg, dgFinal };
}

export function isBlankRow(row: ImportRow): boolean {
  const steps = importRowSteps(row);
  return !steps.d0 && !steps.iatf && !steps.dg && !steps.dgFinal;
}

/** Steps the batch has already finished: they cannot be imported again. */
export type ImportBatchState = { d0Finished: boolean; iatfFinished: boolean; dgFinished: boolean };

/** Steps the existing cow a row fills already has. */
export type ExistingCowSteps = { hasIatf: boolean; hasDg: boolean };

const NO_STEPS: ExistingCowSteps = { hasIatf: false, hasDg: false };

/** Messages of one row, in column order. */
export function validateImportRow(
  row: ImportRow,
  batch: ImportBatchState,
  existing: ExistingCowSteps = NO_STEPS,
): string[] {
  const steps = importRowSteps(row);
  const errors: string[] = [];
  const need = (filled: boolean, label: string) => {
    if (!filled) errors.push(fillField(label, row.line));
  };
  if (steps.d0) {
    if (batch.d0Finished) errors.push(importStepAlreadyFinished('D0', row.line));
    need(anyFilled(row, ['codVaca', 'codLeitorBastao']), importFieldLabel('cowId'));
    for (const column of D0_ATTRIBUTES) need(!isBlank(row[column]), importFieldLabel(column));
  }
  if (steps.iatf) {
    if (batch.iatfFinished) errors.push(importStepAlreadyFinished('IATF', row.line));
    need(!isBlank(row.semen), importFieldLabel('semen'));
    need(!isBlank(row.inseminador), importFieldLabel('inseminador'));
  }
  const hasIatf = steps.iatf || existing.hasIatf;
  if (steps.dg) {
    if (batch.dgFinished) errors.push(importStepAlreadyFinished('DG', row.line));
    if (!hasIatf) errors.push(importWithoutIatf('DG', row.line));
    need(!isBlank(row.diagnostico), importFieldLabel('diagnostico'));
  }
  if (steps.dgFinal) {
    if (!hasIatf) errors.push(importWithoutIatf('DG Final', row.line));
    else if (!steps.dg && !existing.hasDg) errors.push(importDgFinalWithoutDg(row.line));
    need(!isBlank(row.diagnosticoFinal), importFieldLabel('diagnosticoFinal'));
    need(isValidIsoDate(row.dataDgFinal), importFieldLabel('dataDgFinal'));
  }
  return errors;
}

/**
 * Messages of the whole file; 'Sem dados para importar' when no row carries data. `existingFor` gives the
 * steps of the existing cow a row without D0 fills (the import pairs them in row order).
 */
export function validateImportRows(
  rows: readonly ImportRow[],
  batch: ImportBatchState,
  existingFor: (row: ImportRow, index: number) => ExistingCowSteps | undefined = () => undefined,
): string[] {
  const filled = rows.filter((row) => !isBlankRow(row));
  if (filled.length === 0) return [NO_DATA_TO_IMPORT()];
  return filled.flatMap((row, index) => validateImportRow(row, batch, existingFor(row, index)));
}
