import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/own-sheet-screen.ts';

const m = defineMessages('own-sheet-screen', ptBR);

// The 'Importar planilha própria' screen (a farm's own IATF workbook mapped column by column). Not in the spec;
// pt-BR. The calls' and the rows' problems are in own-sheets.ts.

export const OWN_SHEET_TITLE = (): string => m.text('OWN_SHEET_TITLE');
export const OWN_SHEET_INTRO = (): string => m.text('OWN_SHEET_INTRO');
export const OWN_SHEET_READING = (): string => m.text('OWN_SHEET_READING');
export const OWN_SHEET_PREVIEWING = (): string => m.text('OWN_SHEET_PREVIEWING');
export const OWN_SHEET_SHEETS_TITLE = (): string => m.text('OWN_SHEET_SHEETS_TITLE');
export const OWN_SHEET_SHEETS_HINT = (): string => m.text('OWN_SHEET_SHEETS_HINT');
export const OWN_SHEET_NO_SHEET_CHOSEN = (): string => m.text('OWN_SHEET_NO_SHEET_CHOSEN');
export const OWN_SHEET_SAVED = (): string => m.text('OWN_SHEET_SAVED');
export const OWN_SHEET_SUGGESTED = (): string => m.text('OWN_SHEET_SUGGESTED');
export const OWN_SHEET_NO_MAPPING = (): string => m.text('OWN_SHEET_NO_MAPPING');
export const ownSheetLines = (lines: number) => m.format('ownSheetLines', { lines, n: String(lines) });
export const OWN_SHEET_BATCH = (): string => m.text('OWN_SHEET_BATCH');
export const OWN_SHEET_BATCH_MISSING = (): string => m.text('OWN_SHEET_BATCH_MISSING');
export const OWN_SHEET_BATCH_TWICE = (): string => m.text('OWN_SHEET_BATCH_TWICE');
/** The destination that creates a batch for the sheet. */
export const OWN_SHEET_NEW_BATCH = (): string => m.text('OWN_SHEET_NEW_BATCH');
export const OWN_SHEET_NEW_BATCH_NAME = (): string => m.text('OWN_SHEET_NEW_BATCH_NAME');
export const OWN_SHEET_NEW_BATCH_CORRAL = (): string => m.text('OWN_SHEET_NEW_BATCH_CORRAL');
export const OWN_SHEET_NEW_BATCH_PROTOCOL = (): string => m.text('OWN_SHEET_NEW_BATCH_PROTOCOL');
export const OWN_SHEET_NEW_BATCH_D0 = (): string => m.text('OWN_SHEET_NEW_BATCH_D0');
export const OWN_SHEET_NEW_BATCH_D0_HINT = (): string => m.text('OWN_SHEET_NEW_BATCH_D0_HINT');
export const OWN_SHEET_NEW_BATCH_INCOMPLETE = (): string => m.text('OWN_SHEET_NEW_BATCH_INCOMPLETE');
export const OWN_SHEET_HEADER_ROW = (): string => m.text('OWN_SHEET_HEADER_ROW');
export const OWN_SHEET_HEADER_ROW_HINT = (): string => m.text('OWN_SHEET_HEADER_ROW_HINT');
export const OWN_SHEET_SAMPLE_TITLE = (): string => m.text('OWN_SHEET_SAMPLE_TITLE');
export const OWN_SHEET_LINE = (): string => m.text('OWN_SHEET_LINE');
export const OWN_SHEET_COLUMN = (): string => m.text('OWN_SHEET_COLUMN');
export const OWN_SHEET_HEADER = (): string => m.text('OWN_SHEET_HEADER');
export const OWN_SHEET_FIELD = (): string => m.text('OWN_SHEET_FIELD');
export const OWN_SHEET_ROUND = (): string => m.text('OWN_SHEET_ROUND');
export const ownSheetRoundLabel = (round: number) => m.format('ownSheetRoundLabel', { round: String(round) });
export const OWN_SHEET_IGNORE = (): string => m.text('OWN_SHEET_IGNORE');
export const OWN_SHEET_NO_COW_COLUMN = (): string => m.text('OWN_SHEET_NO_COW_COLUMN');
export const OWN_SHEET_VALUES_TITLE = (): string => m.text('OWN_SHEET_VALUES_TITLE');
export const OWN_SHEET_VALUES_HINT = (): string => m.text('OWN_SHEET_VALUES_HINT');
export const OWN_SHEET_VALUE_TEXT = (): string => m.text('OWN_SHEET_VALUE_TEXT');
export const OWN_SHEET_VALUE_TARGET = (): string => m.text('OWN_SHEET_VALUE_TARGET');
export const OWN_SHEET_UNMAPPED = (): string => m.text('OWN_SHEET_UNMAPPED');
/** The choice that creates a bull or semen lot the farm does not have yet, named as the workbook writes it. */
export const OWN_SHEET_CREATE_BULL = (): string => m.text('OWN_SHEET_CREATE_BULL');
export const OWN_SHEET_CREATE_LOT = (): string => m.text('OWN_SHEET_CREATE_LOT');
export const OWN_SHEET_NO_VALUES = (): string => m.text('OWN_SHEET_NO_VALUES');
export const OWN_SHEET_VALUES_CONFIRM = (): string => m.text('OWN_SHEET_VALUES_CONFIRM');
export const OWN_SHEET_PREVIEW = (): string => m.text('OWN_SHEET_PREVIEW');
export const ownSheetPreviewOf = (sheet: string, batch: string) =>
  m.format('ownSheetPreviewOf', { sheet: String(sheet), batch: String(batch) });
export const OWN_SHEET_DONE = (): string => m.text('OWN_SHEET_DONE');
export const OWN_SHEET_LATER_ROUNDS = (): string => m.text('OWN_SHEET_LATER_ROUNDS');
/** One later IATF round of the preview: '2ª IATF: Lote A - IATF 2 (novo) · 3 matrizes · 3 IATF · 2 DG'. */
export const ownSheetRoundPreview = (round: {
  rodada: number;
  nomeLote: string;
  novo: boolean;
  matrizesCopiadas: number;
  iatfs: number;
  dgs: number;
}) =>
  [
    m.format('ownSheetRoundBatch', {
      round: ownSheetRoundLabel(round.rodada),
      nomeLote: String(round.nomeLote),
      novo: round.novo ? 'yes' : 'no',
    }),
    m.format('ownSheetCopiedCows', { count: round.matrizesCopiadas, n: String(round.matrizesCopiadas) }),
    `${round.iatfs} IATF`,
    `${round.dgs} DG`,
  ].join(' · ');
export const OWN_SHEET_NEW_RECORDS = (): string => m.text('OWN_SHEET_NEW_RECORDS');
export const OWN_SHEET_CREATED_RECORDS = (): string => m.text('OWN_SHEET_CREATED_RECORDS');
export const ownSheetNewBull = (nome: string) => m.format('ownSheetNewBull', { nome: String(nome) });
export const ownSheetNewLot = (lot: { codigo: string; touro: string }) =>
  m.format('ownSheetNewLot', { codigo: String(lot.codigo), touro: lot.touro.trim() });
export const ownSheetGoToBatch = (batch: string) => m.format('ownSheetGoToBatch', { batch: String(batch) });
export const OWN_SHEET_OTHER_FILE = (): string => m.text('OWN_SHEET_OTHER_FILE');
