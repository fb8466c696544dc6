import type { OwnSheetReadAnswer } from '@gestar/domain/imports/own-sheet-api';
import { ownSheetMappingSchema } from '@gestar/domain/imports/own-sheets/mapping-schema';
import { blockStart, INDEX_SHEET, LOT_1 } from '@gestar/domain/imports/own-sheets/own-sheet-test-workbooks';
import { suggestOwnSheet } from '@gestar/domain/imports/own-sheets/suggest-sheet';
import {
  OWN_SHEET_BATCH_MISSING,
  OWN_SHEET_BATCH_TWICE,
  OWN_SHEET_NEW_BATCH_INCOMPLETE,
  OWN_SHEET_NO_COW_COLUMN,
  OWN_SHEET_NO_SHEET_CHOSEN,
} from '@gestar/domain/messages/own-sheet-screen';
import { MAPPING_FIELD_TWICE } from '@gestar/domain/messages/own-sheets';
import { BATCH_NAME_TAKEN } from '@gestar/domain/messages/validation';
import { describe, expect, it } from 'vitest';
import {
  batchNamedLike,
  buildRequest,
  columnsAt,
  formProblem,
  initialForm,
  type NewBatchForm,
} from './own-sheet-form.ts';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const CORRAL = ID(90);
const BATCHES = [
  { id: ID(1), nomeLote: 'LOTE 1', retiroId: CORRAL },
  { id: ID(2), nomeLote: 'Lote 2', retiroId: CORRAL },
];
type Aba = OwnSheetReadAnswer['abas'][number];
const sample = (grid: typeof LOT_1.grid) =>
  grid.slice(0, 10).map((line) => [...(line ?? [])]) as Aba['amostra'];

/** The read as the server answers it for the index and Lot 1, Lot 1 suggested, one unknown text per list. */
function readAnswer(): OwnSheetReadAnswer {
  return {
    abas: [
      {
        nome: INDEX_SHEET.name,
        linhas: 6,
        mapeamento: null,
        salvo: false,
        amostra: sample(INDEX_SHEET.grid),
      },
      {
        nome: LOT_1.name,
        linhas: 11,
        mapeamento: suggestOwnSheet(LOT_1.name, LOT_1.grid),
        salvo: true,
        amostra: sample(LOT_1.grid),
      },
    ],
    valores: [
      {
        field: 'diagnostico',
        values: [
          { text: 'Prenha', target: { kind: 'value', id: ID(30) } },
          { text: 'P', target: { kind: 'unmapped' } },
        ],
      },
      { field: 'touro', values: [{ text: 'Angus Black', target: { kind: 'create' } }] },
      { field: 'responsavel', values: [{ text: 'Zé', target: { kind: 'unmapped' } }] },
    ],
    opcoes: {},
  };
}

