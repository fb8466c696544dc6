// Checks of the management-data import (spec §5 'Import', §4 'Import', §9 file limit).
import {
  FILE_TOO_LARGE,
  fillField,
  INVALID_FILE,
  importDgFinalWithoutDg,
  importStepAlreadyFinished,
  importWithoutIatf,
  NO_DATA_TO_IMPORT,
  TOO_MANY_FILES,
} from '../../messages/validation.ts';
import { isBlank, isValidIsoDate } from '../form-rules.ts';

export const MAX_IMPORT_FILE_BYTES = 1_024_000;
export const IMPORT_EXTENSIONS = ['.xls', '.xlsx'] as const;

export type ImportFile = { name: string; size: number };

/** One .xls/.xlsx file of at most 1 024 000 bytes: the message of the first problem, else null. */
export function validateImportFiles(files: readonly ImportFile[]): string | null {
  if (files.length > 1) return TOO_MANY_FILES;
  const [file] = files;
  if (!file) return INVALID_FILE;
  const name = file.name.toLowerCase();
  if (!IMPORT_EXTENSIONS.some((extension) => name.endsWith(extension))) return INVALID_FILE;
  return file.size > MAX_IMPORT_FILE_BYTES ? FILE_TOO_LARGE : null;
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

/** Column names used in the 'Preencha o campo X' messages: the model's headings (exports/import-template). */
export const IMPORT_FIELD_LABELS = {
  cowId: 'ID da Matriz ou Segundo ID',
  codVaca: 'ID da Matriz',
  codLeitorBastao: 'Segundo ID',
  racaMatriz: 'Raça',
  ordemMatriz: 'Ordem',
  dispositivo: 'Dispositivo',
  usoDispositivo: 'Uso do Dispositivo',
  responsavel: 'Responsável',
  peso: 'Peso (kg)',
  pesoInicial: 'Peso Inicial (kg)',
  eccD0: 'ECC D0',
  semen: 'Sêmen',
  inseminador: 'Inseminador',
  diagnostico: 'Diagnóstico',
  eccDg: 'ECC DG',
  dataDg: 'Data do DG',
  diagnosticoFinal: 'Diagnóstico Final',
  dataDgFinal: 'Data do DG Final',
} as const satisfies Record<ImportRowField | 'cowId', string>;

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
    need(anyFilled(row, ['codVaca', 'codLeitorBastao']), IMPORT_FIELD_LABELS.cowId);
    for (const column of D0_ATTRIBUTES) need(!isBlank(row[column]), IMPORT_FIELD_LABELS[column]);
  }
  if (steps.iatf) {
    if (batch.iatfFinished) errors.push(importStepAlreadyFinished('IATF', row.line));
    need(!isBlank(row.semen), IMPORT_FIELD_LABELS.semen);
    need(!isBlank(row.inseminador), IMPORT_FIELD_LABELS.inseminador);
  }
  const hasIatf = steps.iatf || existing.hasIatf;
  if (steps.dg) {
    if (batch.dgFinished) errors.push(importStepAlreadyFinished('DG', row.line));
    if (!hasIatf) errors.push(importWithoutIatf('DG', row.line));
    need(!isBlank(row.diagnostico), IMPORT_FIELD_LABELS.diagnostico);
  }
  if (steps.dgFinal) {
    if (!hasIatf) errors.push(importWithoutIatf('DG Final', row.line));
    else if (!steps.dg && !existing.hasDg) errors.push(importDgFinalWithoutDg(row.line));
    need(!isBlank(row.diagnosticoFinal), IMPORT_FIELD_LABELS.diagnosticoFinal);
    need(isValidIsoDate(row.dataDgFinal), IMPORT_FIELD_LABELS.dataDgFinal);
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
  if (filled.length === 0) return [NO_DATA_TO_IMPORT];
  return filled.flatMap((row, index) => validateImportRow(row, batch, existingFor(row, index)));
}
