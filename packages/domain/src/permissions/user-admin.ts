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
