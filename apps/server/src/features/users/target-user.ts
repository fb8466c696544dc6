import { USER_NOT_FOUND } from '@gestar/domain/messages/server';
import type { UserSubject } from '@gestar/domain/permissions/user-admin';
import { HttpError } from '../../http/errors.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import { listVisibleUsers, type UsuarioWire } from './queries.ts';
import type { UserServices } from './user-services.ts';

/** The live user a call names, if the caller may see it: others are 404, so ids do not leak. */
export async function visibleTarget(
  services: UserServices,
  actor: AuthUser,
  id: string,
): Promise<UsuarioWire> {
  const [target] = await listVisibleUsers(services.db, actor, id);
  if (!target) throw new HttpError(404, USER_NOT_FOUND());
  return target;
}

export function subjectOf(user: UsuarioWire): UserSubject {
  return {
    id: user.id,
    roles: user.roles,
    createdByUserId: user.createdByUserId,
    superiorId: user.superiorId,
  };
}
