import { CHANGED_BY_YOURSELF } from '@gestar/domain/messages/mail';
import { EMAIL_CONFIRMED, EMAIL_LINK_INVALID, EMAIL_TAKEN_MEANWHILE } from '@gestar/domain/messages/server';
import { isPlaceholderEmail } from '@gestar/domain/rules/forms/user-form';
import { lockRevisions } from '../../db/revision.ts';
import { HttpError } from '../../http/errors.ts';
import {
  emailChangedMail,
  emailConfirmationMail,
  emailInUseNoticeMail,
  recipientLocale,
} from '../../mail/templates.ts';
import { emailConfirmationLink, endPendingTokens, issuePasswordToken } from '../auth/password-tokens.ts';
import { tokenDigest } from '../auth/tokens.ts';
import { findLiveUserByEmail, findUserRow } from './queries.ts';
import { assertUniqueLogin } from './uniqueness.ts';
import { updateUserRecord } from './user-records.ts';
import type { UserServices } from './user-services.ts';

// A user's own e-mail. Answering 'Já existe…' to PUT /api/Account/{self} let anyone with an
// account test which addresses are registered. Now the new address gets a confirmation link, and the caller hears
// the same thing whether another account has that address or not; that account's owner is told of the attempt.

/**
 * Prepares the mail of a change of the caller's own address; the caller sends it after the answer is written
 * (like forgot-password), so neither the answer nor its timing tells whether the address is taken.
 */
export async function prepareOwnEmailChange(
  services: UserServices,
  user: { id: string; nomeCompleto: string | null },
  newEmail: string,
): Promise<() => void> {
  const address = newEmail.trim().toLowerCase();
  const owner = await findLiveUserByEmail(services.db, address);
  const name = user.nomeCompleto ?? address;
  const send = (to: string, content: { subject: string; text: string }, link?: string) => () => {
    services.mailer
      .send({ to, ...content, ...(link ? { link } : {}) })
      .catch((error: unknown) => services.log.error({ err: error }, 'own e-mail change mail not sent'));
  };
  const taken = owner !== undefined && owner.id !== user.id;
  const token = await services.db.kysely.transaction().execute(async (trx) => {
    // Serialised so two requests at once cannot both leave a link alive.
    await lockRevisions(trx, services.db.dialect);
    // Only the newest request counts, taken address or not: a link outliving a request for a
    // taken address would tell its sender that the address has an account.
    await endPendingTokens(trx, user.id, 'email');
    return taken
      ? undefined
      : issuePasswordToken(trx, { usuarioId: user.id, email: address, purpose: 'email' });
  });
  if (!token) {
    // The address's owner reads the notice in her own language, not in the language of who tried to take it.
    const locale = await recipientLocale(services.db.kysely, owner?.id ?? user.id);
    return send(address, emailInUseNoticeMail(locale, { nomeCompleto: owner?.nomeCompleto ?? address }));
  }
  const link = emailConfirmationLink(services.publicUrl, token);
  const locale = await recipientLocale(services.db.kysely, user.id);
  return send(address, emailConfirmationMail(locale, { nomeCompleto: name, link }), link);
}

/**
 * POST /api/Account/ConfirmEmail: the link's token, once and before it expires, makes its address the account's
 * e-mail (and login); the old address is told. Needs no session: the link may be opened on another device.
 */
export async function confirmOwnEmail(services: UserServices, token: string): Promise<{ mensagem: string }> {
  const digest = tokenDigest(token);
  const now = new Date().toISOString();
  const stored = await services.db.kysely
    .selectFrom('password_tokens')
    .selectAll()
    .where('tokenHash', '=', digest)
    .executeTakeFirst();
  if (stored?.purpose !== 'email' || stored.usedAt !== null || stored.expiresAt <= now) {
    throw new HttpError(400, EMAIL_LINK_INVALID());
  }
  const user = await findUserRow(services.db, stored.usuarioId);
  if (!user || user.isDeleted) throw new HttpError(400, EMAIL_LINK_INVALID());
  const oldEmail = user.email;
  await services.db.kysely.transaction().execute(async (trx) => {
    await lockRevisions(trx, services.db.dialect);
    const claimed = await trx
      .updateTable('password_tokens')
      .set({ usedAt: now })
      .where('tokenHash', '=', digest)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new HttpError(400, EMAIL_LINK_INVALID());
    try {
      await assertUniqueLogin(trx, { email: stored.email, cpf: null }, user.id);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409)
        throw new HttpError(409, EMAIL_TAKEN_MEANWHILE());
      throw error;
    }
    // The other e-mail links, and the reset links of the address the account leaves, end with the change.
    await endPendingTokens(trx, user.id);
    await updateUserRecord(trx, user.id, { profile: { email: stored.email } }, user.id);
  });
  if (oldEmail && !isPlaceholderEmail(oldEmail) && oldEmail !== stored.email) {
    const content = emailChangedMail(await recipientLocale(services.db.kysely, user.id), {
      nomeCompleto: user.nomeCompleto ?? stored.email,
      novoEmail: stored.email,
      alteradoPor: CHANGED_BY_YOURSELF,
    });
    services.mailer
      .send({ to: oldEmail, ...content })
      .catch((error: unknown) => services.log.error({ err: error }, 'e-mail change notice not sent'));
  }
  return { mensagem: EMAIL_CONFIRMED() };
}
