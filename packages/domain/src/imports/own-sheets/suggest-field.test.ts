import { describe, expect, it } from 'vitest';
import { emptyImportRow } from '../../rules/forms/import-rows.ts';
import type { SheetCell } from '../sheet-rows.ts';
import { headerKey } from './header-key.ts';
import { fieldOfHeaderKey, HEADER_SYNONYMS_ES, HEADER_SYNONYMS_PT } from './header-synonyms.ts';
import { IMPORT_ROW_FIELDS, type OwnSheetField, ownSheetFieldLabel } from './own-sheet-fields.ts';
import { suggestField } from './suggest-field.ts';

describe('suggestField: by the heading a farm writes', () => {
  it.each<[string, OwnSheetField | null]>([
    // A real farm's control workbook, block by block.
    ['Data IA', 'dataIatf'],
    ['Vaca', 'codVaca'],
    ['E.C.C. IA', 'eccD0'],
    ['Raça IA', 'racaMatriz'],
    ['Categoria', 'ordemMatriz'],
    ['Touro', 'touro'],
    ['Partida', 'semen'],
    ['Inseminador', 'inseminador'],
    ['Diagnóstico', 'diagnostico'],
    ['E.C.C DG', 'eccDg'],
    ['Previsão de Parto', 'previsaoParto'],
    // Other spellings of the same headings.
    ['Brinco', 'codVaca'],
    ['Animal', 'codVaca'],
    ['Nº Vaca', 'codVaca'],
    ['N° da vaca', 'codVaca'],
    ['ECC', 'eccD0'],
    ['ecc  ia', 'eccD0'],
    ['ECCIA', 'eccD0'],
    ['RAÇA', 'racaMatriz'],
    ['DG', 'diagnostico'],
    ['Data DG', 'dataDg'],
    ['Data do Diagnóstico', 'dataDg'],
    ['Dispositivo', 'dispositivo'],
    ['Uso', 'usoDispositivo'],
    ['Responsável', 'responsavel'],
    ['Peso', 'peso'],
    ['Peso Inicial', 'pesoInicial'],
    ['Obs.', 'observacao'],
    ['DG Final', 'diagnosticoFinal'],
    ['Data DG Final', 'dataDgFinal'],
    // The model's own headings still map (a Gestar model file is a workbook too).
    ['ID da Matriz', 'codVaca'],
    ['Segundo ID', 'codLeitorBastao'],
    ['Sêmen', 'semen'],
    // With the round's mark.
    ['Vaca 2ª IATF', 'codVaca'],
    ['Data IA 2', 'dataIatf'],
    ['Data 2ª IA', 'dataIatf'],
    ['Touro - 3ª IATF', 'touro'],
    ['IATF 2 Diagnóstico', 'diagnostico'],
    // Spanish.
    ['Caravana', 'codVaca'],
    ['RP', 'codVaca'],
    ['Toro', 'touro'],
    ['Pajuela', 'semen'],
    ['Tacto', 'diagnostico'],
    ['Fecha IA', 'dataIatf'],
    ['Fecha Tacto', 'dataDg'],
    ['Condición Corporal', 'eccD0'],
    ['Raza', 'racaMatriz'],
    ['Categoría', 'ordemMatriz'],
    ['Observaciones', 'observacao'],
    ['Fecha probable de parto', 'previsaoParto'],
    // Columns Gestar does not import.
    ['Nº', null],
    ['Lote', null],
    ['Idade', null],
    ['', null],
  ])('%j → %j', (header, field) => {
    expect(suggestField(header)).toBe(field);
  });
});

describe('suggestField: by the values where the heading says too little', () => {
  const PRENHA_VAZIA: SheetCell[] = ['Prenha', 'Vazia', 'Prenha', 'Não Prenha', null];
  it.each<[string, SheetCell[], OwnSheetField | null]>([
    ['Data', [45231, 45231, '01/11/2023'], 'dataIatf'],
    ['Fecha', [new Date('2023-11-01T00:00:00Z')], 'dataIatf'],
    ['Data', ['Nelore', 'Angus'], null],
    ['Resultado', PRENHA_VAZIA, 'diagnostico'],
    ['Resultado', ['Preñada', 'Vacía'], 'diagnostico'],
    ['Status', ['Ativa', 'Descarte'], null],
    // No heading at all, or one Gestar does not know.
    ['', PRENHA_VAZIA, 'diagnostico'],
    ['Result.', ['P', 'NP', 'P', 'P'], 'diagnostico'],
    ['', ['01/11/2023', '02/11/2023', '2023-11-03'], 'dataIatf'],
    ['', ['Nelore', 'NELORE', 'Angus', 'Nelore'], 'racaMatriz'],
    ['Pasto', ['Pasto 1', 'Pasto 2', 'Nelore'], null],
    ['Grupo', ['Nelore', 'NELORE', 'Nelore', 'Tabapuã'], 'racaMatriz'],
    ['Cat.', ['Multípara', 'Primípara', 'Novilha'], 'ordemMatriz'],
    // Whole numbers could be cows, counts or serial dates: not enough without a heading.
    ['', [45231, 45232, 45233], null],
    // A column of placeholders is no diagnosis.
    ['', ['-', '-', '-'], null],
    // One sample says too little.
    ['', ['Prenha'], null],
    // A heading that names the field wins over odd values.
    ['Vaca', ['Prenha', 'Vazia'], 'codVaca'],
  ])('%j over %j → %j', (header, samples, field) => {
    expect(suggestField(header, samples)).toBe(field);
  });
});

describe('synonym tables', () => {
  const tables = { pt: HEADER_SYNONYMS_PT, es: HEADER_SYNONYMS_ES };
  const entries = Object.entries(tables).flatMap(([language, table]) =>
    Object.entries(table).flatMap(([field, texts]) =>
      (texts ?? []).map((text) => [language, text, field] as const),
    ),
  );

  it.each(entries)('%s %j names %s and nothing else', (_, text, field) => {
    expect(fieldOfHeaderKey(headerKey(text))).toBe(field);
  });

  it('lists exactly the fields of ImportRow', () => {
    const keys = Object.keys(emptyImportRow(1)).filter((key) => key !== 'line');
    expect([...IMPORT_ROW_FIELDS].sort()).toEqual(keys.sort());
  });

  it.each<[OwnSheetField, string]>([
    ['codVaca', 'ID da Matriz'],
    ['dataIatf', 'Data da IATF'],
    ['touro', 'Touro'],
    ['previsaoParto', 'Previsão de Parto'],
  ])('%s is labelled %j', (field, label) => {
    expect(ownSheetFieldLabel(field)).toBe(label);
  });
});
