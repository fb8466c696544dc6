import { describe, expect, it } from 'vitest';
import { ROLES } from '../../entities/role.ts';
import { isValidEmail } from '../login-field.ts';
import {
  assignableRoles,
  cpfDigits,
  displayEmail,
  isPlaceholderEmail,
  placeholderEmail,
  roleForQualification,
  type UserFormValues,
  userSavedOutcome,
  validateUserForm,
} from './user-form.ts';

const REQUIRED = 'Este campo é obrigatório';
const VALID: UserFormValues = {
  nomeCompleto: 'Ana Souza',
  email: 'ana@vet.com.br',
  estado: 'GO',
  municipio: 'Goiânia',
  role: 'Veterinário',
  semEmail: false,
};

describe('validateUserForm (spec §5 User form)', () => {
  it.each([
    ['complete', VALID, {}],
    [
      'required fields',
      { ...VALID, nomeCompleto: '', estado: null, municipio: null, role: null },
      { nomeCompleto: REQUIRED, estado: REQUIRED, municipio: REQUIRED, role: REQUIRED },
    ],
    ['e-mail required', { ...VALID, email: null }, { email: REQUIRED }],
    ['e-mail pattern', { ...VALID, email: 'ana@vet' }, { email: 'E-mail invalido!' }],
    ['without e-mail', { ...VALID, email: null, semEmail: true }, {}],
    ['without e-mail, a typed address ignored', { ...VALID, email: 'ana@', semEmail: true }, {}],
    ['CPF blank', { ...VALID, cpf: '  ' }, {}],
    ['CPF typed with dots and dash', { ...VALID, cpf: '529.982.247-25' }, {}],
    ['CPF too short', { ...VALID, cpf: '529.982.247' }, { cpf: 'CPF inválido!' }],
    ['CPF with letters', { ...VALID, cpf: 'abc123' }, { cpf: 'CPF inválido!' }],
    ['CPF with wrong check digits', { ...VALID, cpf: '12345678900' }, { cpf: 'CPF inválido!' }],
    ['CPF of one repeated digit', { ...VALID, cpf: '111.111.111-11' }, { cpf: 'CPF inválido!' }],
  ])('%s', (_name, values, expected) => {
    expect(validateUserForm(values)).toEqual(expected);
  });
});

describe('cpfDigits', () => {
  it.each([
    ['529.982.247-25', '52998224725'],
    ['529 982 247 25', '52998224725'],
    ['', null],
    [null, null],
  ])('%j → %j', (typed, stored) => {
    expect(cpfDigits(typed)).toBe(stored);
  });
});

describe('roles', () => {
  it.each([
    ['Vets', 'Veterinário'],
    ['Farmers', 'Inseminador'],
    ['Intern', 'Estagiário'],
    ['Customer', 'Cliente (somente visualização)'],
    ['Other', null],
    [null, null],
  ])('qualification %j → %j', (qualification, role) => {
    expect(roleForQualification(qualification)).toBe(role);
  });

  it('never offers Visualizador', () => {
    const roles = [{ name: 'Veterinário' }, { name: 'Visualizador' }, { name: 'Administrador' }];
    expect(assignableRoles(roles)).toEqual([{ name: 'Veterinário' }, { name: 'Administrador' }]);
  });
});

describe("placeholder e-mail shown as 'Não Possui'", () => {
  const address = placeholderEmail('0190f5b4-7c1e-7a2b-9c3d-4e5f6a7b8c9d');

  it('is recognised and passes the e-mail pattern', () => {
    expect(isPlaceholderEmail(address)).toBe(true);
    expect(isPlaceholderEmail(address.toUpperCase())).toBe(true);
    expect(isValidEmail(address)).toBe(true);
  });

  it.each([
    [address, 'Não Possui'],
    [null, 'Não Possui'],
    ['', 'Não Possui'],
    ['ana@vet.com.br', 'ana@vet.com.br'],
  ])('displayEmail(%j) = %j', (email, shown) => {
    expect(displayEmail(email)).toBe(shown);
  });
});

describe('userSavedOutcome (spec §6)', () => {
  it.each([
    ['Administrador', [ROLES.administrador], 'back-to-list'],
    ['Administrador and Veterinário', [ROLES.veterinario, ROLES.administrador], 'back-to-list'],
    ['Veterinário', [ROLES.veterinario], 'alert-and-sync'],
    ['Inseminador', [ROLES.inseminador], 'alert-and-sync'],
  ])('%s → %s', (_who, roles, outcome) => {
    expect(userSavedOutcome({ roles })).toBe(outcome);
  });
});
