import { describe, expect, it } from 'vitest';
import { domainValueId } from '../../lists/domain-ids.ts';
import {
  MAPPING_COLUMN_TWICE,
  MAPPING_CREATE_NOT_ALLOWED,
  MAPPING_FIELD_TWICE,
  MAPPING_ROUND_TWICE,
  MAPPING_SHEET_TWICE,
  MAPPING_VALUE_TWICE,
  MAPPING_VALUES_TWICE,
} from '../../messages/own-sheets.ts';
import {
  MAX_SHEETS,
  MAX_VALUES_PER_FIELD,
  type OwnSheetMapping,
  ownSheetMappingSchema,
} from './mapping-schema.ts';

const PRENHE = domainValueId('condicaoDG', 'Prenhe');

const VALID: OwnSheetMapping = {
  versao: 1,
  sheets: [
    {
      name: 'Lote 1 ',
      headerRow: 4,
      rounds: [
        {
          round: 1,
          columns: [
            { column: 0, header: 'Data IA', field: 'dataIatf' },
            { column: 1, header: 'Vaca', field: 'codVaca' },
            { column: 8, header: 'Diagnóstico', field: 'diagnostico' },
          ],
        },
        { round: 2, columns: [{ column: 13, header: 'Vaca', field: 'codVaca' }] },
      ],
    },
  ],
  values: [
    { field: 'diagnostico', values: [{ text: 'Prenha', target: { kind: 'value', id: PRENHE } }] },
    { field: 'touro', values: [{ text: 'NELORE FIEL', target: { kind: 'create' } }] },
    { field: 'racaMatriz', values: [{ text: 'SM', target: { kind: 'unmapped' } }] },
  ],
};

type Change = (mapping: OwnSheetMapping) => unknown;
const sheet = VALID.sheets[0] as OwnSheetMapping['sheets'][number];
const round1 = sheet.rounds[0] as OwnSheetMapping['sheets'][number]['rounds'][number];

function messagesOf(change: Change): string[] {
  const result = ownSheetMappingSchema.safeParse(change(VALID));
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('ownSheetMappingSchema', () => {
  it('takes a mapping as the screen saves it, the sheet name as the workbook spells it', () => {
    expect(ownSheetMappingSchema.parse(VALID)).toEqual(VALID);
  });

  it.each<[string, Change, string | null]>([
    [
      'a sheet chosen twice (Excel ignores case)',
      (m) => ({ ...m, sheets: [sheet, { ...sheet, name: 'LOTE 1 ' }] }),
      MAPPING_SHEET_TWICE(),
    ],
    [
      'a round twice in a sheet',
      (m) => ({ ...m, sheets: [{ ...sheet, rounds: [round1, round1] }] }),
      MAPPING_ROUND_TWICE(),
    ],
    [
      'a column in two rounds',
      (m) => ({
        ...m,
        sheets: [
          { ...sheet, rounds: [round1, { round: 2, columns: [{ column: 0, header: 'x', field: 'touro' }] }] },
        ],
      }),
      MAPPING_COLUMN_TWICE(),
    ],
    [
      'a field twice in a round',
      (m) => ({
        ...m,
        sheets: [
          {
            ...sheet,
            rounds: [
              { round: 1, columns: [...round1.columns, { column: 9, header: 'Brinco', field: 'codVaca' }] },
            ],
          },
        ],
      }),
      MAPPING_FIELD_TWICE(),
    ],
    [
      'a field given values twice',
      (m) => ({ ...m, values: [...VALID.values, VALID.values[0]] }),
      MAPPING_VALUES_TWICE(),
    ],
    [
      'one text mapped twice (spaces and case ignored)',
      (m) => ({
        ...m,
        values: [
          {
            field: 'diagnostico',
            values: [
              { text: 'Prenha', target: { kind: 'value', id: PRENHE } },
              { text: ' PRENHA', target: { kind: 'unmapped' } },
            ],
          },
        ],
      }),
      MAPPING_VALUE_TWICE(),
    ],
    [
      'a diagnosis to create',
      (m) => ({
        ...m,
        values: [{ field: 'diagnostico', values: [{ text: 'SM', target: { kind: 'create' } }] }],
      }),
      MAPPING_CREATE_NOT_ALLOWED(),
    ],
  ])('refuses %s', (_, change, message) => {
    expect(messagesOf(change)).toContain(message);
  });

  it.each<[string, Change]>([
    ['no sheet', (m) => ({ ...m, sheets: [] })],
    [
      'more sheets than a workbook may bring',
      (m) => ({
        ...m,
        sheets: Array.from({ length: MAX_SHEETS + 1 }, (_, i) => ({ ...sheet, name: `L${i}` })),
      }),
    ],
    ['a blank sheet name', (m) => ({ ...m, sheets: [{ ...sheet, name: '  ' }] })],
    ['a header line 0', (m) => ({ ...m, sheets: [{ ...sheet, headerRow: 0 }] })],
    ['a round 0', (m) => ({ ...m, sheets: [{ ...sheet, rounds: [{ ...round1, round: 0 }] }] })],
    [
      'a round beyond the sixth',
      (m) => ({ ...m, sheets: [{ ...sheet, rounds: [{ ...round1, round: 7 }] }] }),
    ],
    [
      'a round without columns',
      (m) => ({ ...m, sheets: [{ ...sheet, rounds: [{ round: 1, columns: [] }] }] }),
    ],
    [
      'a negative column',
      (m) => ({
        ...m,
        sheets: [
          { ...sheet, rounds: [{ round: 1, columns: [{ column: -1, header: '', field: 'codVaca' }] }] },
        ],
      }),
    ],
    [
      'a field Gestar does not have',
      (m) => ({
        ...m,
        sheets: [{ ...sheet, rounds: [{ round: 1, columns: [{ column: 0, header: '', field: 'lote' }] }] }],
      }),
    ],
    ['values of a field that is no list', (m) => ({ ...m, values: [{ field: 'codVaca', values: [] }] })],
    [
      'a value id that is no id',
      (m) => ({
        ...m,
        values: [{ field: 'diagnostico', values: [{ text: 'P', target: { kind: 'value', id: 'Prenhe' } }] }],
      }),
    ],
    [
      'more distinct texts than a column may bring',
      (m) => ({
        ...m,
        values: [
          {
            field: 'touro',
            values: Array.from({ length: MAX_VALUES_PER_FIELD + 1 }, (_, i) => ({
              text: `T${i}`,
              target: { kind: 'create' },
            })),
          },
        ],
      }),
    ],
    ['another version', (m) => ({ ...m, versao: 2 })],
  ])('refuses %s', (_, change) => {
    expect(messagesOf(change).length).toBeGreaterThan(0);
  });
});
