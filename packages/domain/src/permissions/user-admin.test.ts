import { describe, expect, it } from 'vitest';
import { ROLES, type Role, type RoleRef } from '../entities/role.ts';
import type { Actor } from './actor.ts';
import { can } from './can.ts';
import { assignableRolesFor, primaryRole, roleChoicesFor, type UserSubject } from './user-admin.ts';

const admin: Actor = { id: 'u-admin', roles: [ROLES.administrador] };
const vet: Actor = { id: 'u-vet', roles: [ROLES.veterinario] };
const ins: Actor = { id: 'u-ins', roles: [ROLES.inseminador] };
const est: Actor = { id: 'u-est', roles: [ROLES.estagiario] };
const cli: Actor = { id: 'u-cli', roles: [ROLES.cliente] };
const vis: Actor = { id: 'u-vis', roles: [ROLES.visualizador] };

const names = (roles: readonly Role[]) => roles.map((role) => role.name);

describe('assignableRolesFor', () => {
  it.each([
    ['Administrador', admin, ['Inseminador', 'Veterinário', 'Estagiário', 'Cliente', 'Administrador']],
    ['Veterinário', vet, ['Inseminador', 'Veterinário', 'Estagiário', 'Cliente']],
    ['Inseminador', ins, []],
    ['Estagiário', est, []],
    ['Cliente', cli, []],
    ['Visualizador', vis, []],
    [
      'a vet who is also a client',
      { id: 'u-x', roles: [ROLES.veterinario, ROLES.cliente] },
      names([ROLES.inseminador, ROLES.veterinario, ROLES.estagiario, ROLES.cliente]),
    ],
    ['nobody', null, []],
  ] as [string, Actor | null, string[]][])('%s → %j', (_who, actor, expected) => {
    expect(names(assignableRolesFor(actor))).toEqual(expected);
  });

  it('never offers Visualizador', () => {
    for (const actor of [admin, vet, ins, est, cli, vis]) {
      expect(names(assignableRolesFor(actor))).not.toContain('Visualizador');
    }
  });
});

describe('user.create: who may create a user with which role', () => {
  const targets: Role[] = [
    ROLES.inseminador,
    ROLES.veterinario,
    ROLES.estagiario,
    ROLES.cliente,
    ROLES.administrador,
    ROLES.visualizador,
  ];
  // order of targets: Inseminador, Veterinário, Estagiário, Cliente, Administrador, Visualizador
  it.each([
    ['Administrador', admin, [true, true, true, true, true, false]],
    ['Veterinário', vet, [true, true, true, true, false, false]],
    ['Inseminador', ins, [false, false, false, false, false, false]],
    ['Estagiário', est, [false, false, false, false, false, false]],
    ['Cliente', cli, [false, false, false, false, false, false]],
    ['Visualizador', vis, [false, false, false, false, false, false]],
  ] as [string, Actor, boolean[]][])('%s', (_who, actor, expected) => {
    expect(targets.map((role) => can(actor, 'user.create', { roles: [role] }))).toEqual(expected);
  });

  it('needs at least one role', () => {
    expect(can(admin, 'user.create', { roles: [] })).toBe(false);
  });

  it('refuses a mix with one role the creator may not give', () => {
    expect(can(vet, 'user.create', { roles: [ROLES.inseminador, ROLES.administrador] })).toBe(false);
  });
});

const subject = (
  id: string,
  roles: Role[],
  createdBy: string | null = null,
  superior: string | null = null,
): UserSubject => ({
  id,
  roles,
  createdByUserId: createdBy,
  superiorId: superior,
});

