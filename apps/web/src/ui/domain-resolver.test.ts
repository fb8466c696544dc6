import { validateResetPassword } from '@gestar/domain/rules/forms/password-forms';
import { describe, expect, it } from 'vitest';
import { domainResolver } from './domain-resolver.ts';

type Values = { email: string; token: string; password: string; confirmPassword: string };

const resolve = (values: Values) =>
  domainResolver<Values>(validateResetPassword)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('domainResolver', () => {
  it.each([
    [
      'all filled and equal',
      { email: 'a@b.com', token: 't', password: 'abcdefgh', confirmPassword: 'abcdefgh' },
      {},
    ],
    [
      'confirmation differs',
      { email: 'a@b.com', token: 't', password: 'abcdefgh', confirmPassword: 'abcdefgX' },
      { confirmPassword: 'As senhas digitadas não são iguais' },
    ],
    [
      'password missing',
      { email: 'a@b.com', token: 't', password: '', confirmPassword: '' },
      { password: 'Este campo é obrigatório', confirmPassword: 'Este campo é obrigatório' },
    ],
  ])('%s', async (_case, values, expected) => {
    const result = await resolve(values);
    const messages = Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]),
    );
    expect(messages).toEqual(expected);
    expect(result.values).toEqual(Object.keys(expected).length === 0 ? values : {});
  });
});
