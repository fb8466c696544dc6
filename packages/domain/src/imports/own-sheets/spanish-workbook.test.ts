import { describe, expect, it } from 'vitest';
import { inLocale } from '../../i18n/current-locale.ts';
import { domainValueId } from '../../lists/domain-ids.ts';
import { DOMAIN_VALUE_SEED } from '../../lists/domain-values.ts';
import { ownSheetListOptions } from './list-options.ts';
import type { OwnSheetField, OwnSheetListField } from './own-sheet-fields.ts';
import { suggestField } from './suggest-field.ts';
import { suggestOwnSheet } from './suggest-sheet.ts';
import { suggestValueMapping } from './value-mapping.ts';

// A Paraguayan or Argentine farm's own workbook: Spanish headings and words get the same suggestions a Brazilian
// one gets, whatever the reader's language.

const POTRERO_2 = {
  name: 'Potrero 2',
  grid: [
    [
      'Vaca',
      'Raza',
      'Categoría',
      'Condición Corporal',
      'Fecha IA',
      'Toro',
      'Pajuela',
      'Inseminador',
      'Diagnóstico',
      'Fecha del Tacto',
      'Observación',
      'Fecha Probable de Parto',
    ],
    [
      'PY-1',
      'Nelore',
      'Vaquillona',
      3,
      '05/11/2023',
      'Bonito',
      'P-9',
      'Juan',
      'Preñada',
      '20/12/2023',
      null,
      null,
    ],
    [
      'PY-2',
      'Cruza',
      'Multípara',
      2.5,
      '05/11/2023',
      'Bonito',
      'P-9',
      'Juan',
      'Vacía',
      '20/12/2023',
      'Rengueando',
      null,
    ],
    [
      'PY-3',
      'Brangus',
      'Secas',
      3.5,
      '05/11/2023',
      'Bonito',
      'P-9',
      'Juan',
      'Preñada Toro',
      '20/12/2023',
      null,
      null,
    ],
  ],
};

const OPTIONS = ownSheetListOptions({ values: DOMAIN_VALUE_SEED, partidas: [], people: [], touros: [] });

describe('a Spanish workbook', () => {
  it.each<[string, OwnSheetField]>([
    ['Vaca', 'codVaca'],
    ['Caravana', 'codVaca'],
    ['Nº de Vaca', 'codVaca'],
    ['Fecha IA', 'dataIatf'],
    ['Fecha de Servicio', 'dataIatf'],
    ['Toro', 'touro'],
    ['Observación', 'observacao'],
    ['Novedades', 'observacao'],
    ['Tacto', 'diagnostico'],
    ['Fecha del Tacto', 'dataDg'],
    ['CC D0', 'eccD0'],
    ['Orden de Parto', 'ordemMatriz'],
    ['Responsable', 'responsavel'],
    ['Parto Probable', 'previsaoParto'],
    // The model's own Spanish headings.
    ['ID del Vientre', 'codVaca'],
    ['Fecha del DG Final', 'dataDgFinal'],
  ])('heading %j → %s', (heading, field) => {
    for (const reader of ['pt-BR', 'es'] as const)
      expect(inLocale(reader, () => suggestField(heading))).toBe(field);
  });

  it('tells a diagnosis column by its Spanish words under an ambiguous heading', () => {
    expect(suggestField('Situación', ['Preñada', 'Vacía', 'Preñada', 'Vacía', 'Preñada'])).toBe(
      'diagnostico',
    );
    expect(suggestField('Estado Reproductivo', ['Preñada', 'Vacía', 'Preñada', 'Vacía', 'Preñada'])).toBe(
      'diagnostico',
    );
  });

  it('maps every column of the sheet', () => {
    const suggested = suggestOwnSheet(POTRERO_2.name, POTRERO_2.grid);
    expect(suggested?.rounds[0]?.columns.map((column) => column.field)).toEqual([
      'codVaca',
      'racaMatriz',
      'ordemMatriz',
      'eccD0',
      'dataIatf',
      'touro',
      'semen',
      'inseminador',
      'diagnostico',
      'dataDg',
      'observacao',
      'previsaoParto',
    ]);
  });

  it.each<[OwnSheetListField, string, string]>([
    ['diagnostico', 'Preñada', domainValueId('condicaoDG', 'Prenhe')],
    ['diagnostico', 'Vacía', domainValueId('condicaoDG', 'Vazia')],
    ['diagnostico', 'Preñada Toro', domainValueId('condicaoDG', 'Prenhe Touro')],
    ['diagnostico', 'Descarte Vacía', domainValueId('condicaoDG', 'Descarte Vazia')],
    ['diagnosticoFinal', 'Preñada', domainValueId('condicaoDGFinal', 'Prenhe IATF')],
    ['ordemMatriz', 'Vaquillona', domainValueId('ordemMatriz', 'Novilhas')],
    ['ordemMatriz', 'Vaquillonas', domainValueId('ordemMatriz', 'Novilhas')],
    ['ordemMatriz', 'Secas', domainValueId('ordemMatriz', 'Solteiras')],
    ['racaMatriz', 'Cruza', domainValueId('racaMatriz', 'Cruzada')],
    ['racaMatriz', 'Holando', domainValueId('racaMatriz', 'Holandês')],
    ['usoDispositivo', '1.er uso', domainValueId('numeroUsoDispositivo', '1º uso')],
  ])('%s %j → the Gestar value', (field, text, id) => {
    for (const reader of ['pt-BR', 'es'] as const)
      expect(
        inLocale(reader, () => suggestValueMapping(field, [text], OPTIONS[field] ?? [])[0]?.target),
      ).toEqual({
        kind: 'value',
        id,
      });
  });
});
