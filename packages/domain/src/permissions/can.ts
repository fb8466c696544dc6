import { type Actor, hasKnownRole, isAdmin, isWriter } from './actor.ts';
import { canOwnFarm, canReadFarm, canWorkOnFarm, type FarmContext } from './farm-access.ts';
import {
  canCreateUser,
  canDeleteUser,
  canUpdateUser,
  type UserCreation,
  type UserSubject,
  type UserUpdate,
} from './user-admin.ts';

/** A protocol as the permission needs it (`isBeingUsed`: some batch uses it). */
export type ProtocolContext = {
  readonly usuarioId: string | null;
  readonly isBeingUsed: boolean;
  readonly updatable?: boolean;
};

/**
 * A bull or a semen lot: a farm's copy is governed by the farm; an original without a farm by its owner
 * (for a partida, the owner of its bull).
 */
export type FarmOrOwnerContext = { readonly farm: FarmContext | null; readonly ownerId: string | null };

/** Every action and the resource its decision needs (`undefined`: none). */
export type ActionResources = {
  'farm.read': FarmContext;
  'farm.create': undefined;
  'farm.write': FarmContext;
  'farm.delete': FarmContext;
  /** Edit the farm's list of responsáveis (fazendaUsuario links). */
  'farm.manageUsers': FarmContext;
  'farm.readDeleted': undefined;
  'farm.export': FarmContext;
  'farm.report': FarmContext;
  'farm.import': FarmContext;
  'corral.write': FarmContext;
  'corral.delete': FarmContext;
  'batch.write': FarmContext;
  'batch.delete': FarmContext;
  'batch.reserve': FarmContext;
  'batch.merge': FarmContext;
  'batch.resync': FarmContext;
  'cow.write': FarmContext;
  'cow.delete': FarmContext;
  /** Save IATF, DN, DG, DG Final or resync data of cows. */
  'management.write': FarmContext;
  'management.finalize': FarmContext;
  'protocol.read': ProtocolContext;
  'protocol.create': undefined;
  'protocol.write': ProtocolContext;
  'protocol.delete': ProtocolContext;
  'bull.write': FarmOrOwnerContext;
  'bull.delete': FarmOrOwnerContext;
  'partida.write': FarmOrOwnerContext;
  'partida.delete': FarmOrOwnerContext;
  'semen.register': undefined;
  'season.start': undefined;
  'users.menu': undefined;
  'user.create': UserCreation;
  'user.update': UserUpdate;
  'user.delete': UserSubject;
  'domain.write': undefined;
  'admin.screens': undefined;
  'proof.upload': undefined;
  'syncReminder.show': undefined;
  'form.enterSubmit': undefined;
};

export type Action = keyof ActionResources;

/** Actions whose resource is a farm context (handy for tables of farm-scoped buttons). */
export type FarmAction = { [A in Action]: ActionResources[A] extends FarmContext ? A : never }[Action];

type ResourceArgs<A extends Action> = ActionResources[A] extends undefined
  ? []
  : [resource: ActionResources[A]];

type Rule<A extends Action> = (actor: Actor, ...resource: ResourceArgs<A>) => boolean;

const writer = (actor: Actor) => isWriter(actor);
const admin = (actor: Actor) => isAdmin(actor);
const readFarm = (actor: Actor, farm: FarmContext) => canReadFarm(actor, farm);
const workOnFarm = (actor: Actor, farm: FarmContext) => canWorkOnFarm(actor, farm);
const ownFarm = (actor: Actor, farm: FarmContext) => canOwnFarm(actor, farm);

function editProtocol(actor: Actor, protocol: ProtocolContext): boolean {
  if (!isWriter(actor) || protocol.isBeingUsed || protocol.updatable === false) return false;
  return protocol.usuarioId === null ? isAdmin(actor) : protocol.usuarioId === actor.id;
}

function editFarmOrOwned(actor: Actor, item: FarmOrOwnerContext): boolean {
  if (item.farm) return canWorkOnFarm(actor, item.farm);
  if (!isWriter(actor)) return false;
  return isAdmin(actor) || (item.ownerId !== null && item.ownerId === actor.id);
}

const RULES: { readonly [A in Action]: Rule<A> } = {
  'farm.read': readFarm,
  'farm.create': writer,
  'farm.write': workOnFarm,
  'farm.delete': ownFarm,
  'farm.manageUsers': ownFarm,
  'farm.readDeleted': admin,
  'farm.export': readFarm,
  'farm.report': readFarm,
  'farm.import': workOnFarm,
  'corral.write': workOnFarm,
  'corral.delete': workOnFarm,
  'batch.write': workOnFarm,
  'batch.delete': workOnFarm,
  'batch.reserve': workOnFarm,
  'batch.merge': workOnFarm,
  'batch.resync': workOnFarm,
  'cow.write': workOnFarm,
  'cow.delete': workOnFarm,
  'management.write': workOnFarm,
  'management.finalize': workOnFarm,
  // Spec §6: listed if own or without owner (default protocols), for every role.
  'protocol.read': (actor, protocol) =>
    hasKnownRole(actor) && (protocol.usuarioId === null || protocol.usuarioId === actor.id),
  'protocol.create': writer,
  'protocol.write': editProtocol,
  'protocol.delete': editProtocol,
  'bull.write': editFarmOrOwned,
  'bull.delete': editFarmOrOwned,
  'partida.write': editFarmOrOwned,
  'partida.delete': editFarmOrOwned,
  'semen.register': writer,
  'season.start': writer,
  'users.menu': writer,
  'user.create': canCreateUser,
  'user.update': canUpdateUser,
  'user.delete': canDeleteUser,
  'domain.write': admin,
  'admin.screens': admin,
  'proof.upload': admin,
  'syncReminder.show': (actor) => hasKnownRole(actor) && !isAdmin(actor),
  'form.enterSubmit': writer,
};

export const ACTIONS: readonly Action[] = Object.keys(RULES).filter((key): key is Action => key in RULES);

/**
 * May this user do this? Screens use it to hide or disable, the server to enforce (ARCHITECTURE.md §6).
 * Nobody logged in may do nothing.
 */
export function can<A extends Action>(
  actor: Actor | null | undefined,
  action: A,
  ...resource: ResourceArgs<A>
): boolean {
  if (!actor) return false;
  const rule: Rule<A> = RULES[action];
  return rule(actor, ...resource);
}
