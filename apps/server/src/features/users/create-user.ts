import { newId } from '@gestar/domain/entities/common';
import { SUPERIOR_NOT_FOUND, USER_ACTION_FORBIDDEN } from '@gestar/domain/messages/server';
import { can } from '@gestar/domain/permissions/can';
import { placeholderEmail } from '@gestar/domain/rules/forms/user-form';
import { HttpError } from '../../http/errors.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import { createAccount } from './create-account.ts';
import { type PendingInvitation, prepareInvitation } from './invitation.ts';
import { findUserRow, listVisibleUsers, type UsuarioWire } from './queries.ts';
import type { CreateUserRequest } from './schemas.ts';
import type { UserServices } from './user-services.ts';

/**
 * POST /api/Account. Only roles the caller may assign (spec §5/§6: never Visualizador). With an e-mail the
 * new user receives an invitation to set a password; without one they get a placeholder address ('Não
 * Possui' on screen) and no login until someone gives them an e-mail.
 */
export async function createUser(
  services: UserServices,
  actor: AuthUser,
  request: CreateUserRequest,
): Promise<UsuarioWire> {
  if (!can(actor, 'user.create', { roles: request.roles })) throw new HttpError(403, USER_ACTION_FORBIDDEN());
  if (request.superiorId !== null) {
    const superior = await findUserRow(services.db, request.superiorId);
    if (!superior || superior.isDeleted) throw new HttpError(400, SUPERIOR_NOT_FOUND());
  }
  const creator = await findUserRow(services.db, actor.id);
  const id = request.id ?? newId();
  const email = request.email ?? placeholderEmail(id);
  let invitation: PendingInvitation | undefined;
  await createAccount(
    services.db,
    services.hasher,
    {
      id,
      nomeCompleto: request.nomeCompleto,
      email,
      cpf: request.cpf,
      estado: request.estado,
      municipio: request.municipio,
      zoetisId: request.zoetisId,
      superiorId: request.superiorId,
      createdByUserId: actor.id,
      roles: request.roles,
    },
    actor.id,
    async (trx) => {
      invitation = await prepareInvitation(
        services,
        trx,
        { id, email, nomeCompleto: request.nomeCompleto },
        creator?.nomeCompleto ?? actor.email,
      );
    },
  );
  invitation?.send();
  const [created] = await listVisibleUsers(services.db, actor, id);
  if (!created) throw new Error(`user ${id} not readable after creation`);
  return created;
}
