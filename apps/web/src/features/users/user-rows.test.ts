import { ROLES } from '@gestar/domain/entities/role';
import { describe, expect, it } from 'vitest';
import {
  NO_USER_FILTERS,
  toUserRow,
  type UserFilters,
  userFilterCount,
  visibleUserRows,
  withUserState,
} from './user-rows.ts';
import type { AdminUser } from './users-api.ts';

const user = (over: Partial<AdminUser>): AdminUser => ({
  id: 'x',
  nomeCompleto: 'X',
  email: null,
  cpf: null,
  estado: null,
  municipio: null,
  createdByUserId: null,
  superiorId: null,
  roles: [ROLES.inseminador],
  ...over,
});

const rows = [
  user({
    id: 'a',
    nomeCompleto: 'Álvaro Lima',
    email: 'alvaro@fazenda.com',
    estado: 'GO',
    municipio: 'Goiânia',
  }),
  user({
    id: 'b',
    nomeCompleto: 'Bruna Costa',
    email: 'b@sem-email.gestar.test',
    estado: 'MS',
    municipio: 'Dourados',
    roles: [ROLES.cliente],
  }),
  user({ id: 'c', nomeCompleto: 'Carla Dias', email: 'carla@vet.com', estado: 'GO', municipio: 'Rio Verde' }),
].map(toUserRow);

const ids = (filters: Partial<UserFilters>) =>
  visibleUserRows(rows, { ...NO_USER_FILTERS, ...filters }).map((row) => row.id);

describe('toUserRow', () => {
  it("shows 'Não Possui' for a user without e-mail and the role's description", () => {
    expect(rows[1]).toMatchObject({ email: 'Não Possui', perfil: 'Cliente (somente visualização)' });
  });

  it('leaves the e-mail blank when the server withholds it from the caller', () => {
    expect(toUserRow(user({ email: null })).email).toBe('');
  });
});

describe('visibleUserRows', () => {
  it.each([
    ['no filter', {}, ['a', 'b', 'c']],
    ['search ignores accents and case', { search: 'ALVARO' }, ['a']],
    ['search by role', { search: 'cliente' }, ['b']],
    ['search by city', { search: 'rio verde' }, ['c']],
    ["search 'Não Possui'", { search: 'nao possui' }, ['b']],
    ['state', { estado: 'GO' }, ['a', 'c']],
    ['state and city', { estado: 'GO', municipio: 'Goiânia' }, ['a']],
    ['e-mail contains', { email: 'vet.com' }, ['c']],
    ['e-mail and state', { email: 'fazenda', estado: 'MS' }, []],
  ] as [string, Partial<UserFilters>, string[]][])('%s', (_case, filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });
});

describe('filter toggle', () => {
  it('counts the toggle filters, not the search', () => {
    expect(userFilterCount({ ...NO_USER_FILTERS, search: 'x' })).toBe(0);
    expect(userFilterCount({ search: '', estado: 'GO', municipio: 'Goiânia', email: 'a' })).toBe(3);
  });

  it('a new state drops the city', () => {
    const chosen = { ...NO_USER_FILTERS, estado: 'GO', municipio: 'Goiânia' };
    expect(withUserState(chosen, 'MS').municipio).toBeNull();
    expect(withUserState(chosen, 'GO').municipio).toBe('Goiânia');
  });
});
