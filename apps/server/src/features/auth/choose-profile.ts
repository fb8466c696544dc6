import { type ProfileRequest, SELF_CHOSEN_ROLES } from '@gestar/domain/entities/login-response';
import type { Role } from '@gestar/domain/entities/role';
import { PROFILE_ALREADY_SET, PROFILE_NOT_OFFERED, USER_DELETED } from '@gestar/domain/messages/auth';
import { INVALID_CREDENTIALS } from '@gestar/domain/messages/navigation';
import { lockRevisions } from '../../db/revision.ts';
import { HttpError } from '../../http/errors.ts';
import { rolesByUser } from '../users/queries.ts';
import { updateUserRecord } from '../users/user-records.ts';
import { findLoginAccount } from './login-account.ts';
import type { AuthServices } from './sessions.ts';

/**
 * POST /api/Profile (spec §2 login's profile dialog): a user whose login was refused with 'Usuario não possui
 * perfil' chooses one of the four self-registration roles; the device then logs in as usual (terms, offline copy). The password is checked exactly
 * as the login checks it, and only an account with no role at all may choose: a role once held is changed by
 * an administrator or a veterinarian, never by its holder (409).
 */
export async function chooseProfile(
  services: AuthServices,
  request: ProfileRequest,
): Promise<{ sucesso: true; roles: Role[] }> {
  const account = await findLoginAccount(services.db, request);
  if (!account?.passwordHash) {
    await services.hasher.verifyNothing(request.password);
    throw new HttpError(401, INVALID_CREDENTIALS());
  }
  if (!(await services.hasher.verify(account.passwordHash, request.password))) {
    throw new HttpError(401, INVALID_CREDENTIALS());
  }
  if (account.user.isDeleted) throw new HttpError(403, USER_DELETED());
  return setOwnProfile(services, account.user.id, request.roleId);
}

/**
 * Gives a user without any role the self-registration role she chose. Shared by the password login's dialog and
 * the sign-in through an organisation (oidc/routes.ts), whose caller proves who she is in its own way.
 */
export async function setOwnProfile(
  services: AuthServices,
  userId: string,
  roleId: string,
): Promise<{ sucesso: true; roles: Role[] }> {
  const role = SELF_CHOSEN_ROLES.find((candidate) => candidate.id === roleId);
  if (!role) throw new HttpError(400, PROFILE_NOT_OFFERED());
  await services.db.kysely.transaction().execute(async (trx) => {
    await lockRevisions(trx, services.db.dialect);
    // Checked under the revision lock: two dialogs answered at once cannot both set a role.
    const held = (await rolesByUser(trx, [userId])).get(userId) ?? [];
    if (held.length > 0) throw new HttpError(409, PROFILE_ALREADY_SET());
    await updateUserRecord(trx, userId, { roles: [role] }, userId);
  });
  return { sucesso: true, roles: [role] };
}
