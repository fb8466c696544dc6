import { hasRole, isAdmin, ROLES, type RoleRef, roleOf } from '../entities/role.ts';

/** Who is acting: the logged-in user on a device, the token's user on the server. */
export type Actor = { readonly id: string; readonly roles: readonly RoleRef[] };

// Permissions are the union of a user's roles. Cliente and Visualizador only ever add reading.
const WRITER_ROLES = [ROLES.administrador, ROLES.veterinario, ROLES.inseminador, ROLES.estagiario] as const;

/** Has at least one role this build knows; a user without one ('Usuario não possui perfil') may do nothing. */
export function hasKnownRole(actor: Actor): boolean {
  return actor.roles.some((role) => roleOf(role) !== undefined);
}

/** May change data: any role other than Cliente (somente visualização) and Visualizador. */
export function isWriter(actor: Actor): boolean {
  return WRITER_ROLES.some((role) => hasRole(actor, role));
}

/** Only reads: logged in with roles, none of which may write (Cliente, Visualizador). */
export function isReadOnly(actor: Actor): boolean {
  return hasKnownRole(actor) && !isWriter(actor);
}

export { isAdmin };
