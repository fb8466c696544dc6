import type { Fazenda } from '../entities/farm.ts';
import type { FazendaUsuario } from '../entities/farm-user.ts';
import { type Actor, hasKnownRole, isAdmin, isWriter } from './actor.ts';

/** What a farm-scoped decision needs to know about the farm. */
export type FarmContext = {
  /** `fazenda.usuarioId`. */
  readonly ownerId: string | null;
  /** `idUsuario` of the farm's live fazendaUsuario links. */
  readonly linkedUserIds: readonly string[];
  readonly isDeleted?: boolean;
};

/** Builds the context of a farm from its record and the farm-user links at hand (others are ignored). */
export function farmContext(
  fazenda: Pick<Fazenda, 'id' | 'usuarioId' | 'isDeleted'>,
  links: readonly Pick<FazendaUsuario, 'idFazenda' | 'idUsuario' | 'isDeleted'>[],
): FarmContext {
  return {
    ownerId: fazenda.usuarioId,
    linkedUserIds: links
      .filter((link) => link.idFazenda === fazenda.id && !link.isDeleted)
      .map((link) => link.idUsuario),
    isDeleted: fazenda.isDeleted,
  };
}

export function isFarmOwner(actor: Actor, farm: FarmContext): boolean {
  return farm.ownerId !== null && farm.ownerId === actor.id;
}

/** Owner or linked user (spec §6: others see farms they own or are linked to). */
export function isFarmMember(actor: Actor, farm: FarmContext): boolean {
  return isFarmOwner(actor, farm) || farm.linkedUserIds.includes(actor.id);
}

/** Administrators see every farm, deleted ones included; everyone else their live farms. */
export function canReadFarm(actor: Actor, farm: FarmContext): boolean {
  if (!hasKnownRole(actor)) return false;
  if (isAdmin(actor)) return true;
  return farm.isDeleted !== true && isFarmMember(actor, farm);
}

/** Work inside a farm (retiros, lotes, cows, managements): a writer who may read it. */
export function canWorkOnFarm(actor: Actor, farm: FarmContext): boolean {
  return isWriter(actor) && canReadFarm(actor, farm);
}

/**
 * Delete the farm or change who is linked to it: its owner (spec §5: only the owner edits the Responsáveis
 * list) or an administrator. A linked inseminator works on the farm but cannot remove it from everyone.
 */
export function canOwnFarm(actor: Actor, farm: FarmContext): boolean {
  if (!isWriter(actor)) return false;
  if (isAdmin(actor)) return true;
  return farm.isDeleted !== true && isFarmOwner(actor, farm);
}
