// The lines of a farm's sheet that hold cows, under its headings. Control workbooks mix in lines that are not:
// blank separators, 'Total' lines, a line of counts under the columns, rates ('55%'), the headings repeated for
// printing. Those are left out (and named, so the preview can say so), never read as cows.
import type { SheetCell } from '../sheet-rows.ts';
import { textCell } from '../sheet-rows.ts';
import type { SheetGrid } from './header-row.ts';
import { isListField, WORD_FIELDS } from './own-sheet-fields.ts';
import type { RoundBlock } from './round-blocks.ts';

/**
 * A summary line's label starts with one of these words ('Total', 'Média ECC', 'Taxa de prenhez', 'Promedio'),
 * or the cell is a rate ('55%'). Tested on the raw text: 3,500 lines of 30 cells each are read twice per preview.
 */
const SUMMARY_LABEL =
  /^\s*(?:total|totais|subtotal|soma|somatório|somatorio|média|media|contagem|resumo|taxa|percentual|porcentagem|suma|promedio|conteo|resumen|tasa|porcentaje)(?!\p{L})/iu;
const RATE = /^\s*-?\d+(?:[.,]\d+)?\s*%\s*$/;

const isBlank = (cell: SheetCell) => textCell(cell) === null;

const isNumberish = (cell: SheetCell) =>
  typeof cell === 'number' || (typeof cell === 'string' && /^\s*-?\d+(?:[.,]\d+)?\s*$/.test(cell));

/**
 * A label up to the last mapped column, or a rate anywhere in it; remarks aside ('total de 3 doses' is a cow's
 * remark). Labels are not looked for in list columns, where a bull may be called 'Total' or 'Media Luna';
 * beyond the last mapped column farms keep side panels of totals beside the cows' lines.
 */
function isSummaryLine(cells: readonly SheetCell[], columns: SummaryColumns): boolean {
  return cells.some((cell, column) => {
    if (typeof cell !== 'string' || column > columns.last || columns.remarks.has(column)) return false;
    return RATE.test(cell) || (!columns.lists.has(column) && SUMMARY_LABEL.test(cell));
  });
}

type SummaryColumns = { last: number; remarks: ReadonlySet<number>; lists: ReadonlySet<number> };

function summaryColumns(rounds: readonly RoundBlock[]): SummaryColumns {
  const columns = rounds.flatMap((round) => round.columns);
  const where = (test: (field: RoundBlock['columns'][number]['field']) => boolean) =>
    new Set(columns.filter((column) => test(column.field)).map((column) => column.column));
  return {
    last: Math.max(-1, ...columns.map((column) => column.column)),
    remarks: where((field) => field === 'observacao'),
    lists: where(isListField),
  };
}

type Heading = { column: number; key: string };

/** The headings again (printed pages repeat them): most mapped columns hold their own heading. */
function isHeadingLine(cells: readonly SheetCell[], headings: readonly Heading[]): boolean {
  let same = 0;
  for (const heading of headings) {
    const cell = cells[heading.column];
    if (typeof cell === 'string' && cell.trim().toLowerCase() === heading.key) same++;
  }
  return same >= 2 && same * 2 >= headings.length;
}

/**
 * A round's cells that are all numbers, with numbers where the farm writes words (a diagnosis, a bull): the
 * counts a formula puts under each column, not a cow.
 */
function isCountsOnly(cells: readonly SheetCell[], round: RoundBlock): boolean {
  const filled = round.columns.filter((column) => !isBlank(cells[column.column]));
  return (
    filled.length > 0 &&
    filled.every((column) => isNumberish(cells[column.column])) &&
    filled.some((column) => WORD_FIELDS.has(column.field))
  );
}

export type MappedLine = {
  /** 1-based, as the spreadsheet numbers it. */
  line: number;
  cells: readonly SheetCell[];
  /** The rounds with something filled on this line. */
  rounds: RoundBlock[];
};

export type MappedLines = { lines: MappedLine[]; skippedLines: number[] };

/** The lines below the headings that hold cows, each with its filled rounds; and the lines left out. */
export function readMappedLines(
  grid: SheetGrid,
  sheet: { headerRow: number; rounds: readonly RoundBlock[] },
): MappedLines {
  const summary = summaryColumns(sheet.rounds);
  const headings = sheet.rounds.flatMap((round) =>
    round.columns.map((column) => ({ column: column.column, key: column.header.trim().toLowerCase() })),
  );
  const lines: MappedLine[] = [];
  const skippedLines: number[] = [];
  for (let index = sheet.headerRow; index < grid.length; index++) {
    const cells = grid[index] ?? [];
    if (cells.every(isBlank)) continue;
    const line = index + 1;
    if (isSummaryLine(cells, summary) || isHeadingLine(cells, headings)) {
      skippedLines.push(line);
      continue;
    }
    const filled = sheet.rounds.filter((round) =>
      round.columns.some((column) => !isBlank(cells[column.column])),
    );
    const rounds = filled.filter((round) => !isCountsOnly(cells, round));
    if (rounds.length < filled.length) skippedLines.push(line);
    if (rounds.length > 0) lines.push({ line, cells, rounds });
  }
  return { lines, skippedLines };
}
