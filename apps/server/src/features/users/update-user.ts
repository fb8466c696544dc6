import { SUPERIOR_NOT_FOUND, USER_ACTION_FORBIDDEN } from '@gestar/domain/messages/server';
import { can } from '@gestar/domain/permissions/can';
import { placeholderEmail } from '@gestar/domain/rules/forms/user-form';
import { lockRevisions } from '../../db/revision.ts';
import { HttpError } from '../../http/errors.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import { type PendingInvitation, prepareInvitation } from './invitation.ts';
import { findUserRow, listVisibleUsers, type UsuarioWire } from './queries.ts';
import type { UpdateUserRequest } from './schemas.ts';
import { subjectOf, visibleTarget } from './target-user.ts';
import { assertUniqueLogin } from './uniqueness.ts';
import { type UserProfile, updateUserRecord } from './user-records.ts';
import type { UserServices } from './user-services.ts';

/**
 * PUT /api/Account/{id}: changes the fields sent. `email: null` removes the address (placeholder). A user who
 * never had a password and receives a real address is invited, as at creation.
 */
export async function updateUser(
  services: UserServices,
  actor: AuthUser,
  id: string,
  request: UpdateUserRequest,
): Promise<UsuarioWire> {
  const target = await visibleTarget(services, actor, id);
  const roles = request.roles ?? target.roles;
  if (!can(actor, 'user.update', { target: subjectOf(target), roles })) {
    throw new HttpError(403, USER_ACTION_FORBIDDEN);
  }
  if (request.superiorId) {
    const superior = await findUserRow(services.db, request.superiorId);
    if (!superior || superior.isDeleted || superior.id === id) throw new HttpError(400, SUPERIOR_NOT_FOUND);
  }
  const { roles: _roles, email: requestedEmail, ...fields } = request;
  const profile: Partial<UserProfile> = { ...fields };
  if (requestedEmail !== undefined) profile.email = requestedEmail ?? placeholderEmail(id);
  const emailChanged = profile.email !== undefined && profile.email !== target.email;
  const cpfChanged = profile.cpf !== undefined && profile.cpf !== target.cpf;
  const editor = await findUserRow(services.db, actor.id);

  let invitation: PendingInvitation | undefined;
  await services.db.kysely.transaction().execute(async (trx) => {
    await lockRevisions(trx, services.db.dialect);
    await assertUniqueLogin(
      trx,
      {
        email: emailChanged ? (profile.email ?? null) : null,
        cpf: cpfChanged ? (profile.cpf ?? null) : null,
      },
      id,
    );
    await updateUserRecord(
      trx,
      id,
      { profile, ...(request.roles ? { roles: request.roles } : {}) },
      actor.id,
    );
    if (emailChanged) {
      const credentials = await trx
        .selectFrom('credentials')
        .select('usuarioId')
        .where('usuarioId', '=', id)
        .executeTakeFirst();
      if (!credentials) {
        invitation = await prepareInvitation(
          services,
          trx,
          { id, email: profile.email ?? null, nomeCompleto: profile.nomeCompleto ?? target.nomeCompleto },
          editor?.nomeCompleto ?? actor.email,
        );
      }
    }
  });
  invitation?.send();
  const [updated] = await listVisibleUsers(services.db, actor, id);
  if (!updated) throw new Error(`user ${id} not readable after update`);
  return updated;
}
