// A farm's sheet read through its confirmed mapping: per IATF round, the rows today's import plan takes
// (imports/import-plan.ts), and every problem with its sheet and line. Pure: the server runs it for the preview
// and again, inside the transaction, to apply.

import {
  ownSheetInvalidDate,
  ownSheetMissingCow,
  ownSheetUnmappedValue,
  ownSheetValueGone,
} from '../../messages/own-sheets.ts';
import { isValidIsoDate } from '../../rules/form-rules.ts';
import { emptyImportRow, importFieldLabel } from '../../rules/forms/import-rows.ts';
import { dateCell, type SheetCell, textCell } from '../sheet-rows.ts';
import { type MappedLine, readMappedLines } from './data-lines.ts';
import type { SheetGrid } from './header-row.ts';
import type { OwnSheetMapping, OwnSheetSheetMapping } from './mapping-schema.ts';
import {
  COW_ID_FIELDS,
  DATE_FIELDS,
  emptyOwnSheetRow,
  isImported,
  isListField,
  type OwnSheetListField,
  type OwnSheetRow,
} from './own-sheet-fields.ts';
import type { RoundBlock, RoundColumn } from './round-blocks.ts';
import { type ListOption, type ValueTarget, valueMapKey } from './value-mapping.ts';
import { FIRST_SEASON_YEAR, LAST_SEASON_YEAR } from './value-words.ts';

export type OwnSheet = { name: string; grid: SheetGrid };
export type OwnSheetProblem = { sheet: string; line: number; round: number; message: string };
export type OwnSheetRound = { round: number; rows: OwnSheetRow[] };
export type OwnSheetRead = {
  sheet: string;
  rounds: OwnSheetRound[];
  problems: OwnSheetProblem[];
  /** Summary, count and repeated-heading lines, left out. */
  skippedLines: number[];
};
/** The values each list field may take now (as given to suggestValueMapping): ids → the texts the plan reads. */
export type OwnSheetListOptions = Partial<Record<OwnSheetListField, readonly ListOption[]>>;

/** 'A', …, 'Z', 'AA': how the spreadsheet names a column. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** A date of a season's years: a 3 typed in a date column would otherwise be 1900-01-02. */
function plausibleDate(iso: string): boolean {
  const year = Number(iso.slice(0, 4));
  return isValidIsoDate(iso) && year >= FIRST_SEASON_YEAR && year <= LAST_SEASON_YEAR;
}

type ProblemText = (value: string, column: string, header: string, sheet: string, line: number) => string;

type Reader = {
  sheet: string;
  round: number;
  /** Per field, each mapped text's key → the text as the mapping spells it and its target. */
  targets: Map<OwnSheetListField, Map<string, { text: string; target: ValueTarget }>>;
  texts: Map<OwnSheetListField, Map<string, string>>;
};

/** The sheet's entry in the mapping: by its name, or by its name in another case (Excel ignores case). */
export function sheetMappingOf(mapping: OwnSheetMapping, name: string): OwnSheetSheetMapping | undefined {
  return (
    mapping.sheets.find((sheet) => sheet.name === name) ??
    mapping.sheets.find((sheet) => sheet.name.toLowerCase() === name.toLowerCase())
  );
}

/**
 * A list cell → the text today's import resolves to the mapped id: the option's own text (valor, code, name),
 * or for a bull or lot to create the text as the mapping spells it, which names the record the server creates
 * first (' NELORE FIEL ' and 'nelore fiel' are one new bull).
 */
function listText(reader: Reader, field: OwnSheetListField, text: string): string | { problem: ProblemText } {
  const mapped = reader.targets.get(field)?.get(valueMapKey(text));
  if (!mapped || mapped.target.kind === 'unmapped') return { problem: ownSheetUnmappedValue };
  if (mapped.target.kind === 'create') return mapped.text;
  return reader.texts.get(field)?.get(mapped.target.id) ?? { problem: ownSheetValueGone };
}

