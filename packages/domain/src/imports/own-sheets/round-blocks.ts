// A control workbook keeps a season's inseminations side by side: the block of columns of the 1st IATF ('Data
// IA', 'Vaca', 'E.C.C. IA', …, 'Previsão de Parto'), then the same block for the 2nd and the 3rd. Each block is an
// IATF round, whose cows become the resync chain Gestar already models.
import type { SheetCell } from '../sheet-rows.ts';
import { textCell } from '../sheet-rows.ts';
import { headerKey, MAX_ROUNDS, roundOfTitle, splitRoundMark } from './header-key.ts';
import { fieldOfHeaderKey } from './header-synonyms.ts';
import type { OwnSheetField } from './own-sheet-fields.ts';
import { suggestField } from './suggest-field.ts';

/** One column of a round: its 0-based index in the sheet (A = 0), the farm's heading and the Gestar field. */
export type RoundColumn = { column: number; header: string; field: OwnSheetField };
export type RoundBlock = { round: number; columns: RoundColumn[] };

export type RoundBlockOptions = {
  /** The line above the headings, where a merged title may name each block's IATF ('2ª IATF'). */
  titleRow?: readonly SheetCell[];
  /** A column's values under the headings, for columns the heading alone does not name. */
  samples?: (column: number) => readonly SheetCell[];
};

/** The round a heading names itself ('Vaca 2ª IATF', 'Data IA 3'), unless its whole text is a heading. */
function roundOfHeader(header: SheetCell): number | null {
  const key = headerKey(header);
  if (!key || fieldOfHeaderKey(key)) return null;
  return splitRoundMark(key).round;
}

/**
 * The round each column's title names. A merged title is stored in its first cell only, so a blank title cell
 * continues the one on its left; a title naming no round ends it.
 */
function titleRounds(titleRow: readonly SheetCell[] | undefined, width: number): (number | null)[] {
  let round: number | null = null;
  return Array.from({ length: width }, (_, column) => {
    const cell = titleRow?.[column];
    if (textCell(cell) !== null) round = roundOfTitle(cell);
    return round;
  });
}

/**
 * The IATF rounds of a line of headings, each with its columns. A heading's own round mark ('2ª IATF') places it;
 * otherwise a field met again starts the next round (the second 'Data IA' opens the 2nd IATF), and a title above
 * says where a block starts. Blank and unknown columns (separators, 'Nº', 'Lote') belong to no round. A field
 * twice in a round its headings name is mapped once; the person maps the other if it matters.
 */
export function detectRoundBlocks(
  headerRow: readonly SheetCell[],
  options: RoundBlockOptions = {},
): RoundBlock[] {
  const titles = titleRounds(options.titleRow, headerRow.length);
  const blocks = new Map<number, RoundColumn[]>();
  const has = (round: number, field: OwnSheetField) =>
    blocks.get(round)?.some((column) => column.field === field) ?? false;
  let current = 1;
  headerRow.forEach((cell, column) => {
    const field = suggestField(cell, options.samples?.(column) ?? []);
    if (!field) return;
    let round = roundOfHeader(cell);
    if (round === null) {
      // Blocks run left to right: a title continued past its block never sends a column back a round.
      round = Math.max(titles[column] ?? current, current);
      while (has(round, field)) round++;
    }
    if (round > MAX_ROUNDS || has(round, field)) return;
    const columns = blocks.get(round) ?? [];
    columns.push({ column, header: textCell(cell) ?? '', field });
    blocks.set(round, columns);
    current = round;
  });
  return [...blocks.entries()].sort(([a], [b]) => a - b).map(([round, columns]) => ({ round, columns }));
}
