import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/own-sheets.ts';

const m = defineMessages('own-sheets', ptBR);

// Importing a farm's own control workbook by mapping its columns. Not in the spec; pt-BR. Row problems
// name the sheet (aba) and the line as the spreadsheet shows them, since a workbook has one sheet per lot.

/** 'na linha 12 da aba "Lote 3"': where a problem is, as the person finds it in the spreadsheet. */
export function onSheetLine(sheet: string, line: number): string {
  return m.format('onSheetLine', { sheet: String(sheet), line: String(line) });
}

/** A column named in a problem: its letter, then the heading the farm wrote ('coluna J (Diagnóstico)'). */
function columnNamed(column: string, header: string): string {
  return header
    ? m.format('columnWithHeader', { column: String(column), header: String(header) })
    : m.format('columnWithoutHeader', { column: String(column) });
}

/** A list cell whose text was not matched to a Gestar value when the columns were mapped. */
export function ownSheetUnmappedValue(
  value: string,
  column: string,
  header: string,
  sheet: string,
  line: number,
): string {
  return m.format('ownSheetUnmappedValue', {
    value: String(value),
    column: columnNamed(column, header),
    where: onSheetLine(sheet, line),
  });
}

/** A list cell matched to a value that has since been deleted from its list. */
export function ownSheetValueGone(
  value: string,
  column: string,
  header: string,
  sheet: string,
  line: number,
): string {
  return m.format('ownSheetValueGone', {
    value: String(value),
    column: columnNamed(column, header),
    where: onSheetLine(sheet, line),
  });
}

/** A date column holding something that is not a date. */
export function ownSheetInvalidDate(
  value: string,
  column: string,
  header: string,
  sheet: string,
  line: number,
): string {
  return m.format('ownSheetInvalidDate', {
    value: String(value),
    column: columnNamed(column, header),
    where: onSheetLine(sheet, line),
  });
}

/** A line with data in an IATF's columns but no cow there to give it to. */
export function ownSheetMissingCow(cowLabel: string, round: number, sheet: string, line: number): string {
  return m.format('ownSheetMissingCow', {
    cowLabel: String(cowLabel),
    round: String(round),
    where: onSheetLine(sheet, line),
  });
}

// A saved mapping the server refuses (imports/own-sheets/mapping-schema.ts): a screen never sends one, so these
// name the fault for whoever reads the 400.
export const MAPPING_SHEET_TWICE = (): string => m.text('MAPPING_SHEET_TWICE');
export const MAPPING_ROUND_TWICE = (): string => m.text('MAPPING_ROUND_TWICE');
export const MAPPING_COLUMN_TWICE = (): string => m.text('MAPPING_COLUMN_TWICE');
export const MAPPING_FIELD_TWICE = (): string => m.text('MAPPING_FIELD_TWICE');
export const MAPPING_VALUES_TWICE = (): string => m.text('MAPPING_VALUES_TWICE');
export const MAPPING_VALUE_TWICE = (): string => m.text('MAPPING_VALUE_TWICE');
export const MAPPING_CREATE_NOT_ALLOWED = (): string => m.text('MAPPING_CREATE_NOT_ALLOWED');

// The server's answers to the 'Importar planilha própria' calls.
export const OWN_SHEET_FARM_NOT_FOUND = (): string => m.text('OWN_SHEET_FARM_NOT_FOUND');
export const OWN_SHEET_NO_SHEET = (sheet: string) => m.format('OWN_SHEET_NO_SHEET', { sheet: String(sheet) });
export const OWN_SHEET_NOT_MAPPED = (sheet: string) =>
  m.format('OWN_SHEET_NOT_MAPPED', { sheet: String(sheet) });
export const OWN_SHEET_DESTINATION_TWICE = (): string => m.text('OWN_SHEET_DESTINATION_TWICE');

/** A later IATF's line whose cow is not in the batch of the IATF before it. */
export function ownSheetRoundCowMissing(cow: string, round: number, sheet: string, line: number): string {
  return m.format('ownSheetRoundCowMissing', {
    cow: String(cow),
    round: String(round),
    previous: String(round - 1),
    where: onSheetLine(sheet, line),
  });
}

/** A later IATF's line whose cow did not go on to the resync: pregnant, dead or discarded in the IATF before. */
export function ownSheetRoundNotEmpty(cow: string, round: number, sheet: string, line: number): string {
  return m.format('ownSheetRoundNotEmpty', {
    cow: String(cow),
    round: String(round),
    previous: String(round - 1),
    where: onSheetLine(sheet, line),
  });
}

/** A semen lot the import creates on a line that names no bull: a lot belongs to a bull. */
export function ownSheetNewLotWithoutBull(lot: string, sheet: string, line: number): string {
  return m.format('ownSheetNewLotWithoutBull', { lot: String(lot), where: onSheetLine(sheet, line) });
}

/** A semen lot the import creates, named with one bull on a line and another bull on this one. */
export function ownSheetNewLotTwoBulls(
  lot: string,
  first: string,
  other: string,
  sheet: string,
  line: number,
) {
  return m.format('ownSheetNewLotTwoBulls', {
    lot: String(lot),
    first: String(first),
    other: String(other),
    where: onSheetLine(sheet, line),
  });
}

/** A new batch without a D0 date typed, whose sheet gives no 'Data IA' to date it from. */
export const ownSheetNewBatchNoDate = (sheet: string) =>
  m.format('ownSheetNewBatchNoDate', { sheet: String(sheet) });
/** A new batch's retiro that is not one of the farm's (or was deleted since the read). */
export const OWN_SHEET_CORRAL_NOT_FOUND = (): string => m.text('OWN_SHEET_CORRAL_NOT_FOUND');
/** A new batch's protocol the person may not use (or deleted since the read). */
export const OWN_SHEET_PROTOCOL_NOT_FOUND = (): string => m.text('OWN_SHEET_PROTOCOL_NOT_FOUND');