describe('user.update', () => {
  it.each([
    ['admin renames anyone', admin, subject('u-1', [ROLES.veterinario]), [ROLES.veterinario], true],
    [
      'admin keeps a Visualizador as is',
      admin,
      subject('u-1', [ROLES.visualizador]),
      [ROLES.visualizador],
      true,
    ],
    [
      'admin cannot make someone Visualizador',
      admin,
      subject('u-1', [ROLES.cliente]),
      [ROLES.visualizador],
      false,
    ],
    [
      'admin promotes to Administrador',
      admin,
      subject('u-1', [ROLES.veterinario]),
      [ROLES.administrador],
      true,
    ],
    [
      'vet edits a user they created',
      vet,
      subject('u-1', [ROLES.inseminador], vet.id),
      [ROLES.estagiario],
      true,
    ],
    ['vet edits a subordinate', vet, subject('u-1', [ROLES.cliente], null, vet.id), [ROLES.cliente], true],
    ['vet cannot edit a stranger', vet, subject('u-1', [ROLES.inseminador]), [ROLES.inseminador], false],
    [
      'vet cannot promote to Administrador',
      vet,
      subject('u-1', [ROLES.inseminador], vet.id),
      [ROLES.administrador],
      false,
    ],
    [
      'vet cannot edit an admin they created',
      vet,
      subject('u-1', [ROLES.administrador], vet.id),
      [ROLES.administrador],
      false,
    ],
    ['vet edits themselves', vet, subject(vet.id, [ROLES.veterinario]), [ROLES.veterinario], true],
    [
      'vet cannot make themselves admin',
      vet,
      subject(vet.id, [ROLES.veterinario]),
      [ROLES.veterinario, ROLES.administrador],
      false,
    ],
    ['inseminator edits themselves', ins, subject(ins.id, [ROLES.inseminador]), [ROLES.inseminador], true],
    [
      'inseminator cannot change own role',
      ins,
      subject(ins.id, [ROLES.inseminador]),
      [ROLES.veterinario],
      false,
    ],
    [
      'inseminator cannot edit their subordinate',
      ins,
      subject('u-1', [ROLES.estagiario], null, ins.id),
      [ROLES.estagiario],
      false,
    ],
    ['client cannot edit even themselves', cli, subject(cli.id, [ROLES.cliente]), [ROLES.cliente], false],
    ['nobody is left without a role', admin, subject('u-1', [ROLES.cliente]), [], false],
  ] as [string, Actor, UserSubject, Role[], boolean][])(
    '%s → %s',
    (_label, actor, target, roles, allowed) => {
      expect(can(actor, 'user.update', { target, roles })).toBe(allowed);
    },
  );
});

describe('user.delete', () => {
  it.each([
    ['admin deletes anyone else', admin, subject('u-1', [ROLES.administrador]), true],
    ['admin cannot delete themselves', admin, subject(admin.id, [ROLES.administrador]), false],
    ['vet deletes a user they created', vet, subject('u-1', [ROLES.cliente], vet.id), true],
    ['vet cannot delete a stranger', vet, subject('u-1', [ROLES.cliente]), false],
    [
      'vet cannot delete an admin they manage',
      vet,
      subject('u-1', [ROLES.administrador], null, vet.id),
      false,
    ],
    ['vet cannot delete themselves', vet, subject(vet.id, [ROLES.veterinario]), false],
    ['inseminator cannot delete a subordinate', ins, subject('u-1', [], null, ins.id), false],
    ['client cannot delete', cli, subject('u-1', [ROLES.cliente], cli.id), false],
  ] as [string, Actor, UserSubject, boolean][])('%s → %s', (_label, actor, target, allowed) => {
    expect(can(actor, 'user.delete', target)).toBe(allowed);
  });
});

describe('roleChoicesFor: the roles a user form offers', () => {
  it.each([
    ['admin creating', admin, [], ['Inseminador', 'Veterinário', 'Estagiário', 'Cliente', 'Administrador']],
    ['vet creating', vet, [], ['Inseminador', 'Veterinário', 'Estagiário', 'Cliente']],
    ['inseminator creating', ins, [], []],
    ['inseminator editing themselves', ins, [ROLES.inseminador], ['Inseminador']],
    [
      'vet editing an administrator',
      vet,
      [ROLES.administrador],
      [...names(assignableRolesFor(vet)), 'Administrador'],
    ],
    [
      'admin editing a Visualizador (kept, never offered)',
      admin,
      [ROLES.visualizador],
      [...names(assignableRolesFor(admin)), 'Visualizador'],
    ],
    [
      'held role given by name only',
      vet,
      [{ id: 'other-id', name: 'Cliente' }],
      names(assignableRolesFor(vet)),
    ],
    ['nobody', null, [], []],
  ] as [string, Actor | null, RoleRef[], string[]][])('%s → %j', (_case, actor, held, expected) => {
    expect(names(roleChoicesFor(actor, held))).toEqual(expected);
  });

  it('offers Visualizador to nobody who does not already hold it', () => {
    for (const actor of [admin, vet, ins, est, cli, vis]) {
      expect(names(roleChoicesFor(actor, [ROLES.veterinario]))).not.toContain('Visualizador');
    }
  });
});

describe('primaryRole: the one role a single-role form shows', () => {
  it.each([
    [[ROLES.veterinario], 'Veterinário'],
    [[ROLES.cliente, ROLES.veterinario], 'Veterinário'],
    [[ROLES.veterinario, ROLES.administrador], 'Administrador'],
    [[ROLES.estagiario, ROLES.inseminador], 'Inseminador'],
    [[ROLES.visualizador], 'Visualizador'],
    [[{ id: 'x', name: 'Desconhecido' }], null],
    [[], null],
  ] as [RoleRef[], string | null][])('%j → %j', (roles, expected) => {
    expect(primaryRole(roles)?.name ?? null).toBe(expected);
  });
});
