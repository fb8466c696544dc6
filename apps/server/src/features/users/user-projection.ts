import { type Actor, isAdmin } from '@gestar/domain/permissions/actor';

/** The fields of a user record the projection reads or blanks; pulled wire records and `UsuarioWire` both fit. */
type ProjectedUser = {
  id?: unknown;
  createdByUserId?: unknown;
  superiorId?: unknown;
  email?: unknown;
  cpf?: unknown;
};

/**
 * The one projection of users for every answer that carries them: the pull and the Account calls
 * (LGPD: no more personal data than the role needs). Devices and the USUÁRIOS screen
 * need the names and roles of the people on their farms, not how to reach them. E-mail and CPF stay only on
 * the caller's own record (offline login), on the users they brought in (created or supervise: the ones they
 * may edit) and for administrators. An inseminator or intern brings nobody in, so sees only their own.
 * Blanks the records in place and returns them.
 */
export function projectUsers<T extends ProjectedUser>(actor: Actor, users: T[]): T[] {
  if (isAdmin(actor)) return users;
  for (const user of users) {
    if (user.id === actor.id || user.createdByUserId === actor.id || user.superiorId === actor.id) continue;
    const record: ProjectedUser = user;
    record.email = null;
    record.cpf = null;
  }
  return users;
}
