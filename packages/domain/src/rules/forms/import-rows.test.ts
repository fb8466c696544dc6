import { describe, expect, it } from 'vitest';
import { inLocale } from '../../i18n/current-locale.ts';
import {
  emptyImportRow,
  IMPORT_FIELD_LABELS,
  type ImportBatchState,
  type ImportRow,
  importFieldHeadings,
  importFieldLabel,
  importRowSteps,
  validateImportFiles,
  validateImportRow,
  validateImportRows,
} from './import-rows.ts';

const OPEN: ImportBatchState = { d0Finished: false, iatfFinished: false, dgFinished: false };

const EMPTY_ROW: ImportRow = emptyImportRow(2);

const D0_ROW: ImportRow = {
  ...EMPTY_ROW,
  codVaca: 'A1',
  racaMatriz: 'Nelore',
  ordemMatriz: 'Multíparas',
  dispositivo: 'CIDR',
  usoDispositivo: '1º uso',
  responsavel: 'Ana',
};
const IATF = { semen: 'Touro X', inseminador: 'João' };
const DG = { diagnostico: 'Prenhe' };
const DG_FINAL = { diagnosticoFinal: 'Prenhe IATF', dataDgFinal: '2024-08-01' };

describe('validateImportFiles (one .xls/.xlsx file, about 1 MB)', () => {
  it.each([
    [[{ name: 'dados.xlsx', size: 50_000 }], null],
    [[{ name: 'DADOS.XLS', size: 1_024_000 }], null],
    [[{ name: 'dados.xlsx', size: 1_024_001 }], 'Arquivo muito grande'],
    [[{ name: 'dados.csv', size: 10 }], 'Arquivo inválido'],
    [[], 'Arquivo inválido'],
    [
      [
        { name: 'a.xlsx', size: 1 },
        { name: 'b.xlsx', size: 1 },
      ],
      'Muitos arquivos',
    ],
  ])('%j → %j', (files, expected) => {
    expect(validateImportFiles(files)).toBe(expected);
  });
});

describe('importRowSteps', () => {
  it.each([
    [D0_ROW, { d0: true, iatf: false, dg: false, dgFinal: false }],
    [
      { ...EMPTY_ROW, codVaca: 'A1' },
      { d0: true, iatf: false, dg: false, dgFinal: false },
    ],
    // IDs next to a later step only point at an existing cow.
    [
      { ...EMPTY_ROW, codVaca: 'A1', ...IATF },
      { d0: false, iatf: true, dg: false, dgFinal: false },
    ],
    [
      { ...EMPTY_ROW, eccDg: '3' },
      { d0: false, iatf: false, dg: true, dgFinal: false },
    ],
    [
      { ...EMPTY_ROW, dataDgFinal: '2024-08-01' },
      { d0: false, iatf: false, dg: false, dgFinal: true },
    ],
  ])('%#', (row, steps) => {
    expect(importRowSteps(row)).toEqual(steps);
  });
});

