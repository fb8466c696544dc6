import { describe, expect, it } from 'vitest';
import { seedLookup } from '../../lists/lookup.ts';
import { DG_FINAL, TIPO_PRENHE } from '../../lists/value-ids.ts';
import { skipsFinalDiagnosis, validateDgFinalDate, validateDgFinalStep } from './dg-final-step.ts';

const REQUIRED = 'Este campo é obrigatório';
const row = (
  condicaoDGFinal: string | null,
  tipoPrenheFinal: string | null,
  observacao_DG_Final: string | null,
) => ({
  condicaoDGFinal,
  tipoPrenheFinal,
  observacao_DG_Final,
});

describe('validateDgFinalStep (spec §5 DG Final)', () => {
  it.each([
    ['empty', row(DG_FINAL.VAZIA, null, null), {}],
    ['pregnant IATF with type', row(DG_FINAL.PRENHE_IATF, TIPO_PRENHE.NORMAL, null), {}],
    ['pregnant IATF needs type', row(DG_FINAL.PRENHE_IATF, null, null), { tipoPrenheFinal: REQUIRED }],
    ['pregnant bull needs type', row(DG_FINAL.PRENHE_TOURO, null, null), { tipoPrenheFinal: REQUIRED }],
    [
      'discard pregnant needs type',
      row(DG_FINAL.DESCARTE_PRENHE_IATF, null, null),
      { tipoPrenheFinal: REQUIRED },
    ],
    ['discard empty needs none', row(DG_FINAL.DESCARTE_VAZIA, null, null), {}],
    ['final diagnosis required', row(null, null, null), { condicaoDGFinal: REQUIRED }],
    [
      "'Matriz Descarte' does not waive it",
      row(null, null, 'Matriz Descarte'),
      { condicaoDGFinal: REQUIRED },
    ],
    ["'Animal morreu' waives it", row(null, null, 'Animal morreu'), {}],
    ["'Animal não compareceu' waives it", row(null, null, 'Animal não compareceu'), {}],
    ["'Animal não compareceu ao manejo' waives it", row(null, null, 'Animal não compareceu ao manejo'), {}],
  ])('%s', (_name, values, expected) => {
    expect(validateDgFinalStep(values, seedLookup)).toEqual(expected);
  });

  it.each([
    ['animal morreu', true],
    ['Animal Nao Compareceu', true],
    [null, false],
  ])('skipsFinalDiagnosis(%j) = %s', (observacao, skips) => {
    expect(skipsFinalDiagnosis(observacao)).toBe(skips);
  });
});

describe('validateDgFinalDate', () => {
  it.each([
    ['2024-06-01', null],
    [null, 'Você precisa preencher a data do manejo para finalizar.'],
    ['', 'Você precisa preencher a data do manejo para finalizar.'],
    ['2024-06-31', 'Você precisa preencher a data do manejo para finalizar.'],
  ])('%j → %j', (date, expected) => {
    expect(validateDgFinalDate(date)).toBe(expected);
  });
});
