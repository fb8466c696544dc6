import { ROLES } from '@gestar/domain/entities/role';
import { describe, expect, it } from 'vitest';
import { EMPTY_USER_FORM, formToPayload, userToForm } from './user-form-fields.ts';
import type { AdminUser } from './users-api.ts';

const stored: AdminUser = {
  id: 'u1',
  nomeCompleto: 'Ana Souza',
  email: 'ana@vet.com.br',
  cpf: '52998224725',
  estado: 'GO',
  municipio: 'Goiânia',
  createdByUserId: 'u0',
  superiorId: null,
  roles: [ROLES.cliente, ROLES.veterinario],
};

describe('userToForm', () => {
  it.each([
    ['with e-mail', stored, { email: 'ana@vet.com.br', semEmail: false }],
    ['placeholder address', { ...stored, email: 'u1@sem-email.gestar.test' }, { email: '', semEmail: true }],
    ['no address', { ...stored, email: null }, { email: '', semEmail: true }],
  ])('%s', (_case, user, expected) => {
    expect(userToForm(user)).toMatchObject(expected);
  });

  it('shows the most powerful role held', () => {
    expect(userToForm(stored).role).toBe(ROLES.veterinario.id);
  });
});

describe('formToPayload', () => {
  const filled = {
    ...EMPTY_USER_FORM,
    nomeCompleto: '  Carlos Nunes ',
    email: ' Carlos@Fazenda.COM ',
    cpf: '529.982.247-25',
    estado: 'MS',
    municipio: 'Dourados',
    role: ROLES.inseminador.id,
  };

  it.each([
    [
      'new user with e-mail',
      filled,
      null,
      {
        nomeCompleto: 'Carlos Nunes',
        email: 'carlos@fazenda.com',
        cpf: '52998224725',
        estado: 'MS',
        municipio: 'Dourados',
        roles: [ROLES.inseminador.id],
      },
    ],
    ['without e-mail: the typed address is dropped', { ...filled, semEmail: true }, null, { email: null }],
    ['blank CPF', { ...filled, cpf: ' ' }, null, { cpf: null }],
  ])('%s', (_case, fields, initialRole, expected) => {
    expect(formToPayload(fields, initialRole)).toMatchObject(expected);
  });

  it.each([
    ['role kept: roles left out', ROLES.inseminador.id, undefined],
    ['role changed: the new one only', ROLES.veterinario.id, [ROLES.inseminador.id]],
  ])('%s', (_case, initialRole, roles) => {
    expect(formToPayload(filled, initialRole).roles).toEqual(roles);
  });
});
