import { describe, expect, it } from 'vitest';
import { domainValueId } from '../../lists/domain-ids.ts';
import type { SheetCell } from '../sheet-rows.ts';
import { applyOwnSheetMapping, columnLetter, type OwnSheet } from './apply-mapping.ts';
import type { OwnSheetMapping } from './mapping-schema.ts';
import type { OwnSheetRow } from './own-sheet-fields.ts';
import { FARM_IDS, FARM_OPTIONS, suggestedMapping } from './own-sheet-test-mapping.ts';
import { blockStart, LOT_1, LOT_2, RODEO_1, WORKBOOK } from './own-sheet-test-workbooks.ts';
import { valueMapKey } from './value-mapping.ts';

const MAPPING = suggestedMapping(WORKBOOK);

/** The filled fields of each row, by round: what the import will write, without the nulls. */
function filledRows(read: ReturnType<typeof applyOwnSheetMapping>) {
  return Object.fromEntries(
    read.rounds.map((round) => [
      round.round,
      round.rows.map((row) => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null))),
    ]),
  );
}

/** A copy of a sheet with some cells changed: [line, column, value]. */
function edited(sheet: OwnSheet, ...cells: [number, number, SheetCell][]): OwnSheet {
  const grid = sheet.grid.map((line) => [...(line ?? [])]);
  for (const [line, column, value] of cells) {
    const cellsOfLine = grid[line - 1] ?? [];
    cellsOfLine[column] = value;
    grid[line - 1] = cellsOfLine;
  }
  return { name: sheet.name, grid };
}

/** The mapping with one text of a field mapped otherwise. */
function remapped(
  field: string,
  text: string,
  target: OwnSheetMapping['values'][number]['values'][number]['target'],
) {
  return {
    ...MAPPING,
    values: MAPPING.values.map((entry) =>
      entry.field === field
        ? {
            ...entry,
            values: entry.values.map((value) =>
              valueMapKey(value.text) === valueMapKey(text) ? { text: value.text, target } : value,
            ),
          }
        : entry,
    ),
  };
}

describe('applyOwnSheetMapping: three IATF blocks side by side', () => {
  const read = applyOwnSheetMapping(LOT_1, MAPPING, FARM_OPTIONS);

  it('gives each round its rows, numbered as the spreadsheet numbers its lines, in the texts the plan reads', () => {
    expect(read.problems).toEqual([]);
    expect(filledRows(read)).toEqual({
      1: [
        {
          line: 5,
          dataIatf: '2023-11-01',
          codVaca: '101',
          eccD0: '3.00',
          racaMatriz: 'Nelore',
          ordemMatriz: 'Multíparas',
          touro: 'Nelore Fiel',
          semen: '123',
          inseminador: 'João da Silva',
          diagnostico: 'Vazia',
          eccDg: '3.50',
        },
        {
          line: 6,
          dataIatf: '2023-11-01',
          codVaca: '102',
          eccD0: '2.75',
          racaMatriz: 'Nelore',
          ordemMatriz: 'Primíparas',
          touro: 'Nelore Fiel',
          semen: '123',
          inseminador: 'Pedro Souza',
          diagnostico: 'Prenhe',
          eccDg: '3.00',
        },
        {
          line: 7,
          dataIatf: '2023-11-01',
          codVaca: '103',
          eccD0: '3.00',
          racaMatriz: 'Nelore',
          ordemMatriz: 'Novilhas',
          touro: 'Nelore Fiel',
          // A lot the farm does not have yet: its own text, naming the lot the server creates first.
          semen: 'SM',
          inseminador: 'João da Silva',
          diagnostico: 'Vazia',
          eccDg: '3.00',
        },
      ],
      2: [
        expect.objectContaining({
          line: 5,
          codVaca: '101',
          dataIatf: '2023-12-03',
          touro: 'Angus Black',
          diagnostico: 'Prenhe',
        }),
        expect.objectContaining({
          line: 7,
          codVaca: '103',
          dataIatf: '2023-12-03',
          inseminador: 'Pedro Souza',
        }),
      ],
      3: [
        expect.objectContaining({
          line: 7,
          codVaca: '103',
          dataIatf: '2024-01-09',
          semen: '124',
          diagnostico: 'Prenhe',
        }),
      ],
    });
  });

  it("leaves out the 'Total' line, the line of counts and the line of rates", () => {
    expect(read.skippedLines).toEqual([9, 10, 11]);
  });

  it('does not import the expected calving date, which Gestar computes', () => {
    const rows = read.rounds.flatMap((round) => round.rows);
    expect(rows.every((row) => !('previsaoParto' in row))).toBe(true);
  });
});

describe('applyOwnSheetMapping: headings over two lines, a 2nd IATF without its own cow column', () => {
  const read = applyOwnSheetMapping(LOT_2, MAPPING, FARM_OPTIONS);

  it("takes the 2nd IATF's cow from the line's 1st IATF and skips the 'TOTAL' line", () => {
    expect(read.problems).toEqual([]);
    expect(
      read.rounds.map((round) => round.rows.map((row) => [row.line, row.codVaca, row.diagnostico])),
    ).toEqual([
      [
        [4, 'P-201', 'Vazia'],
        [5, 'P-202', 'Prenhe'],
      ],
      [[4, 'P-201', 'Prenhe']],
    ]);
    expect(read.skippedLines).toEqual([7]);
  });
});

