// The import's row problems (model import and farms' own workbooks), apart from validation.ts so the login screen,
// which reads validation.ts, does not carry them. Not in the spec unless marked.
import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/import-rows.ts';

const m = defineMessages('import-rows', ptBR);

// The row of the import file is worded like the import errors of §8 ('na linha N do arquivo').

/** `fillField('Raça', 3)` → 'Preencha o campo Raça na linha 3 do arquivo'. */
export function fillField(field: string, line: number): string {
  return m.format('fillField', { field: String(field), line: String(line) });
}

/** Not in the spec: DG or DG Final imported for a cow without IATF. */
export function importWithoutIatf(step: string, line: number): string {
  return m.format('importWithoutIatf', { step: String(step), line: String(line) });
}

/** Not in the spec: DG Final imported for a cow without DG. */
export function importDgFinalWithoutDg(line: number): string {
  return m.format('importDgFinalWithoutDg', { line: String(line) });
}

/** Not in the spec: a step the batch has already finished. */
export function importStepAlreadyFinished(step: string, line: number): string {
  return m.format('importStepAlreadyFinished', { step: String(step), line: String(line) });
}

/** Not in the spec: a list cell whose text the list does not have. */
export function importUnknownValue(field: string, value: string, line: number): string {
  return m.format('importUnknownValue', { field: String(field), value: String(value), line: String(line) });
}

/** Not in the spec: a number or date cell that is not one. */
export function importInvalidValue(field: string, expected: 'number' | 'date', line: number): string {
  return m.format('importInvalidValue', { field: String(field), kind: expected, line: String(line) });
}

/**
 * Not in the spec: a number cell the field's number rule refuses; `message` is the one the screen's field
 * shows for the same text (rules/number-field.ts).
 */
export function importInvalidNumber(field: string, value: string, message: string, line: number): string {
  return m.format('importInvalidNumber', {
    field: String(field),
    value: String(value),
    message: String(message),
    line: String(line),
  });
}

/** Not in the spec: a D0 row for a cow the batch (or an earlier line) already has. */
export function importCowRepeated(cow: string, line: number): string {
  return m.format('importCowRepeated', { cow: String(cow), line: String(line) });
}

/** Not in the spec: a row without D0 naming a cow the batch does not have. */
export function importCowNotInBatch(cow: string, line: number): string {
  return m.format('importCowNotInBatch', { cow: String(cow), line: String(line) });
}

/** Not in the spec: a row without D0 and without ID when the batch's cows are all taken by earlier lines. */
export function importNoCowLeft(line: number): string {
  return m.format('importNoCowLeft', { line: String(line) });
}

/** Not in the spec: a step the cow already has (a second IATF, DG or DG Final for her in this batch). */
export function importCowStepDone(cow: string, step: string, line: number): string {
  return m.format('importCowStepDone', { cow: String(cow), step: String(step), line: String(line) });
}

/** Not in the spec: two lines filling the same existing cow. */
export function importCowTwice(cow: string, line: number): string {
  return m.format('importCowTwice', { cow: String(cow), line: String(line) });
}

/** Where a row is in a one-sheet file, as every row message of the import words it ('na linha 7 do arquivo'). */
export const onFileLine = (line: number | string): string => m.format('onFileLine', { line: String(line) });
