import { describe, expect, it } from 'vitest';
import type { OwnSheetMapping } from './mapping-schema.ts';
import { suggestedMapping } from './own-sheet-test-mapping.ts';
import { blockStart, LOT_1, LOT_2, RODEO_1, WORKBOOK } from './own-sheet-test-workbooks.ts';
import { distinctListTexts, reuseSheetMapping, suggestOwnSheet } from './suggest-sheet.ts';

describe('suggestOwnSheet: the sheets that hold cows, with their headings and rounds', () => {
  it.each(
    WORKBOOK.map((sheet) => {
      const suggested = suggestOwnSheet(sheet.name, sheet.grid);
      return [
        sheet.name,
        suggested && {
          headerRow: suggested.headerRow,
          rounds: suggested.rounds.map((round) => [round.round, round.columns.length]),
        },
      ] as const;
    }),
  )('%s → %j', (name, suggested) => {
    const expected = {
      Índice: null,
      'Lote 1': {
        headerRow: 4,
        rounds: [
          [1, 11],
          [2, 11],
          [3, 11],
        ],
      },
      'Lote 2': {
        headerRow: 3,
        rounds: [
          [1, 8],
          [2, 4],
        ],
      },
      Resumo: null,
    }[name];
    expect(suggested).toEqual(expected);
  });

  it('starts each round of the three blocks at its block', () => {
    const rounds = suggestOwnSheet(LOT_1.name, LOT_1.grid)?.rounds ?? [];
    expect(rounds.map((round) => round.columns[0]?.column)).toEqual([
      blockStart(1),
      blockStart(2),
      blockStart(3),
    ]);
  });
});

describe('distinctListTexts: what each list column holds, over the chosen sheets', () => {
  const mapping = suggestedMapping(WORKBOOK);
  const texts = distinctListTexts(WORKBOOK, mapping);

  it.each([
    ['touro', ['NELORE FIEL', 'Angus Black']],
    ['semen', ['123', 'A55', 'SM', '124']],
    ['inseminador', ['João', 'Pedro']],
    ['diagnostico', ['Não Prenha', 'Prenha', 'Vazia', 'P', 'NP']],
    ['ordemMatriz', ['Multípara', 'Primípara', 'Novilha']],
    ['eccD0', ['3', '3.25', '2,75']],
    ['eccDg', ['3.5', '3', '3.25']],
  ] as const)('%s → %j (no totals, counts or rates)', (field, expected) => {
    expect(texts[field]).toEqual(expected);
  });

  it('reads nothing of a sheet the mapping does not choose', () => {
    expect(distinctListTexts([RODEO_1], mapping)).toEqual({});
  });
});

describe('reuseSheetMapping: a saved mapping offered again', () => {
  const saved: OwnSheetMapping = suggestedMapping([LOT_2]);

  it.each<[string, string, readonly (readonly unknown[] | undefined)[], boolean]>([
    ['the same sheet', 'Lote 2', LOT_2.grid, true],
    ["next season's sheet of another name, same layout", 'Lote 7', LOT_2.grid, true],
    [
      'the headings in other case and spacing',
      'Lote 7',
      LOT_2.grid.map((line, index) =>
        index === 2
          ? line?.map((cell) => (typeof cell === 'string' ? ` ${cell.toUpperCase()} ` : cell))
          : line,
      ),
      true,
    ],
    ['a sheet whose headings moved', 'Lote 2', LOT_1.grid, false],
  ])('%s → %s', (_, name, grid, fits) => {
    const reused = reuseSheetMapping(saved, name, grid as typeof LOT_2.grid);
    expect(reused === null ? null : reused.name).toBe(fits ? name : null);
    if (reused) expect(reused.rounds).toEqual(saved.sheets[0]?.rounds);
  });
});
