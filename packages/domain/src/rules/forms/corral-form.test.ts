import { describe, expect, it } from 'vitest';
import { isCorralNameTaken, validateCorralForm } from './corral-form.ts';

describe('validateCorralForm (spec §5 Retiro)', () => {
  it.each([
    [{ nome: 'Retiro Norte' }, { otherNames: ['Retiro Sul'] }, {}],
    [{ nome: '' }, { otherNames: [] }, { nome: 'Este campo é obrigatório' }],
    [{ nome: null }, { otherNames: [] }, { nome: 'Este campo é obrigatório' }],
    [{ nome: 'retiro sul ' }, { otherNames: ['Retiro Sul'] }, { nome: 'Já existe um retiro com esse nome!' }],
    [{ nome: 'Retiro Sul' }, { otherNames: ['Retiro Sul'], originalName: 'Retiro Sul' }, {}],
  ])('%j %j → %j', (values, context, expected) => {
    expect(validateCorralForm(values, context)).toEqual(expected);
  });

  it('a blank name is never taken', () => {
    expect(isCorralNameTaken('  ', { otherNames: ['  '] })).toBe(false);
  });
});
