import { describe, expect, it } from 'vitest';
import { inLocale } from '../i18n/current-locale.ts';
import { LOGIN_NEEDS_ONE_IDENTIFIER } from '../messages/validation.ts';
import { loginRequestSchema, loginResponseSchema } from './login-response.ts';
import { ROLES } from './role.ts';

describe('loginRequestSchema', () => {
  it.each([
    [
      { cpf: '123.456.789-09', password: 's3nha' },
      { cpf: '12345678909', email: null, password: 's3nha' },
    ],
    [
      { email: 'Maria@Exemplo.com', password: 's3nha' },
      { cpf: null, email: 'maria@exemplo.com', password: 's3nha' },
    ],
    [
      { cpf: '', email: 'maria@exemplo.com', password: 's3nha' },
      { cpf: null, email: 'maria@exemplo.com', password: 's3nha' },
    ],
  ])('%o is read as %o', (body, expected) => {
    expect(loginRequestSchema.parse(body)).toEqual(expected);
  });

  it.each([
    [{ password: 's3nha' }, 'Informe o CPF ou o e-mail.'],
    [{ cpf: '12345678909', email: 'maria@exemplo.com', password: 's3nha' }, LOGIN_NEEDS_ONE_IDENTIFIER()],
    [{ email: 'maria@exemplo.com', password: '' }, 'Este campo é obrigatório'],
    [{ email: 'maria', password: 's3nha' }, 'E-mail invalido!'],
  ])('rejects %o: %s', (body, message) => {
    expect(loginRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it.each([
    [{ password: 's3nha' }, 'Ingrese el CPF o el correo electrónico.'],
    [{ email: 'maria@exemplo.com', password: '' }, 'Este campo es obligatorio'],
    [{ email: 'maria', password: 's3nha' }, '¡Correo electrónico inválido!'],
  ])('rejects %o in Spanish: %s', (body, message) => {
    const messages = inLocale('es', () =>
      loginRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message),
    );
    expect(messages).toContain(message);
  });
});

describe('loginResponseSchema', () => {
  const response = {
    id: '0195f3a4-0001-7000-8000-000000000001',
    token: 'eyJhbGciOiJIUzI1NiJ9.e30.x',
    refreshToken: 'r-opaque',
    email: 'maria@exemplo.com',
    cpf: null,
    nomeCompleto: 'Maria Souza',
    zoetisId: null,
    roles: [ROLES.veterinario],
    termoCookie: true,
    termoPrivacy: true,
    termoUso: false,
    title: 'Você precisa aceitar os termos de uso!',
  };

  it('accepts the spec §3 fields plus refreshToken', () => {
    expect(loginResponseSchema.parse(response)).toEqual(response);
  });

  it.each([
    [{ token: '' }],
    [{ termoUso: 'false' }],
    [{ roles: [{ id: 'x', name: 'Veterinário' }] }],
    [{ refreshToken: undefined }],
  ])('rejects %o', (change) => {
    expect(loginResponseSchema.safeParse({ ...response, ...change }).success).toBe(false);
  });
});
