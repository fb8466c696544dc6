import { describe, expect, it } from 'vitest';
import { validateDomainTypeForm, validateDomainValueForm } from './domain-forms.ts';

describe('domain forms (spec §5)', () => {
  it.each([
    [{ valor: 'Nelore', descricao: null, tipoDominioId: 't', valorDominioPaiId: null }, {}],
    [
      { valor: ' ', descricao: 'x', tipoDominioId: 't', valorDominioPaiId: null },
      { valor: 'Este campo é obrigatório' },
    ],
  ])('value form %j', (values, expected) => {
    expect(validateDomainValueForm(values)).toEqual(expected);
  });

  it.each([
    [{ nome: 'Raça do Touro', descricao: null }, {}],
    [{ nome: null, descricao: 'x' }, { nome: 'Este campo é obrigatório' }],
  ])('type form %j', (values, expected) => {
    expect(validateDomainTypeForm(values)).toEqual(expected);
  });
});
