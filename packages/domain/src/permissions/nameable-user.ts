import { type Actor, isAdmin } from './actor.ts';

/** Who brought a user in: enough to tell whom a writer manages. */
export type ManagedUser = { readonly createdByUserId: string | null; readonly superiorId: string | null };

/**
 * May `actor` name `userId` as a farm's owner or in a farm link (Responsáveis)? Naming a user plants the farm on
 * their device and sends their record along, so only: the actor, a user the actor created or supervises, or
 * the user who brought the actor in (an inseminator creates a farm for his veterinarian); administrators may
 * name anyone. `userOf` looks users up (the server's loaded rows, the device's synced users); an unknown user
 * may not be named. The server refuses anything else ('Você só pode indicar usuários que você gerencia.').
 */
export function mayNameUser(
  actor: Actor,
  userId: string,
  userOf: (id: string) => ManagedUser | undefined,
): boolean {
  if (isAdmin(actor) || userId === actor.id) return true;
  const user = userOf(userId);
  if (!user) return false;
  if (user.createdByUserId === actor.id || user.superiorId === actor.id) return true;
  const self = userOf(actor.id);
  return self !== undefined && (self.createdByUserId === userId || self.superiorId === userId);
}
