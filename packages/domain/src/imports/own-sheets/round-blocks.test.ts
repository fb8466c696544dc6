import { describe, expect, it } from 'vitest';
import type { SheetCell } from '../sheet-rows.ts';
import { headerCells } from './header-row.ts';
import type { OwnSheetField } from './own-sheet-fields.ts';
import { blockStart, IATF_BLOCK, LOT_1, LOT_2 } from './own-sheet-test-workbooks.ts';
import { detectRoundBlocks, type RoundBlockOptions } from './round-blocks.ts';

const BLOCK_FIELDS: OwnSheetField[] = [
  'dataIatf',
  'codVaca',
  'eccD0',
  'racaMatriz',
  'ordemMatriz',
  'touro',
  'semen',
  'inseminador',
  'diagnostico',
  'eccDg',
  'previsaoParto',
];

/** Each round as its fields by column: { 1: { 0: 'dataIatf', … } }. */
function fieldsByRound(headerRow: readonly SheetCell[], options?: RoundBlockOptions) {
  return Object.fromEntries(
    detectRoundBlocks(headerRow, options).map((block) => [
      block.round,
      Object.fromEntries(block.columns.map((column) => [column.column, column.field])),
    ]),
  );
}

const blockAt = (start: number) =>
  Object.fromEntries(BLOCK_FIELDS.map((field, index) => [start + index, field]));

describe('detectRoundBlocks: IATF blocks side by side become rounds 1, 2, 3', () => {
  it.each<[string, SheetCell[], RoundBlockOptions | undefined, Record<number, Record<number, string>>]>([
    [
      'three blocks with blank separator columns, by the field met again',
      LOT_1.grid[3] as SheetCell[],
      undefined,
      { 1: blockAt(blockStart(1)), 2: blockAt(blockStart(2)), 3: blockAt(blockStart(3)) },
    ],
    [
      'three blocks under merged 1ª/2ª/3ª IATF titles',
      LOT_1.grid[3] as SheetCell[],
      { titleRow: LOT_1.grid[2] as SheetCell[] },
      { 1: blockAt(blockStart(1)), 2: blockAt(blockStart(2)), 3: blockAt(blockStart(3)) },
    ],
    [
      'blocks without separators',
      [...IATF_BLOCK, ...IATF_BLOCK],
      undefined,
      { 1: blockAt(0), 2: blockAt(IATF_BLOCK.length) },
    ],
    [
      "headings marked '2ª IATF', the 2nd block without a 'Vaca' of its own",
      headerCells(LOT_2.grid, 3),
      undefined,
      {
        1: {
          1: 'codVaca',
          2: 'racaMatriz',
          3: 'dataIatf',
          4: 'touro',
          5: 'semen',
          6: 'inseminador',
          7: 'diagnostico',
          8: 'eccDg',
        },
        2: { 10: 'dataIatf', 11: 'touro', 12: 'inseminador', 13: 'diagnostico' },
      },
    ],
    [
      "a title over the 2nd block only: the 3rd block is told by 'Vaca' met again",
      ['Vaca', 'Touro', null, 'Vaca', 'Touro', null, 'Vaca', 'Touro'],
      { titleRow: [null, null, null, '2ª IATF'] },
      { 1: { 0: 'codVaca', 1: 'touro' }, 2: { 3: 'codVaca', 4: 'touro' }, 3: { 6: 'codVaca', 7: 'touro' } },
    ],
    [
      'a title that names no round changes nothing',
      ['Vaca', 'Touro', 'Vaca', 'Touro'],
      { titleRow: ['CONTROLE IATF 2023'] },
      { 1: { 0: 'codVaca', 1: 'touro' }, 2: { 2: 'codVaca', 3: 'touro' } },
    ],
    [
      'a cow column once, then the IATF columns three times',
      ['Vaca', 'Raça', 'Data IA', 'Touro', 'DG', 'Data IA', 'Touro', 'DG', 'Data IA', 'Touro', 'DG'],
      undefined,
      {
        1: { 0: 'codVaca', 1: 'racaMatriz', 2: 'dataIatf', 3: 'touro', 4: 'diagnostico' },
        2: { 5: 'dataIatf', 6: 'touro', 7: 'diagnostico' },
        3: { 8: 'dataIatf', 9: 'touro', 10: 'diagnostico' },
      },
    ],
    [
      'the same field twice where headings name the round: the second is left to the person',
      ['Vaca 2ª IATF', 'Brinco 2ª IATF', 'Touro'],
      undefined,
      { 2: { 0: 'codVaca', 2: 'touro' } },
    ],
    [
      'a column named by its values',
      ['Vaca', 'Resultado'],
      { samples: (column) => (column === 1 ? ['Prenha', 'Vazia', 'Prenha'] : []) },
      { 1: { 0: 'codVaca', 1: 'diagnostico' } },
    ],
    ['no known heading', ['Nº', 'Lote', null], undefined, {}],
  ])('%s', (_, headerRow, options, expected) => {
    expect(fieldsByRound(headerRow, options)).toEqual(expected);
  });

  it("keeps the farm's heading of each column", () => {
    const [first] = detectRoundBlocks(headerCells(LOT_2.grid, 3));
    expect(first?.columns[0]).toEqual({ column: 1, header: 'Vaca', field: 'codVaca' });
  });

  it('stops at the rounds a season can have', () => {
    const rounds = detectRoundBlocks(Array.from({ length: 8 }, () => 'Vaca'));
    expect(rounds.map((block) => block.round)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