describe('own sheet form', () => {
  it('ticks the lot sheets only and gives each the batch of its name, accents, case and spaces aside', () => {
    const form = initialForm(readAnswer(), BATCHES);
    expect(form.sheets.map((sheet) => [sheet.name, sheet.ticked, sheet.loteId, sheet.headerRow])).toEqual([
      ['Índice', false, null, 1],
      ['Lote 1', true, ID(1), 4],
    ]);
    expect(batchNamedLike(' lóte  2 ', BATCHES)).toBe(ID(2));
    expect(batchNamedLike('Resumo', BATCHES)).toBeNull();
    // A bull the farm lacks stays suggested for creation, shown so for the person to confirm.
    expect(form.values.find((entry) => entry.field === 'touro')?.values[0]?.target).toEqual({
      kind: 'create',
    });
  });

  it('shows every heading of the line with its IATF, the three blocks side by side', () => {
    const [, lot] = initialForm(readAnswer(), BATCHES).sheets;
    const at = (column: number) => lot?.columns.find((choice) => choice.column === column);
    expect(at(blockStart(1) + 1)).toEqual({ column: 1, header: 'Vaca', field: 'codVaca', round: 1 });
    expect(at(blockStart(2) + 1)).toMatchObject({ header: 'Vaca', field: 'codVaca', round: 2 });
    expect(at(blockStart(3) + 8)).toMatchObject({ header: 'Diagnóstico', field: 'diagnostico', round: 3 });
    // Another line as headings: its texts are the columns, none known.
    const titles = columnsAt({ amostra: sample(LOT_1.grid) }, 1);
    expect(titles).toEqual([{ column: 0, header: LOT_1.grid[0]?.[0], field: null, round: 1 }]);
  });

  it('builds the mapping the server takes: ticked sheets, each IATF block, the values of the fields read', () => {
    const form = initialForm(readAnswer(), BATCHES);
    const { mapping, destinos } = buildRequest(form);
    expect(ownSheetMappingSchema.parse(mapping)).toEqual(mapping);
    expect(destinos).toEqual([{ sheet: 'Lote 1', loteId: ID(1) }]);
    expect(mapping.sheets).toHaveLength(1);
    const [sheet] = mapping.sheets;
    expect(sheet?.headerRow).toBe(4);
    expect(sheet?.rounds.map((round) => round.round)).toEqual([1, 2, 3]);
    expect(sheet?.rounds[0]?.columns.every((column) => column.column < blockStart(2))).toBe(true);
    const inBlock = (round: number) => (column: { column: number }) =>
      column.column >= blockStart(round) && (round === 3 || column.column < blockStart(round + 1));
    expect(sheet?.rounds[1]?.columns.every(inBlock(2))).toBe(true);
    expect(sheet?.rounds[2]?.columns.every(inBlock(3))).toBe(true);
    expect(sheet?.rounds[1]?.columns.some((column) => column.field === 'codVaca')).toBe(true);
    expect(sheet?.rounds[0]?.columns.find((column) => column.field === 'codVaca')).toEqual({
      column: 1,
      header: 'Vaca',
      field: 'codVaca',
    });
    // 'responsavel' has no column in Lot 1: its texts are not sent.
    expect(mapping.values.map((entry) => entry.field)).toEqual(['diagnostico', 'touro']);
  });

  it('leaves out a round whose columns are all ignored', () => {
    const form = initialForm(readAnswer(), BATCHES);
    const lot = form.sheets[1];
    if (!lot) throw new Error('no lot sheet');
    const columns = lot.columns.map((column) => (column.round === 2 ? { ...column, field: null } : column));
    const { mapping } = buildRequest({
      ...form,
      sheets: [form.sheets[0] as typeof lot, { ...lot, columns }],
    });
    expect(ownSheetMappingSchema.parse(mapping)).toEqual(mapping);
    expect(mapping.sheets[0]?.rounds.map((round) => round.round)).toEqual([1, 3]);
  });

  it('names what stops the preview', () => {
    const form = initialForm(readAnswer(), BATCHES);
    expect(formProblem(form, BATCHES)).toBeNull();
    const lot = form.sheets[1];
    if (!lot) throw new Error('no lot sheet');
    const withLot = (changes: Partial<typeof lot>) => ({
      ...form,
      sheets: [form.sheets[0] as typeof lot, { ...lot, ...changes }],
    });
    expect(formProblem(withLot({ ticked: false }), BATCHES)).toBe(OWN_SHEET_NO_SHEET_CHOSEN());
    expect(formProblem(withLot({ loteId: null }), BATCHES)).toBe(OWN_SHEET_BATCH_MISSING());
    const noCow = lot.columns.map((column) =>
      column.field === 'codVaca' ? { ...column, field: null } : column,
    );
    expect(formProblem(withLot({ columns: noCow }), BATCHES)).toBe(OWN_SHEET_NO_COW_COLUMN());
    const twice = lot.columns.map((column) =>
      column.round === 1 && column.field === 'touro' ? { ...column, field: 'codVaca' as const } : column,
    );
    expect(formProblem(withLot({ columns: twice }), BATCHES)).toBe(MAPPING_FIELD_TWICE());
    const both = {
      ...form,
      sheets: [{ ...(form.sheets[0] as typeof lot), ticked: true, loteId: ID(1), columns: lot.columns }, lot],
    };
    expect(formProblem(both, BATCHES)).toBe(OWN_SHEET_BATCH_TWICE());
  });

  it('asks a new batch for its name, retiro and protocol, a name free in its retiro, and sends it', () => {
    const form = initialForm(readAnswer(), BATCHES);
    const lot = form.sheets[1];
    if (!lot) throw new Error('no lot sheet');
    const novo: NewBatchForm = {
      nomeLote: 'Multíparas',
      retiroId: CORRAL,
      protocoloId: ID(70),
      dataIatf: '',
    };
    const withNew = (changes: Partial<typeof novo>) => ({
      ...form,
      sheets: [form.sheets[0] as typeof lot, { ...lot, loteId: ID(50), novo: { ...novo, ...changes } }],
    });
    expect(formProblem(withNew({}), BATCHES)).toBeNull();
    const gaps: Partial<NewBatchForm>[] = [{ nomeLote: '  ' }, { retiroId: null }, { protocoloId: null }];
    for (const missing of gaps)
      expect(formProblem(withNew(missing), BATCHES)).toBe(OWN_SHEET_NEW_BATCH_INCOMPLETE());
    // Case, accents and spacing aside, as the batch form; another retiro's batch of that name is no conflict.
    expect(formProblem(withNew({ nomeLote: ' lote  2 ' }), BATCHES)).toBe(BATCH_NAME_TAKEN());
    expect(formProblem(withNew({ nomeLote: 'Lote 2', retiroId: ID(91) }), BATCHES)).toBeNull();
    const { destinos } = buildRequest(withNew({ nomeLote: ' Multíparas ' }));
    expect(destinos).toEqual([
      {
        sheet: lot.name,
        loteId: ID(50),
        novo: { nomeLote: 'Multíparas', retiroId: CORRAL, protocoloId: ID(70), dataIatf: null },
      },
    ]);
    expect(buildRequest(withNew({ dataIatf: '2026-09-01' })).destinos[0]?.novo?.dataIatf).toBe('2026-09-01');
  });
});
