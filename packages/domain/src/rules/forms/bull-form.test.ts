import { describe, expect, it } from 'vitest';
import { BULL_CODE_HELPER, type BullFormValues, canDeleteBull, validateBullForm } from './bull-form.ts';

const VALID: BullFormValues = {
  nome: 'Touro Forte',
  cod_Touro: '014AN123',
  raca: 'r',
  central: 'c',
  centralValue: null,
  observacao: null,
  partida: null,
};

describe('validateBullForm (spec §5 Bull)', () => {
  it.each([
    ['a complete bull', VALID, {}],
    ['central typed as text', { ...VALID, central: null, centralValue: 'Central X' }, {}],
    [
      'nome, raca, central required',
      { ...VALID, nome: '', raca: null, central: null },
      {
        nome: 'Este campo é obrigatório',
        raca: 'Este campo é obrigatório',
        central: 'Este campo é obrigatório',
      },
    ],
    ['departure date valid', { ...VALID, partida: '2024-05-01' }, {}],
    ['departure date invalid', { ...VALID, partida: '2024-05-32' }, { partida: 'Data inválida' }],
  ])('%s', (_name, values, expected) => {
    expect(validateBullForm(values)).toEqual(expected);
  });

  it('hints NAAB code or registration', () => {
    expect(BULL_CODE_HELPER).toBe('Preencher com código NAAB ou registro do touro.');
  });

  it.each([
    [0, true],
    [3, false],
  ])('canDeleteBull with %i IATFs → %s', (count, allowed) => {
    expect(canDeleteBull(count)).toBe(allowed);
  });
});