describe('validateImportRow (spec §5 Import)', () => {
  it.each([
    ['a D0 row', D0_ROW, OPEN, undefined, []],
    ['a full row', { ...D0_ROW, ...IATF, ...DG, ...DG_FINAL }, OPEN, undefined, []],
    ['the reader ID suffices', { ...D0_ROW, codVaca: null, codLeitorBastao: '982' }, OPEN, undefined, []],
    [
      'D0 fields',
      { ...EMPTY_ROW, line: 3, racaMatriz: 'Nelore' },
      OPEN,
      undefined,
      [
        'Preencha o campo ID da Matriz ou Segundo ID na linha 3 do arquivo',
        'Preencha o campo Ordem na linha 3 do arquivo',
        'Preencha o campo Dispositivo na linha 3 do arquivo',
        'Preencha o campo Uso do Dispositivo na linha 3 do arquivo',
        'Preencha o campo Responsável na linha 3 do arquivo',
      ],
    ],
    [
      'breed',
      { ...D0_ROW, racaMatriz: ' ' },
      OPEN,
      undefined,
      ['Preencha o campo Raça na linha 2 do arquivo'],
    ],
    [
      'IATF needs semen and inseminator',
      { ...D0_ROW, semen: 'Touro X' },
      OPEN,
      undefined,
      ['Preencha o campo Inseminador na linha 2 do arquivo'],
    ],
    [
      'DG needs the diagnosis',
      { ...D0_ROW, ...IATF, eccDg: '3' },
      OPEN,
      undefined,
      ['Preencha o campo Diagnóstico na linha 2 do arquivo'],
    ],
    [
      'DG Final needs diagnosis and a valid date',
      { ...D0_ROW, ...IATF, ...DG, dataDgFinal: '01/08/2024' },
      OPEN,
      undefined,
      [
        'Preencha o campo Diagnóstico Final na linha 2 do arquivo',
        'Preencha o campo Data do DG Final na linha 2 do arquivo',
      ],
    ],
    [
      'DG without IATF',
      { ...D0_ROW, ...DG },
      OPEN,
      undefined,
      ['Não é possível importar DG sem IATF na linha 2 do arquivo'],
    ],
    [
      'DG Final without IATF',
      { ...EMPTY_ROW, ...DG_FINAL },
      OPEN,
      undefined,
      ['Não é possível importar DG Final sem IATF na linha 2 do arquivo'],
    ],
    [
      'DG Final without DG',
      { ...EMPTY_ROW, ...IATF, ...DG_FINAL },
      OPEN,
      undefined,
      ['Não é possível importar DG Final sem DG na linha 2 do arquivo'],
    ],
    ['DG on an existing cow with IATF', { ...EMPTY_ROW, ...DG }, OPEN, { hasIatf: true, hasDg: false }, []],
    [
      'DG Final on an existing diagnosed cow',
      { ...EMPTY_ROW, ...DG_FINAL },
      OPEN,
      { hasIatf: true, hasDg: true },
      [],
    ],
    [
      'D0 already finished',
      D0_ROW,
      { ...OPEN, d0Finished: true },
      undefined,
      ['O D0 deste lote já foi finalizado, não é possível importá-lo na linha 2 do arquivo'],
    ],
    [
      'IATF already finished',
      { ...EMPTY_ROW, ...IATF },
      { ...OPEN, iatfFinished: true },
      undefined,
      ['O IATF deste lote já foi finalizado, não é possível importá-lo na linha 2 do arquivo'],
    ],
    [
      'DG already finished',
      { ...EMPTY_ROW, ...DG },
      { ...OPEN, dgFinished: true },
      { hasIatf: true, hasDg: false },
      ['O DG deste lote já foi finalizado, não é possível importá-lo na linha 2 do arquivo'],
    ],
  ])('%s', (_name, row, batch, existing, expected) => {
    expect(validateImportRow(row, batch, existing)).toEqual(expected);
  });
});

describe('validateImportRows', () => {
  it.each([
    [[], ['Sem dados para importar']],
    [[EMPTY_ROW, { ...EMPTY_ROW, line: 3 }], ['Sem dados para importar']],
    [[D0_ROW, EMPTY_ROW], []],
  ])('%#', (rows, expected) => {
    expect(validateImportRows(rows, OPEN)).toEqual(expected);
  });

  it('pairs rows without D0 with existing cows and lists every row message', () => {
    const rows = [
      { ...EMPTY_ROW, line: 2, ...DG },
      { ...EMPTY_ROW, line: 3, ...DG },
    ];
    const existing = [{ hasIatf: true, hasDg: false }];
    expect(validateImportRows(rows, OPEN, (_row, index) => existing[index])).toEqual([
      'Não é possível importar DG sem IATF na linha 3 do arquivo',
    ]);
  });
});

describe('column names in the reader’s language', () => {
  it('names the missing columns in Spanish', () => {
    const row = { ...EMPTY_ROW, line: 3, racaMatriz: 'Nelore' };
    expect(inLocale('es', () => validateImportRow(row, OPEN))).toEqual([
      'Complete el campo ID del Vientre o Segundo ID en la línea 3 del archivo',
      'Complete el campo Orden en la línea 3 del archivo',
      'Complete el campo Dispositivo en la línea 3 del archivo',
      'Complete el campo Uso del Dispositivo en la línea 3 del archivo',
      'Complete el campo Responsable en la línea 3 del archivo',
    ]);
  });

  it('keeps the model’s pt-BR headings as data, and knows every language’s', () => {
    expect(inLocale('es', () => IMPORT_FIELD_LABELS.racaMatriz)).toBe('Raça');
    expect(inLocale('es', () => importFieldLabel('racaMatriz'))).toBe('Raza');
    expect(importFieldLabel('racaMatriz')).toBe('Raça');
    expect(importFieldHeadings('semen')).toEqual(['Sêmen', 'Semen']);
    expect(importFieldHeadings('dispositivo')).toEqual(['Dispositivo']);
  });
});
