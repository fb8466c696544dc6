import { ASSIGNABLE_ROLES, hasRole, ROLES, type Role, type RoleRef, sameRole } from '../entities/role.ts';
import { type Actor, isAdmin, isWriter } from './actor.ts';

/** A user being edited or deleted. */
export type UserSubject = {
  readonly id: string;
  readonly roles: readonly RoleRef[];
  readonly createdByUserId: string | null;
  readonly superiorId: string | null;
};

export type UserCreation = { readonly roles: readonly RoleRef[] };

/** An update: the user as stored and the roles they will have afterwards. */
export type UserUpdate = { readonly target: UserSubject; readonly roles: readonly RoleRef[] };

// A veterinarian brings their team and clients in: the four roles self-registration offers (spec §5).
const VET_ASSIGNABLE: readonly Role[] = [
  ROLES.inseminador,
  ROLES.veterinario,
  ROLES.estagiario,
  ROLES.cliente,
];

/** Roles this user may give to others: administrators any assignable role, veterinarians four, others none. */
export function assignableRolesFor(actor: Actor | null | undefined): readonly Role[] {
  if (!actor || !isWriter(actor)) return [];
  if (isAdmin(actor)) return ASSIGNABLE_ROLES;
  if (hasRole(actor, ROLES.veterinario)) return VET_ASSIGNABLE;
  return [];
}

function allAssignable(actor: Actor, roles: readonly RoleRef[]): boolean {
  const allowed = assignableRolesFor(actor);
  return roles.every((role) => allowed.some((ok) => sameRole(ok, role)));
}

/** Someone this non-administrator brought in: created by them or reporting to them. */
function isManagedBy(actor: Actor, target: UserSubject): boolean {
  return target.createdByUserId === actor.id || target.superiorId === actor.id;
}

export function canCreateUser(actor: Actor, creation: UserCreation): boolean {
  return (
    creation.roles.length > 0 && assignableRolesFor(actor).length > 0 && allAssignable(actor, creation.roles)
  );
}

/**
 * Administrators edit anyone; others themselves and the users they manage, provided those hold only roles
 * they could have given. Roles added by the update must be assignable by the editor; roles kept are not
 * re-checked, so an administrator can still rename a Visualizador.
 */
export function canUpdateUser(actor: Actor, update: UserUpdate): boolean {
  if (!isWriter(actor) || update.roles.length === 0) return false;
  const added = update.roles.filter((role) => !update.target.roles.some((held) => sameRole(held, role)));
  if (!allAssignable(actor, added)) return false;
  if (isAdmin(actor) || update.target.id === actor.id) return true;
  return isManagedBy(actor, update.target) && allAssignable(actor, update.target.roles);
}

/** Nobody deletes themselves; administrators delete anyone else, others the users they manage. */
export function canDeleteUser(actor: Actor, target: UserSubject): boolean {
  if (!isWriter(actor) || target.id === actor.id) return false;
  if (isAdmin(actor)) return true;
  return (
    isManagedBy(actor, target) && assignableRolesFor(actor).length > 0 && allAssignable(actor, target.roles)
  );
}

// Most powerful first: the one role a single-role form shows for a user holding several.
const ROLES_BY_PRECEDENCE: readonly Role[] = [
  ROLES.administrador,
  ROLES.veterinario,
  ROLES.inseminador,
  ROLES.estagiario,
  ROLES.cliente,
  ROLES.visualizador,
];

/**
 * The roles a user form offers (spec §5: never Visualizador to choose): those this actor may give, plus on
 * an edit the roles the user already holds, so the form shows them and the user may keep them.
 */
export function roleChoicesFor(actor: Actor | null | undefined, held: readonly RoleRef[] = []): Role[] {
  const choices = [...assignableRolesFor(actor)];
  for (const role of ROLES_BY_PRECEDENCE) {
    const isHeld = held.some((ref) => sameRole(ref, role));
    if (isHeld && !choices.some((choice) => sameRole(choice, role))) choices.push(role);
  }
  return choices;
}

/** The role a single-role user form shows: the most powerful one held, or null for none this build knows. */
export function primaryRole(roles: readonly RoleRef[]): Role | null {
  return ROLES_BY_PRECEDENCE.find((role) => roles.some((held) => sameRole(held, role))) ?? null;
}
