// Importing a farm's own control workbook by mapping its columns. Not in the spec; pt-BR. Row problems
// name the sheet (aba) and the line as the spreadsheet shows them, since a workbook has one sheet per lot.

/** 'na linha 12 da aba "Lote 3"': where a problem is, as the person finds it in the spreadsheet. */
export function onSheetLine(sheet: string, line: number): string {
  return `na linha ${line} da aba "${sheet}"`;
}

/** A column named in a problem: its letter, then the heading the farm wrote ('coluna J (Diagnóstico)'). */
function columnNamed(column: string, header: string): string {
  return header ? `coluna ${column} (${header})` : `coluna ${column}`;
}

/** A list cell whose text was not matched to a Gestar value when the columns were mapped. */
export function ownSheetUnmappedValue(
  value: string,
  column: string,
  header: string,
  sheet: string,
  line: number,
): string {
  return `O valor "${value}" da ${columnNamed(column, header)} não foi associado a um valor do Gestar ${onSheetLine(sheet, line)}`;
}

/** A list cell matched to a value that has since been deleted from its list. */
export function ownSheetValueGone(
  value: string,
  column: string,
  header: string,
  sheet: string,
  line: number,
): string {
  return `O valor "${value}" da ${columnNamed(column, header)} foi associado a um valor que não existe mais; associe-o novamente ${onSheetLine(sheet, line)}`;
}

/** A date column holding something that is not a date. */
export function ownSheetInvalidDate(
  value: string,
  column: string,
  header: string,
  sheet: string,
  line: number,
): string {
  return `O valor "${value}" da ${columnNamed(column, header)} não é uma data (DD/MM/AAAA) ${onSheetLine(sheet, line)}`;
}

/** A line with data in an IATF's columns but no cow there to give it to. */
export function ownSheetMissingCow(cowLabel: string, round: number, sheet: string, line: number): string {
  return `Preencha o campo ${cowLabel} da ${round}ª IATF ${onSheetLine(sheet, line)}`;
}

// A saved mapping the server refuses (imports/own-sheets/mapping-schema.ts): a screen never sends one, so these
// name the fault for whoever reads the 400.
export const MAPPING_SHEET_TWICE = 'A mesma aba foi escolhida duas vezes.';
export const MAPPING_ROUND_TWICE = 'A mesma IATF aparece duas vezes na aba.';
export const MAPPING_COLUMN_TWICE = 'A mesma coluna foi associada a mais de um campo.';
export const MAPPING_FIELD_TWICE = 'O mesmo campo foi associado a duas colunas da mesma IATF.';
export const MAPPING_VALUES_TWICE = 'Os valores de um mesmo campo foram enviados duas vezes.';
export const MAPPING_VALUE_TWICE = 'O mesmo valor da planilha foi associado duas vezes.';
export const MAPPING_CREATE_NOT_ALLOWED = 'Só touros e partidas de sêmen podem ser criados pela importação.';

// The server's answers to the 'Importar planilha própria' calls.
export const OWN_SHEET_FARM_NOT_FOUND = 'Fazenda não encontrada para importação.';
export const OWN_SHEET_NO_SHEET = (sheet: string) => `A aba "${sheet}" não está no arquivo.`;
export const OWN_SHEET_NOT_MAPPED = (sheet: string) => `A aba "${sheet}" não está no mapeamento enviado.`;
export const OWN_SHEET_DESTINATION_TWICE = 'A mesma aba ou o mesmo lote foi escolhido duas vezes.';

/** A later IATF's line whose cow is not in the batch of the IATF before it. */
export function ownSheetRoundCowMissing(cow: string, round: number, sheet: string, line: number): string {
  return `A matriz "${cow}" da ${round}ª IATF não está no lote da ${round - 1}ª IATF ${onSheetLine(sheet, line)}`;
}

/** A later IATF's line whose cow did not go on to the resync: pregnant, dead or discarded in the IATF before. */
export function ownSheetRoundNotEmpty(cow: string, round: number, sheet: string, line: number): string {
  return `A matriz "${cow}" da ${round}ª IATF não estava vazia na ${round - 1}ª IATF (prenhe, morta ou descartada) ${onSheetLine(sheet, line)}`;
}

/** A semen lot the import creates on a line that names no bull: a lot belongs to a bull. */
export function ownSheetNewLotWithoutBull(lot: string, sheet: string, line: number): string {
  return `A partida nova "${lot}" precisa do touro na mesma linha ${onSheetLine(sheet, line)}`;
}

/** A semen lot the import creates, named with one bull on a line and another bull on this one. */
export function ownSheetNewLotTwoBulls(
  lot: string,
  first: string,
  other: string,
  sheet: string,
  line: number,
) {
  return `A partida nova "${lot}" aparece com o touro "${first}" e com o touro "${other}" ${onSheetLine(sheet, line)}; associe-a a uma partida de cada touro`;
}

/** A new batch without a D0 date typed, whose sheet gives no 'Data IA' to date it from. */
export const ownSheetNewBatchNoDate = (sheet: string) =>
  `Informe a data do D0 do lote novo da aba "${sheet}" ou associe a coluna Data IA da 1ª IATF.`;
/** A new batch's retiro that is not one of the farm's (or was deleted since the read). */
export const OWN_SHEET_CORRAL_NOT_FOUND = 'Retiro não encontrado nesta fazenda.';
/** A new batch's protocol the person may not use (or deleted since the read). */
export const OWN_SHEET_PROTOCOL_NOT_FOUND = 'Protocolo não encontrado.';
