import { describe, expect, it } from 'vitest';
import type { SheetCell } from '../sheet-rows.ts';
import { readMappedLines } from './data-lines.ts';
import type { RoundBlock } from './round-blocks.ts';

// Columns: A 'Lote' (not mapped), B Data IA, C Vaca, D Touro, E Diagnóstico, F Obs; G is a side panel.
const ROUNDS: RoundBlock[] = [
  {
    round: 1,
    columns: [
      { column: 1, header: 'Data IA', field: 'dataIatf' },
      { column: 2, header: 'Vaca', field: 'codVaca' },
      { column: 3, header: 'Touro', field: 'touro' },
      { column: 4, header: 'Diagnóstico', field: 'diagnostico' },
      { column: 5, header: 'Obs', field: 'observacao' },
    ],
  },
];
const HEADINGS: SheetCell[] = ['Lote', 'Data IA', 'Vaca', 'Touro', 'Diagnóstico', 'Obs'];

describe('readMappedLines: lines that hold cows, and the lines left out', () => {
  it.each<[string, SheetCell[], 'cow' | 'skipped' | 'nothing']>([
    ['a cow', ['L1', 45231, '101', 'Nelore Fiel', 'Prenha', null], 'cow'],
    ['a cow named only', [null, null, '101'], 'cow'],
    ['a blank line', [null, '  ', null], 'nothing'],
    ["'Total' under the dates", [null, 'Total', 3, null, null], 'skipped'],
    ["'TOTAL:' in a column not mapped", ['TOTAL:', null, 3], 'skipped'],
    ["'Média ECC'", ['Média ECC', null, null, null, 3], 'skipped'],
    ["'Taxa de prenhez'", ['Taxa de prenhez', null, null, null, '55%'], 'skipped'],
    ['a rate under the diagnosis', [null, null, null, null, '66,7%'], 'skipped'],
    ['Spanish: Promedio', ['Promedio', null, 2], 'skipped'],
    ['counts under the columns', [null, null, 3, 3, 2], 'skipped'],
    ['the headings again, as printed pages repeat them', HEADINGS, 'skipped'],
    ["a bull called 'Total Flex' is a bull", [null, 45231, '102', 'Total Flex', 'Vazia'], 'cow'],
    ["a remark that says 'total'", [null, 45231, '103', null, null, 'total de 3 doses'], 'cow'],
    [
      'a side panel of totals beyond the mapped columns',
      [null, 45231, '104', null, null, null, 'Total 12'],
      'cow',
    ],
    ["'Totalmente' is no label", ['Totalmente vacinada', 45231, '105'], 'cow'],
  ])('%s → %s', (_, cells, expected) => {
    const read = readMappedLines([HEADINGS, cells], { headerRow: 1, rounds: ROUNDS });
    const found = read.lines.length > 0 ? 'cow' : read.skippedLines.length > 0 ? 'skipped' : 'nothing';
    expect(found).toBe(expected);
    if (expected === 'skipped') expect(read.skippedLines).toEqual([2]);
  });

  it('reads each round of a line on its own: counts under one block leave the other', () => {
    const rounds: RoundBlock[] = [
      {
        round: 1,
        columns: [
          { column: 0, header: 'Vaca', field: 'codVaca' },
          { column: 1, header: 'DG', field: 'diagnostico' },
        ],
      },
      {
        round: 2,
        columns: [
          { column: 2, header: 'Vaca', field: 'codVaca' },
          { column: 3, header: 'DG', field: 'diagnostico' },
        ],
      },
    ];
    const read = readMappedLines([[], ['101', 'Prenha', 4, 2]], { headerRow: 1, rounds });
    expect(read.lines.map((line) => [line.line, line.rounds.map((round) => round.round)])).toEqual([
      [2, [1]],
    ]);
    expect(read.skippedLines).toEqual([2]);
  });
});
