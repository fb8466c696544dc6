import { PASSWORD_CHANGED, PASSWORD_DEFINED, USER_DELETED } from '@gestar/domain/messages/auth';
import { RESET_LINK_INVALID } from '@gestar/domain/messages/server';
import { isPlaceholderEmail } from '@gestar/domain/rules/forms/user-form';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { passwordResetMail, recipientLocale } from '../../mail/templates.ts';
import { findLiveUserByEmail, findUserRow } from '../users/queries.ts';
import { endPendingTokens, issuePasswordToken, passwordLink } from './password-tokens.ts';
import type { PasswordHasher } from './passwords.ts';
import { revokeUserRefreshTokens } from './refresh-tokens.ts';
import { tokenDigest } from './tokens.ts';

export type RecoveryServices = {
  db: Db;
  hasher: PasswordHasher;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/**
 * PUT /api/Account/ForgotPassword. Whether the address exists or not, the caller learns nothing: the answer
 * is the same and the e-mail is sent after the answer, so not even the timing differs.
 */
export async function requestPasswordReset(services: RecoveryServices, email: string): Promise<void> {
  const user = await findLiveUserByEmail(services.db, email);
  if (!user?.email || isPlaceholderEmail(user.email)) return;
  const token = await issuePasswordToken(services.db.kysely, {
    usuarioId: user.id,
    email: user.email,
    purpose: 'reset',
  });
  const link = passwordLink(services.publicUrl, user.email, token, false);
  const locale = await recipientLocale(services.db.kysely, user.id);
  const content = passwordResetMail(locale, { nomeCompleto: user.nomeCompleto ?? user.email, link });
  services.mailer
    .send({ to: user.email, ...content, link })
    .catch((error: unknown) => services.log.error({ err: error }, 'password reset e-mail not sent'));
}

/**
 * PUT /api/Account/ResetPassword, for a reset link or an invitation: the token works once, before it
 * expires, for the address it was sent to. Setting the password ends every session of the user, so other
 * devices must sign in again with the new one.
 */
export async function resetPassword(
  services: RecoveryServices,
  input: { email: string; password: string; token: string },
): Promise<{ mensagem: string }> {
  const { db } = services;
  const digest = tokenDigest(input.token);
  const now = new Date().toISOString();
  const stored = await db.kysely
    .selectFrom('password_tokens')
    .selectAll()
    .where('tokenHash', '=', digest)
    .executeTakeFirst();
  if (
    !stored ||
    // An e-mail confirmation link never sets a password.
    stored.purpose === 'email' ||
    stored.usedAt !== null ||
    stored.expiresAt <= now ||
    stored.email !== input.email.toLowerCase()
  ) {
    throw new HttpError(400, RESET_LINK_INVALID());
  }
  const user = await findUserRow(db, stored.usuarioId);
  if (!user) throw new HttpError(400, RESET_LINK_INVALID());
  if (user.isDeleted) throw new HttpError(403, USER_DELETED());
  const passwordHash = await services.hasher.hash(input.password);

  await db.kysely.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_tokens')
      .set({ usedAt: now })
      .where('tokenHash', '=', digest)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new HttpError(400, RESET_LINK_INVALID());
    await endPendingTokens(trx, user.id);
    await trx
      .insertInto('credentials')
      .values({ usuarioId: user.id, passwordHash, passwordChangedAt: now })
      .onConflict((oc) => oc.column('usuarioId').doUpdateSet({ passwordHash, passwordChangedAt: now }))
      .execute();
    await revokeUserRefreshTokens(trx, user.id, 'password');
  });
  return { mensagem: stored.purpose === 'invite' ? PASSWORD_DEFINED() : PASSWORD_CHANGED() };
}
