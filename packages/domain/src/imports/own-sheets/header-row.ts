// Which line of a farm's sheet holds the headings. Control workbooks open with titles ('CONTROLE IATF 2023/24'),
// the farm's name, a merged line naming each IATF, and headings split over two lines where a heading merged
// down ('Vaca' over two lines) leaves the lower line blank under it.
import type { SheetCell } from '../sheet-rows.ts';
import { fieldOfHeader } from './suggest-field.ts';

/** Lines searched for the headings: titles and notes above them rarely take more than a few. */
export const HEADER_SCAN_LINES = 15;
/** A line needs this many known headings to be taken for the headings (one known word is often a title). */
const MIN_KNOWN_HEADINGS = 2;

export type SheetGrid = readonly (readonly SheetCell[] | undefined)[];

const isBlank = (cell: SheetCell) => cell === null || cell === undefined || String(cell).trim() === '';

/**
 * The headings of line `line` (1-based, as the spreadsheet numbers it). A blank cell takes the known heading
 * right above it: a heading merged over two lines is stored in the upper one only.
 */
export function headerCells(grid: SheetGrid, line: number): SheetCell[] {
  const row = grid[line - 1] ?? [];
  const above = line >= 2 ? (grid[line - 2] ?? []) : [];
  const width = Math.max(row.length, above.length);
  return Array.from({ length: width }, (_, column) => {
    const cell = row[column];
    if (!isBlank(cell)) return cell;
    const up = above[column];
    return fieldOfHeader(up) === null ? cell : up;
  });
}

function knownHeadings(cells: readonly SheetCell[]): number {
  return cells.filter((cell) => fieldOfHeader(cell) !== null).length;
}

/**
 * The headings' line (1-based): among the first lines, the one with most known headings (the first of equals),
 * or null when none has two — an index sheet, a chart's data, a blank sheet.
 */
export function findHeaderRow(grid: SheetGrid): number | null {
  let best: { line: number; known: number } | null = null;
  const last = Math.min(grid.length, HEADER_SCAN_LINES);
  for (let line = 1; line <= last; line++) {
    const known = knownHeadings(headerCells(grid, line));
    if (known >= MIN_KNOWN_HEADINGS && (!best || known > best.known)) best = { line, known };
  }
  return best?.line ?? null;
}
