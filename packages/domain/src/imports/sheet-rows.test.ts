import { describe, expect, it } from 'vitest';
import { EXPORT_COLUMNS } from '../exports/columns.ts';
import { IMPORT_COLUMNS } from '../exports/import-template.ts';
import { dateCell, excelSerialToIsoDate, readImportSheet, textCell } from './sheet-rows.ts';

describe('excelSerialToIsoDate (spec §9: Excel epoch 25569)', () => {
  it.each([
    [25569, '1970-01-01'],
    [45505, '2024-08-01'],
    [45505.75, '2024-08-01'],
    [46000, '2025-12-09'],
  ])('%d → %s', (serial, iso) => {
    expect(excelSerialToIsoDate(serial)).toBe(iso);
  });
});

describe('dateCell', () => {
  it.each([
    [null, null],
    ['', null],
    [45505, '2024-08-01'],
    ['01/08/2024', '2024-08-01'],
    ['1/8/2024', '2024-08-01'],
    ['2024-08-01', '2024-08-01'],
    ['2024-08-01T03:00:00.000Z', '2024-08-01'],
    [new Date('2024-08-01T00:00:00Z'), '2024-08-01'],
    ['45505', '2024-08-01'],
    ['ontem', 'ontem'],
  ])('%j → %j', (cell, iso) => {
    expect(dateCell(cell)).toBe(iso);
  });
});

describe('textCell', () => {
  it.each([
    [null, null],
    ['  ', null],
    [' A1 ', 'A1'],
    [123, '123'],
    [2.5, '2.5'],
    [true, 'Sim'],
  ])('%j → %j', (cell, text) => {
    expect(textCell(cell)).toBe(text);
  });
});

describe('readImportSheet', () => {
  it('maps headings by name (accents and case ignored) and numbers rows as the spreadsheet does', () => {
    const read = readImportSheet([
      [],
      ['id da matriz', 'RACA', 'Data do DG Final', 'Coluna extra'],
      ['A1', 'Nelore', 45505, 'x'],
      [null, null, null, null],
      [77, ' Angus ', '02/08/2024'],
    ]);
    expect(read).toEqual({
      rows: [
        expect.objectContaining({ line: 3, codVaca: 'A1', racaMatriz: 'Nelore', dataDgFinal: '2024-08-01' }),
        expect.objectContaining({ line: 5, codVaca: '77', racaMatriz: 'Angus', dataDgFinal: '2024-08-02' }),
      ],
    });
    if ('rows' in read) expect(read.rows[0]?.semen).toBeNull();
  });

  it.each([
    ['no lines', []],
    [
      'no heading the model has',
      [
        ['Nome', 'Idade'],
        ['x', 1],
      ],
    ],
  ])('%s → Arquivo inválido', (_name, cells) => {
    expect(readImportSheet(cells)).toEqual({ error: 'Arquivo inválido' });
  });
});

describe('readImportSheet reads an export back', () => {
  it.each([
    [['ID Matriz', 'Partida', 'Diagnóstico DG', 'Data DG Final', 'Data D0', 'Peso Inicial (kg)']],
    [['id_matriz', 'partida', 'diagnostico_dg', 'data_dg_final', 'data_d0', 'peso_inicial_kg']],
  ])('headings %j', (header) => {
    const read = readImportSheet([header, ['7', 'P-1', 'Vazia', 45505, 45000, 410.5]]);
    expect(read).toEqual({
      rows: [
        expect.objectContaining({
          codVaca: '7',
          semen: 'P-1',
          diagnostico: 'Vazia',
          dataDgFinal: '2024-08-01',
          pesoInicial: '410.5',
        }),
      ],
    });
  });

  it('reads every export column that carries a field of the model (the import model takes them all)', () => {
    const model = new Set(IMPORT_COLUMNS.map((column) => column.header));
    const carried = EXPORT_COLUMNS.filter((column) => model.has(column.header));
    expect(carried.map((column) => column.key)).toContain('pesoInicial');
    const read = readImportSheet([carried.map((column) => column.header), carried.map(() => '1')]);
    expect('rows' in read && Object.values(read.rows[0] ?? {}).filter((value) => value === '1')).toHaveLength(
      carried.length,
    );
  });
});
