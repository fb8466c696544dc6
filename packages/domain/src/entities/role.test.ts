import { describe, expect, it } from 'vitest';
import { inLocale } from '../i18n/current-locale.ts';
import { idSchema } from './common.ts';
import {
  ALL_ROLES,
  ASSIGNABLE_ROLES,
  isAdmin,
  isClient,
  ROLES,
  type RoleRef,
  roleLabel,
  roleName,
  roleOf,
} from './role.ts';

describe('ROLES', () => {
  it('has the six roles of spec §1 with valid, distinct ids', () => {
    expect(ALL_ROLES.map((role) => role.name)).toEqual([
      'Inseminador',
      'Veterinário',
      'Estagiário',
      'Cliente',
      'Administrador',
      'Visualizador',
    ]);
    expect(new Set(ALL_ROLES.map((role) => role.id)).size).toBe(6);
    for (const role of ALL_ROLES) expect(idSchema.safeParse(role.id).success).toBe(true);
  });

  it('describes Cliente as read-only', () => {
    expect(ROLES.cliente.description).toBe('Cliente (somente visualização)');
  });

  it('never offers Visualizador (spec §5: role list excludes Visualizador)', () => {
    expect(ASSIGNABLE_ROLES.map((role) => role.name)).not.toContain('Visualizador');
    expect(ASSIGNABLE_ROLES).toHaveLength(5);
  });
});

describe('isAdmin / isClient', () => {
  const cases: [string, RoleRef[], boolean, boolean][] = [
    ['administrator', [ROLES.administrador], true, false],
    ['client', [ROLES.cliente], false, true],
    ['veterinarian', [ROLES.veterinario], false, false],
    ['no roles', [], false, false],
    [
      'admin matched by name only',
      [{ id: '0195f3a4-0000-7000-8000-0000000000ff', name: 'Administrador' }],
      true,
      false,
    ],
    ['client matched by id only', [{ id: ROLES.cliente.id }], false, true],
    ['vet and client', [ROLES.veterinario, ROLES.cliente], false, true],
  ];
  it.each(cases)('%s', (_label, roles, admin, client) => {
    expect(isAdmin({ roles })).toBe(admin);
    expect(isClient({ roles })).toBe(client);
  });

  it('answers false for nobody', () => {
    expect(isAdmin(null)).toBe(false);
    expect(isClient(undefined)).toBe(false);
  });
});

describe('roleOf', () => {
  it.each([
    [{ id: ROLES.estagiario.id }, 'Estagiário'],
    [{ id: 'x', name: 'Inseminador' }, 'Inseminador'],
    [{ id: 'x', name: 'Gerente' }, undefined],
  ])('%o → %s', (ref, name) => {
    expect(roleOf(ref)?.name).toBe(name);
  });
});

describe('roleName / roleLabel (a role as people read it)', () => {
  it('reads the stored pt-BR role in the reader’s language, by id or by name', () => {
    expect(roleLabel(ROLES.cliente)).toBe('Cliente (somente visualização)');
    expect(roleName(ROLES.veterinario)).toBe('Veterinário');
    expect(inLocale('es', () => roleLabel(ROLES.cliente))).toBe('Cliente (solo visualización)');
    expect(inLocale('es', () => roleName({ id: 'other-id', name: 'Veterinário' }))).toBe('Veterinario');
    expect(inLocale('es', () => roleLabel({ id: ROLES.estagiario.id }))).toBe('Pasante');
    // The stored data does not change with the language.
    expect(inLocale('es', () => ROLES.veterinario.name)).toBe('Veterinário');
  });

  it('keeps the stored words of a role this build does not know', () => {
    const other = {
      id: 'c0ffee00-0000-5000-8000-000000000000',
      name: 'Gerente',
      description: 'Gerente da fazenda',
    };
    expect(inLocale('es', () => roleLabel(other))).toBe('Gerente da fazenda');
    expect(inLocale('es', () => roleName(other))).toBe('Gerente');
  });
});