describe('applyOwnSheetMapping: every problem with its sheet, line and column', () => {
  const DATA_IA_1 = blockStart(1);
  const VACA_1 = blockStart(1) + 1;
  const INSEMINADOR_2 = blockStart(2) + 7;

  it.each<[string, OwnSheet, OwnSheetMapping, { line: number; round: number; message: string }[]]>([
    [
      'a text the person left unmapped',
      LOT_1,
      remapped('inseminador', 'Pedro', { kind: 'unmapped' }),
      [
        {
          line: 6,
          round: 1,
          message:
            'O valor "Pedro" da coluna H (Inseminador) não foi associado a um valor do Gestar na linha 6 da aba "Lote 1"',
        },
        {
          line: 7,
          round: 2,
          message: `O valor "Pedro" da coluna ${columnLetter(INSEMINADOR_2)} (Inseminador) não foi associado a um valor do Gestar na linha 7 da aba "Lote 1"`,
        },
      ],
    ],
    [
      'a text the mapping has never seen',
      edited(LOT_1, [6, blockStart(1) + 3, 'Girolando']),
      MAPPING,
      [
        {
          line: 6,
          round: 1,
          message:
            'O valor "Girolando" da coluna D (Raça IA) não foi associado a um valor do Gestar na linha 6 da aba "Lote 1"',
        },
      ],
    ],
    [
      'a value deleted from its list since it was mapped',
      LOT_1,
      remapped('racaMatriz', 'Nelore', { kind: 'value', id: domainValueId('racaMatriz', 'Nelore Mocho') }),
      // Every round's breed column, in the sheet's own spelling.
      (
        [
          [5, 1, 'D', 'Nelore'],
          [5, 2, 'P', 'Nelore'],
          [6, 1, 'D', 'NELORE'],
          [7, 1, 'D', 'Nelore'],
          [7, 2, 'P', 'Nelore'],
          [7, 3, 'AB', 'Nelore'],
        ] as const
      ).map(([line, round, column, text]) => ({
        line,
        round,
        message: `O valor "${text}" da coluna ${column} (Raça IA) foi associado a um valor que não existe mais; associe-o novamente na linha ${line} da aba "Lote 1"`,
      })),
    ],
    [
      'a date that is no date, and a number too small to be one',
      edited(LOT_1, [5, DATA_IA_1, 'ontem'], [6, DATA_IA_1, 3]),
      MAPPING,
      [
        {
          line: 5,
          round: 1,
          message:
            'O valor "ontem" da coluna A (Data IA) não é uma data (DD/MM/AAAA) na linha 5 da aba "Lote 1"',
        },
        {
          line: 6,
          round: 1,
          message: 'O valor "3" da coluna A (Data IA) não é uma data (DD/MM/AAAA) na linha 6 da aba "Lote 1"',
        },
      ],
    ],
    [
      'a line with an IATF but no cow',
      edited(LOT_1, [6, VACA_1, null]),
      MAPPING,
      [
        {
          line: 6,
          round: 1,
          message: 'Preencha o campo ID da Matriz ou Segundo ID da 1ª IATF na linha 6 da aba "Lote 1"',
        },
      ],
    ],
  ])('%s', (_, sheet, mapping, problems) => {
    const read = applyOwnSheetMapping(sheet, mapping, FARM_OPTIONS);
    expect(read.problems).toEqual(problems.map((problem) => ({ sheet: 'Lote 1', ...problem })));
    // A row with a problem is not handed to the plan, which would report it again in its own words.
    for (const problem of problems) {
      const round = read.rounds.find((each) => each.round === problem.round);
      expect(round?.rows.map((row) => row.line)).not.toContain(problem.line);
    }
  });
});

describe('applyOwnSheetMapping: other sheets', () => {
  it("reads a Spanish-speaking farm's lot: caravana, pajuela, tacto, remarks", () => {
    const mapping = suggestedMapping([RODEO_1]);
    const read = applyOwnSheetMapping(RODEO_1, mapping, FARM_OPTIONS);
    expect(read.rounds[0]?.rows).toEqual<Partial<OwnSheetRow>[]>([
      expect.objectContaining({
        line: 2,
        codVaca: 'AR-1',
        dataIatf: '2023-11-05',
        touro: 'Bonito',
        semen: 'P-9',
        inseminador: 'Juan Pérez',
        diagnostico: 'Prenhe',
        eccD0: '3.00',
        observacao: 'Perdió el dispositivo',
      }),
      expect.objectContaining({
        line: 3,
        codVaca: 'AR-2',
        dataIatf: '2023-11-05',
        diagnostico: 'Vazia',
        eccD0: '2.50',
      }),
    ]);
    expect(mapping.values.find((entry) => entry.field === 'touro')?.values).toEqual([
      { text: 'Bonito', target: { kind: 'create' } },
    ]);
  });

  it('gives nothing for a sheet the mapping does not choose', () => {
    expect(applyOwnSheetMapping(RODEO_1, MAPPING, FARM_OPTIONS)).toEqual({
      sheet: 'Rodeo 1',
      rounds: [],
      problems: [],
      skippedLines: [],
    });
  });

  it('finds its sheet whatever the case of its name', () => {
    const read = applyOwnSheetMapping({ ...LOT_2, name: 'LOTE 2' }, MAPPING, FARM_OPTIONS);
    expect(read.rounds[0]?.rows).toHaveLength(2);
  });

  it('uses the value ids the person chose', () => {
    const read = applyOwnSheetMapping(
      LOT_2,
      remapped('touro', 'Nelore Fiel', { kind: 'value', id: FARM_IDS.black }),
      FARM_OPTIONS,
    );
    expect(read.rounds[0]?.rows.map((row) => row.touro)).toEqual(['Angus Black', 'Angus Black']);
  });
});

describe('columnLetter', () => {
  it.each([
    [0, 'A'],
    [7, 'H'],
    [25, 'Z'],
    [26, 'AA'],
    [34, 'AI'],
    [701, 'ZZ'],
    [702, 'AAA'],
    [16_383, 'XFD'],
  ])('%d → %s', (index, letter) => {
    expect(columnLetter(index)).toBe(letter);
  });
});
