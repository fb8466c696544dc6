import { describe, expect, it } from 'vitest';
import { ownSheetNewLotTwoBulls, ownSheetNewLotWithoutBull } from '../../messages/own-sheets.ts';
import { emptyImportRow } from '../../rules/forms/import-rows.ts';
import type { OwnSheetListOptions, OwnSheetRead } from './apply-mapping.ts';
import { plannedCreations } from './creations.ts';
import type { OwnSheetMapping } from './mapping-schema.ts';
import { emptyOwnSheetRow } from './own-sheet-fields.ts';

type Line = { line: number; touro?: string; semen?: string; round?: number };

/** One sheet's mapped rows, as applyOwnSheetMapping hands them on: list texts already the mapped ones. */
function readOf(sheet: string, lines: Line[]): OwnSheetRead {
  const rounds = [1, 2].map((round) => ({
    round,
    rows: lines
      .filter((line) => (line.round ?? 1) === round)
      .map((line) => ({
        ...emptyOwnSheetRow(emptyImportRow(line.line)),
        codVaca: String(line.line),
        touro: line.touro ?? null,
        semen: line.semen ?? null,
      })),
  }));
  return { sheet, rounds, problems: [], skippedLines: [] };
}

/** 'Tabapuã Forte' and 'TAB-07' to create; 'Nelore Fiel' and 'NEL-01' the farm's. */
const mapping: OwnSheetMapping = {
  versao: 1,
  sheets: [
    {
      name: 'Lote A',
      headerRow: 1,
      rounds: [{ round: 1, columns: [{ column: 0, header: 'Vaca', field: 'codVaca' }] }],
    },
  ],
  values: [
    {
      field: 'touro',
      values: [
        { text: ' TABAPUÃ FORTE ', target: { kind: 'create' } },
        { text: 'nelore fiel', target: { kind: 'value', id: 'bull-nf' } },
      ],
    },
    {
      field: 'semen',
      values: [
        { text: 'TAB-07', target: { kind: 'create' } },
        { text: 'TAB-08', target: { kind: 'create' } },
        { text: 'NEL-01', target: { kind: 'value', id: 'lot-nel' } },
      ],
    },
  ],
};
const options: OwnSheetListOptions = {
  touro: [{ id: 'bull-nf', text: 'Nelore Fiel' }],
  semen: [{ id: 'lot-nel', text: 'NEL-01' }],
};

function counter() {
  let next = 0;
  return () => {
    next += 1;
    return `new-${next}`;
  };
}

describe('plannedCreations', () => {
  it('creates each new bull and lot once, over lines, rounds and sheets, with the bull of the lot’s lines', () => {
    const { creations, problems } = plannedCreations(
      [
        readOf('Lote A', [
          { line: 5, touro: ' TABAPUÃ FORTE ', semen: 'TAB-07' },
          { line: 6, touro: ' TABAPUÃ FORTE ', semen: 'TAB-07', round: 2 },
          { line: 7, touro: 'Nelore Fiel', semen: 'TAB-08' },
        ]),
        readOf('Lote B', [{ line: 5, touro: ' TABAPUÃ FORTE ', semen: 'TAB-07' }]),
      ],
      mapping,
      options,
      counter(),
    );
    expect(problems).toEqual([]);
    expect(creations.touros).toEqual([{ id: 'new-1', nome: 'TABAPUÃ FORTE' }]);
    expect(creations.partidas).toEqual([
      { id: 'new-2', codigo: 'TAB-07', touroId: 'new-1', touro: ' TABAPUÃ FORTE ' },
      { id: 'new-3', codigo: 'TAB-08', touroId: 'bull-nf', touro: 'Nelore Fiel' },
    ]);
  });

  it.each([
    {
      case: 'a new bull no line names',
      lines: [{ line: 5, touro: 'Nelore Fiel', semen: 'NEL-01' }],
      touros: [],
      partidas: [],
    },
    {
      case: 'a new bull without a lot',
      lines: [{ line: 5, touro: ' TABAPUÃ FORTE ' }],
      touros: ['TABAPUÃ FORTE'],
      partidas: [],
    },
  ])('$case', ({ lines, touros, partidas }) => {
    const { creations, problems } = plannedCreations([readOf('Lote A', lines)], mapping, options, counter());
    expect(problems).toEqual([]);
    expect(creations.touros.map((bull) => bull.nome)).toEqual(touros);
    expect(creations.partidas.map((lot) => lot.codigo)).toEqual(partidas);
  });

  it('takes a text to create that the farm now has (made on another device since the read) as that record', () => {
    const now: OwnSheetListOptions = {
      touro: [...(options.touro ?? []), { id: 'bull-tf', text: 'Tabapuã Forte' }],
      semen: [...(options.semen ?? []), { id: 'lot-t7', text: 'tab-07' }],
    };
    const { creations } = plannedCreations(
      [readOf('Lote A', [{ line: 5, touro: ' TABAPUÃ FORTE ', semen: 'TAB-07' }])],
      mapping,
      now,
      counter(),
    );
    expect(creations).toEqual({ touros: [], partidas: [] });
  });

  it.each([
    {
      case: 'a new lot on a line without a bull',
      lines: [{ line: 9, semen: 'TAB-07' }],
      message: ownSheetNewLotWithoutBull('TAB-07', 'Lote A', 9),
    },
    {
      case: 'a new lot named with two bulls',
      lines: [
        { line: 5, touro: ' TABAPUÃ FORTE ', semen: 'TAB-07' },
        { line: 6, touro: 'Nelore Fiel', semen: 'TAB-07' },
      ],
      message: ownSheetNewLotTwoBulls('TAB-07', ' TABAPUÃ FORTE ', 'Nelore Fiel', 'Lote A', 6),
    },
  ])('refuses $case, naming the sheet and the line', ({ lines, message }) => {
    const { problems } = plannedCreations([readOf('Lote A', lines)], mapping, options, counter());
    expect(problems.map((problem) => problem.message)).toEqual([message]);
    expect(message).toContain('da aba "Lote A"');
  });
});