function readColumn(
  reader: Reader,
  row: OwnSheetRow,
  column: RoundColumn,
  cell: SheetCell,
  problems: OwnSheetProblem[],
): void {
  const { field } = column;
  if (!isImported(field)) return;
  const text = textCell(cell);
  if (text === null) return;
  const problem = (message: ProblemText) =>
    problems.push({
      sheet: reader.sheet,
      line: row.line,
      round: reader.round,
      message: message(text, columnLetter(column.column), column.header, reader.sheet, row.line),
    });
  if (DATE_FIELDS.has(field)) {
    const iso = dateCell(cell);
    if (iso && plausibleDate(iso)) row[field] = iso;
    else problem(ownSheetInvalidDate);
    return;
  }
  if (isListField(field)) {
    const read = listText(reader, field, text);
    if (typeof read === 'string') row[field] = read;
    else problem(read.problem);
    return;
  }
  row[field] = text;
}

/** The cow of a round: its own ID columns, or, in a block without them, the line's first round's cow. */
function cowOf(line: MappedLine, round: RoundBlock, first: RoundBlock | undefined, row: OwnSheetRow): void {
  const owns = round.columns.some((column) => (COW_ID_FIELDS as readonly string[]).includes(column.field));
  if (owns || !first) return;
  for (const column of first.columns)
    if (column.field === 'codVaca' || column.field === 'codLeitorBastao')
      row[column.field] = textCell(line.cells[column.column]);
}

/**
 * Per IATF round, the rows of the sheet (`line` as the spreadsheet numbers it) with list texts as today's import
 * reads them and dates as ISO; and every problem, named by sheet, line and column. A row with a problem is left
 * out of its round, so the plan does not report it again in other words: any problem stops the import anyway.
 * A sheet the mapping does not choose gives nothing.
 */
export function applyOwnSheetMapping(
  sheet: OwnSheet,
  mapping: OwnSheetMapping,
  options: OwnSheetListOptions = {},
): OwnSheetRead {
  const chosen = sheetMappingOf(mapping, sheet.name);
  const read: OwnSheetRead = { sheet: sheet.name, rounds: [], problems: [], skippedLines: [] };
  if (!chosen) return read;
  const reader: Reader = {
    sheet: sheet.name,
    round: 0,
    targets: new Map(
      mapping.values.map((entry) => [
        entry.field,
        new Map(entry.values.map((value) => [valueMapKey(value.text), value])),
      ]),
    ),
    texts: new Map(
      Object.entries(options).map(([field, list]) => [
        field as OwnSheetListField,
        new Map((list ?? []).map((option) => [option.id, option.text])),
      ]),
    ),
  };
  const rounds = [...chosen.rounds].sort((a, b) => a.round - b.round);
  const rows = new Map<number, OwnSheetRow[]>(rounds.map((round) => [round.round, []]));
  const { lines, skippedLines } = readMappedLines(sheet.grid, { headerRow: chosen.headerRow, rounds });
  for (const line of lines) {
    for (const round of line.rounds) {
      reader.round = round.round;
      const row = emptyOwnSheetRow(emptyImportRow(line.line));
      const before = read.problems.length;
      for (const column of round.columns)
        readColumn(reader, row, column, line.cells[column.column], read.problems);
      cowOf(line, round, rounds[0], row);
      if (row.codVaca === null && row.codLeitorBastao === null)
        read.problems.push({
          sheet: sheet.name,
          line: line.line,
          round: round.round,
          message: ownSheetMissingCow(importFieldLabel('cowId'), round.round, sheet.name, line.line),
        });
      if (read.problems.length === before) rows.get(round.round)?.push(row);
    }
  }
  read.rounds = rounds.map((round) => ({ round: round.round, rows: rows.get(round.round) ?? [] }));
  read.skippedLines = skippedLines;
  return read;
}
