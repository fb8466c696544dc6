import { describe, expect, it } from 'vitest';
import {
  canSubmitLogin,
  isValidEmail,
  LOGIN_TYPE,
  loginCredentials,
  parseLoginField,
} from './login-field.ts';

describe('parseLoginField (spec §5 login field)', () => {
  it.each([
    ['12345678909', '123.456.789-09', LOGIN_TYPE.cpf, null],
    ['123 456 789 09', '123.456.789-09', LOGIN_TYPE.cpf, null],
    ['123.456.789-09', '123.456.789-09', LOGIN_TYPE.cpf, null],
    ['529.982.24725', '529.982.247-25', LOGIN_TYPE.cpf, null],
    ['Maria.Silva@Fazenda.COM.BR', 'maria.silva@fazenda.com.br', LOGIN_TYPE.email, null],
    [' joao @ gmail.com ', 'joao@gmail.com', LOGIN_TYPE.email, null],
    ['vet@clinica.info', 'vet@clinica.info', LOGIN_TYPE.email, null],
    ['vet@clinica.io', 'vet@clinica.io', LOGIN_TYPE.email, null],
    ['vet@clinica.museu', 'vet@clinica.museu', null, 'E-mail invalido!'],
    ['vet@clinica.c', 'vet@clinica.c', null, 'E-mail invalido!'],
    // Shaped like a CPF: answered with the CPF message, never the e-mail one.
    ['1234567890', '1234567890', null, 'CPF inválido!'],
    ['123456789012', '123456789012', null, 'CPF inválido!'],
    ['123.456.789-01', '123.456.789-01', null, 'CPF inválido!'],
    ['12345678900', '12345678900', null, 'CPF inválido!'],
    ['maria', 'maria', null, 'E-mail invalido!'],
    ['', '', null, null],
  ])('%j → %j', (raw, value, type, error) => {
    expect(parseLoginField(raw)).toEqual({ value, type, error });
  });

  it('is idempotent on its own output', () => {
    const once = parseLoginField('12345678909');
    expect(parseLoginField(once.value)).toEqual(once);
  });
});

describe('isValidEmail', () => {
  it.each([
    ['a@b.com', true],
    ['A@B.COM', true],
    ['a@b.abcde', false],
    [null, false],
  ])('%j → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe('loginCredentials', () => {
  it('sends the CPF as 11 digits', () => {
    expect(loginCredentials(parseLoginField('123.456.789-09'), 's3nha')).toEqual({
      cpf: '12345678909',
      password: 's3nha',
    });
  });

  it('sends the e-mail lower-cased', () => {
    expect(loginCredentials(parseLoginField('A@B.COM'), 'x')).toEqual({ email: 'a@b.com', password: 'x' });
  });

  it('sends nothing for an invalid login', () => {
    expect(loginCredentials(parseLoginField('maria'), 'x')).toBeNull();
  });
});

describe('canSubmitLogin (Entrar)', () => {
  it.each([
    ['a@b.com', 'senha', null, true],
    ['a@b.com', 'senha', undefined, true],
    ['', 'senha', null, false],
    ['  ', 'senha', null, false],
    ['a@b.com', '', null, false],
    ['maria', 'senha', 'E-mail invalido!', false],
  ])('(%j, %j, %j) → %s', (login, password, error, enabled) => {
    expect(canSubmitLogin(login, password, error)).toBe(enabled);
  });
});
