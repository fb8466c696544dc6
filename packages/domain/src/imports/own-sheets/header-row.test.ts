import { describe, expect, it } from 'vitest';
import { findHeaderRow, headerCells, type SheetGrid } from './header-row.ts';
import { INDEX_SHEET, LOT_1, LOT_2, LOT_3, RODEO_1, SUMMARY_SHEET } from './own-sheet-test-workbooks.ts';

describe('findHeaderRow: the line of headings among the first lines', () => {
  it.each<[string, SheetGrid, number | null]>([
    ['headings on line 1', RODEO_1.grid, 1],
    ['under a title line', LOT_3.grid, 2],
    ['under a title, a blank line and merged IATF titles', LOT_1.grid, 4],
    ['the lower of two heading lines, with headings merged down from the upper', LOT_2.grid, 3],
    ['an index sheet has none', INDEX_SHEET.grid, null],
    ['a summary sheet of tables has none', SUMMARY_SHEET.grid, null],
    ['an empty sheet has none', [], null],
    ['one known word is a title, not headings', [['Vaca'], ['101']], null],
    [
      'the first of two equal lines',
      [
        ['Vaca', 'Touro'],
        ['Vaca', 'Touro'],
      ],
      1,
    ],
    [
      'not below the lines searched',
      [...Array.from({ length: 15 }, () => ['nota']), ['Vaca', 'Touro', 'Partida']],
      null,
    ],
  ])('%s → %j', (_, grid, line) => {
    expect(findHeaderRow(grid)).toBe(line);
  });
});

describe('headerCells: a heading merged over two lines is stored in the upper one', () => {
  it('fills a blank cell with the known heading above it, not with a title', () => {
    expect(headerCells(LOT_2.grid, 3).slice(0, 5)).toEqual([null, 'Vaca', 'Raça', 'Data IA', 'Touro']);
  });

  it('keeps a line of its own as it is', () => {
    expect(headerCells(RODEO_1.grid, 1)).toEqual(RODEO_1.grid[0]);
  });
});
