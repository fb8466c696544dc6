// A whole sheet's first suggestion, the texts its list columns hold, and a saved mapping found again: the steps
// the 'Importar planilha própria' screen takes before the person confirms anything.
import { textCell } from '../sheet-rows.ts';
import { type OwnSheet, sheetMappingOf } from './apply-mapping.ts';
import { readMappedLines } from './data-lines.ts';
import { headerKey } from './header-key.ts';
import { findHeaderRow, headerCells, type SheetGrid } from './header-row.ts';
import { HEADER_TEXT_MAX, type OwnSheetMapping, type OwnSheetSheetMapping } from './mapping-schema.ts';
import { COW_ID_FIELDS, isListField, type OwnSheetListField } from './own-sheet-fields.ts';
import { detectRoundBlocks } from './round-blocks.ts';
import { valueMapKey } from './value-mapping.ts';

/** Cells read under each heading to judge its values: enough for a share, few enough for 3,500-cow sheets. */
export const SAMPLE_LINES = 40;

function samplesUnder(grid: SheetGrid, headerRow: number) {
  const below = grid.slice(headerRow, headerRow + SAMPLE_LINES * 2);
  return (column: number) =>
    below
      .map((cells) => cells?.[column])
      .filter((cell) => textCell(cell) !== null)
      .slice(0, SAMPLE_LINES);
}

/**
 * The mapping Gestar suggests for a sheet: its headings' line and the IATF rounds of its columns; null for a
 * sheet that holds no cows (an index, a summary, a chart's data), which is then not offered as a lot.
 */
export function suggestOwnSheet(name: string, grid: SheetGrid): OwnSheetSheetMapping | null {
  const headerRow = findHeaderRow(grid);
  if (headerRow === null) return null;
  const rounds = detectRoundBlocks(headerCells(grid, headerRow), {
    titleRow: grid[headerRow - 2] ?? [],
    samples: samplesUnder(grid, headerRow),
  }).map((round) => ({
    round: round.round,
    columns: round.columns.map((column) => ({ ...column, header: column.header.slice(0, HEADER_TEXT_MAX) })),
  }));
  const namesCows = rounds.some((round) =>
    round.columns.some((column) => (COW_ID_FIELDS as readonly string[]).includes(column.field)),
  );
  return namesCows ? { name, headerRow, rounds } : null;
}

/**
 * The distinct texts of each list column over the chosen sheets (first spelling kept; spaces, case and accents
 * ignored), for suggestValueMapping. Summary and count lines are not read, so a 'Total' is no value.
 */
export function distinctListTexts(
  sheets: readonly OwnSheet[],
  mapping: OwnSheetMapping,
): Partial<Record<OwnSheetListField, string[]>> {
  const found = new Map<OwnSheetListField, Map<string, string>>();
  for (const sheet of sheets) {
    const chosen = sheetMappingOf(mapping, sheet.name);
    if (!chosen) continue;
    for (const line of readMappedLines(sheet.grid, chosen).lines)
      for (const round of line.rounds)
        for (const column of round.columns) {
          const text = textCell(line.cells[column.column]);
          if (text === null || !isListField(column.field)) continue;
          const texts = found.get(column.field) ?? new Map<string, string>();
          if (!texts.has(valueMapKey(text))) texts.set(valueMapKey(text), text);
          found.set(column.field, texts);
        }
  }
  return Object.fromEntries([...found].map(([field, texts]) => [field, [...texts.values()]]));
}

function fits(grid: SheetGrid, saved: OwnSheetSheetMapping): boolean {
  const headings = headerCells(grid, saved.headerRow);
  return saved.rounds.every((round) =>
    round.columns.every((column) => headerKey(headings[column.column]) === headerKey(column.header)),
  );
}

/**
 * A saved sheet mapping that fits this sheet — every mapped column has the same heading on the same line —
 * under this sheet's name: the sheet of the same name first, then any other (next season's workbook names its
 * lots anew). Null when the layout changed, so the person maps it again from a fresh suggestion.
 */
export function reuseSheetMapping(
  saved: OwnSheetMapping,
  name: string,
  grid: SheetGrid,
): OwnSheetSheetMapping | null {
  const same = sheetMappingOf(saved, name);
  const candidates = same ? [same, ...saved.sheets.filter((sheet) => sheet !== same)] : saved.sheets;
  const found = candidates.find((sheet) => fits(grid, sheet));
  return found ? { ...found, name } : null;
}
