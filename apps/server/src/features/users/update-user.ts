import { CHANGED_BY_AN_ADMINISTRATOR } from '@gestar/domain/messages/mail';
import {
  CPF_CHANGE_ADMIN_ONLY,
  EMAIL_CHANGE_OWNER_ONLY,
  EMAIL_CONFIRMATION_SENT,
  OWN_CPF_ADMIN_ONLY,
  OWN_EMAIL_REMOVAL_ADMIN_ONLY,
  SUPERIOR_NOT_FOUND,
  USER_ACTION_FORBIDDEN,
} from '@gestar/domain/messages/server';
import { isAdmin } from '@gestar/domain/permissions/actor';
import { can } from '@gestar/domain/permissions/can';
import { isPlaceholderEmail, placeholderEmail } from '@gestar/domain/rules/forms/user-form';
import type { Kysely } from 'kysely';
import { lockRevisions } from '../../db/revision.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { cpfChangedMail, emailChangedMail, recipientLocale } from '../../mail/templates.ts';
import type { AuthUser } from '../auth/authenticate.ts';
import { endPendingTokens } from '../auth/password-tokens.ts';
import { type PendingInvitation, prepareInvitation } from './invitation.ts';
import { prepareOwnEmailChange } from './own-email.ts';
import { findUserRow, listVisibleUsers, type UsuarioWire } from './queries.ts';
import type { UpdateUserRequest } from './schemas.ts';
import { subjectOf, visibleTarget } from './target-user.ts';
import { assertUniqueLogin } from './uniqueness.ts';
import { type UserProfile, updateUserRecord } from './user-records.ts';
import type { UserServices } from './user-services.ts';

/**
 * PUT /api/Account/{id}: changes the fields sent. `email: null` removes the address (placeholder). A user who
 * never had a password and receives a real address is invited, as at creation. A user's own new e-mail waits
 * for the link mailed to it (`mensagem` says so); a user's own CPF is changed by an administrator. The e-mail
 * and CPF of an account with a password are its logins: others change them only as administrators.
 */
export async function updateUser(
  services: UserServices,
  actor: AuthUser,
  id: string,
  request: UpdateUserRequest,
): Promise<{ user: UsuarioWire; mensagem?: string }> {
  const target = await visibleTarget(services, actor, id);
  const roles = request.roles ?? target.roles;
  if (!can(actor, 'user.update', { target: subjectOf(target), roles })) {
    throw new HttpError(403, USER_ACTION_FORBIDDEN());
  }
  if (request.superiorId) {
    const superior = await findUserRow(services.db, request.superiorId);
    if (!superior || superior.isDeleted || superior.id === id) throw new HttpError(400, SUPERIOR_NOT_FOUND());
  }
  const { roles: _roles, email: requestedEmail, ...fields } = request;
  const profile: Partial<UserProfile> = { ...fields };
  if (requestedEmail !== undefined) profile.email = requestedEmail ?? placeholderEmail(id);
  const cpfChanged = profile.cpf !== undefined && profile.cpf !== target.cpf;
  const self = actor.id === id;
  // 'Já existe…' on one's own CPF or e-mail would tell who else is registered.
  if (self && cpfChanged && !isAdmin(actor)) throw new HttpError(403, OWN_CPF_ADMIN_ONLY());
  let ownEmail: string | undefined;
  if (self && profile.email !== undefined && profile.email !== target.email) {
    if (requestedEmail === null) {
      if (!isAdmin(actor)) throw new HttpError(403, OWN_EMAIL_REMOVAL_ADMIN_ONLY());
    } else {
      ownEmail = profile.email ?? undefined;
      delete profile.email;
    }
  }
  const emailChanged = profile.email !== undefined && profile.email !== target.email;
  const editor = await findUserRow(services.db, actor.id);

  let invitation: PendingInvitation | undefined;
  let oldAddressNotice: (() => void) | undefined;
  let cpfNotice: (() => void) | undefined;
  await services.db.kysely.transaction().execute(async (trx) => {
    await lockRevisions(trx, services.db.dialect);
    const credentials =
      emailChanged || cpfChanged
        ? await trx
            .selectFrom('credentials')
            .select('usuarioId')
            .where('usuarioId', '=', id)
            .executeTakeFirst()
        : undefined;
    // Whoever controls the address of an account with a password can reset it: a veterinarian who created the
    // account must not be able to point it at her own mailbox and take it over. The CPF is a login as well,
    // and its owner changes it through an administrator too (OWN_CPF_ADMIN_ONLY).
    if (credentials && actor.id !== id && !isAdmin(actor)) {
      throw new HttpError(403, emailChanged ? EMAIL_CHANGE_OWNER_ONLY() : CPF_CHANGE_ADMIN_ONLY());
    }
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
    if (cpfChanged && credentials && actor.id !== id && target.email && !isPlaceholderEmail(target.email)) {
      cpfNotice = await noticeOfCpfChange(
        services,
        trx,
        target,
        profile.cpf === null,
        editor?.nomeCompleto ?? undefined,
      );
    }
    if (emailChanged) {
      // Links to the address the account leaves, or to one it was about to take, must not act on it later.
      await endPendingTokens(trx, id);
      if (credentials && target.email && !isPlaceholderEmail(target.email)) {
        oldAddressNotice = await noticeToOldAddress(
          services,
          trx,
          target,
          profile.email ?? '',
          editor?.nomeCompleto ?? undefined,
        );
      }
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
  oldAddressNotice?.();
  cpfNotice?.();
  const confirmation = ownEmail
    ? await prepareOwnEmailChange(services, { id, nomeCompleto: target.nomeCompleto }, ownEmail)
    : undefined;
  const [updated] = await listVisibleUsers(services.db, actor, id);
  if (!updated) throw new Error(`user ${id} not readable after update`);
  if (!confirmation) return { user: updated };
  // After the answer is written: a taken address and a free one take the same time to answer.
  setImmediate(confirmation);
  return { user: updated, mensagem: EMAIL_CONFIRMATION_SENT() };
}

/** Mails the old address once the change has committed (a rolled-back change tells nobody). */
async function noticeToOldAddress(
  services: UserServices,
  trx: Kysely<Database>,
  target: UsuarioWire,
  novoEmail: string,
  editorName: string | undefined,
): Promise<() => void> {
  const to = target.email ?? '';
  const content = emailChangedMail(await recipientLocale(trx, target.id), {
    nomeCompleto: target.nomeCompleto ?? '',
    novoEmail: isPlaceholderEmail(novoEmail) ? null : novoEmail,
    alteradoPor: editorName ?? CHANGED_BY_AN_ADMINISTRATOR,
  });
  return () => {
    services.mailer
      .send({ to, ...content })
      .catch((error: unknown) => services.log.error({ err: error }, 'e-mail change notice not sent'));
  };
}

/** Mails the account's address, after the commit, that someone else changed its CPF. */
async function noticeOfCpfChange(
  services: UserServices,
  trx: Kysely<Database>,
  target: UsuarioWire,
  removed: boolean,
  editorName: string | undefined,
): Promise<() => void> {
  const to = target.email ?? '';
  const content = cpfChangedMail(await recipientLocale(trx, target.id), {
    nomeCompleto: target.nomeCompleto ?? '',
    alteradoPor: editorName ?? CHANGED_BY_AN_ADMINISTRATOR,
    removido: removed,
  });
  return () => {
    services.mailer
      .send({ to, ...content })
      .catch((error: unknown) => services.log.error({ err: error }, 'CPF change notice not sent'));
  };
}
