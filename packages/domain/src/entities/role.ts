import { z } from 'zod';
import { ROLE_DESCRIPTIONS, ROLE_NAMES } from '../messages/roles.ts';
import { idSchema, nullableText, requiredText } from './common.ts';

export const roleSchema = z.object({
  id: idSchema,
  name: requiredText(100),
  description: nullableText(200),
});

export type Role = z.infer<typeof roleSchema>;

/**
 * The six roles of spec §1. The ids are fixed (uuid v5 of 'role:<key>' in the Gestar namespace) so the
 * server seed, the devices and every test agree on them without a lookup. Names and descriptions are data, in
 * pt-BR whatever the reader's language: the server seeds them into its roles table, and a token, a login response
 * or an older server's role is matched by name (sameRole). People read a role through roleName / roleLabel.
 */
export const ROLES = {
  inseminador: {
    id: 'd909e503-9d09-5d65-b1f8-24273973a6e6',
    name: 'Inseminador',
    description: 'Inseminador',
  },
  veterinario: {
    id: '6828bcce-035c-5453-b247-2a0af00fdec1',
    name: 'Veterinário',
    description: 'Veterinário',
  },
  estagiario: { id: '9b576398-6ffb-5297-a95b-ef3baa9dc3cd', name: 'Estagiário', description: 'Estagiário' },
  cliente: {
    id: 'c8a96865-e2ae-5a4f-8c2d-e4da2837bb73',
    name: 'Cliente',
    description: 'Cliente (somente visualização)',
  },
  administrador: {
    id: '9eb6d7a9-dc0c-5aac-b827-e2085c0a660c',
    name: 'Administrador',
    description: 'Administrador',
  },
  visualizador: {
    id: 'a64d9b7b-71e3-56c4-99ef-7b3e36a5007d',
    name: 'Visualizador',
    description: 'Visualizador',
  },
} as const satisfies Record<string, Role>;

export type RoleKey = keyof typeof ROLES;

export const ALL_ROLES: readonly Role[] = Object.values(ROLES);

/** Roles offered in user forms (spec §5: the list excludes Visualizador). */
export const ASSIGNABLE_ROLES: readonly Role[] = ALL_ROLES.filter(
  (role) => role.id !== ROLES.visualizador.id,
);

/**
 * A role as carried by a user, a token or a login response. Matching is by id, or by name when both sides
 * have one: role names are unique, and a login response from an older server may carry other ids.
 */
export type RoleRef = { readonly id: string; readonly name?: string | null };

/** Anything that holds roles: a `Usuario`, the login response, the authenticated user of a request. */
export type RoleHolder = { readonly roles: readonly RoleRef[] };

export function sameRole(a: RoleRef, b: RoleRef): boolean {
  if (a.id === b.id) return true;
  return a.name != null && b.name != null && a.name === b.name;
}

export function hasRole(holder: RoleHolder | null | undefined, role: RoleRef): boolean {
  return holder?.roles.some((held) => sameRole(held, role)) ?? false;
}

export function isAdmin(holder: RoleHolder | null | undefined): boolean {
  return hasRole(holder, ROLES.administrador);
}

/** True when the user has the Cliente (read-only) role. See permissions for what that withholds. */
export function isClient(holder: RoleHolder | null | undefined): boolean {
  return hasRole(holder, ROLES.cliente);
}

/** The canonical role for a reference (by id or name), or undefined for a role this build does not know. */
export function roleOf(ref: RoleRef): Role | undefined {
  return ALL_ROLES.find((role) => sameRole(role, ref));
}

/** The key of the canonical role a reference names (by id or name), or undefined for a role this build does not know. */
function roleKeyOf(ref: RoleRef): RoleKey | undefined {
  return (Object.keys(ROLES) as RoleKey[]).find((key) => sameRole(ROLES[key], ref));
}

/** A role's short name in the reader's language ('Veterinário', 'Veterinario'); an unknown role keeps its own. */
export function roleName(ref: RoleRef): string {
  const key = roleKeyOf(ref);
  return key ? ROLE_NAMES()[key] : (ref.name ?? '');
}

/**
 * A role as the profile choices and the user forms show it, in the reader's language ('Cliente (somente
 * visualização)'); an unknown role keeps its stored description, else its name.
 */
export function roleLabel(ref: RoleRef & { readonly description?: string | null }): string {
  const key = roleKeyOf(ref);
  return key ? ROLE_DESCRIPTIONS()[key] : (ref.description ?? ref.name ?? '');
}
