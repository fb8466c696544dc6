import { describe, expect, it } from 'vitest';
import { validateForgotPassword, validateResetPassword } from './password-forms.ts';

const REQUIRED = 'Este campo é obrigatório';

describe('validateForgotPassword', () => {
  it.each([
    [{ email: 'ana@vet.com' }, {}],
    [{ email: 'ANA@VET.COM' }, {}],
    [{ email: '' }, { email: REQUIRED }],
    [{ email: 'ana@vet.abcde' }, { email: 'E-mail invalido!' }],
  ])('%j → %j', (values, expected) => {
    expect(validateForgotPassword(values)).toEqual(expected);
  });
});

describe('validateResetPassword', () => {
  const valid = { email: 'ana@vet.com', token: 't', password: 'Segura#1', confirmPassword: 'Segura#1' };
  it.each([
    ['complete', valid, {}],
    [
      'all required',
      { email: null, token: null, password: '', confirmPassword: null },
      { email: REQUIRED, token: REQUIRED, password: REQUIRED, confirmPassword: REQUIRED },
    ],
    [
      'passwords differ',
      { ...valid, confirmPassword: 'segura#1' },
      { confirmPassword: 'As senhas digitadas não são iguais' },
    ],
  ])('%s', (_name, values, expected) => {
    expect(validateResetPassword(values)).toEqual(expected);
  });
});
