import { isPlaceholderEmail } from '@gestar/domain/rules/forms/user-form';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { createRateLimiter } from '../../http/rate-limiter.ts';
import { invitationMail, recipientLocale } from '../../mail/templates.ts';
import { issuePasswordToken, passwordLink } from '../auth/password-tokens.ts';
import type { UserServices } from './user-services.ts';

export type PendingInvitation = { send: () => void };

/**
 * Invitation mails one address receives a day, whoever sends them (a user deleted and created again, or an
 * e-mail switched back and forth, re-invites). Past it the user is still saved and the mail is skipped: the
 * sender learns nothing about the address and its owner is not flooded.
 */
export const INVITATIONS_PER_RECIPIENT = { max: 3, timeWindow: 24 * 60 * 60_000 } as const;

const limiters = new WeakMap<Db, ReturnType<typeof createRateLimiter>>();
function limiterOf(db: Db): ReturnType<typeof createRateLimiter> {
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = createRateLimiter(db);
    limiters.set(db, limiter);
  }
  return limiter;
}

/**
 * Issues an invitation token in the creating transaction; `send` mails the 'Primeiro Acesso' link once that
 * transaction has committed (a rolled-back user is never invited). Placeholder addresses get nothing.
 */
export async function prepareInvitation(
  services: UserServices,
  trx: Kysely<Database>,
  invitee: { id: string; email: string | null; nomeCompleto: string },
  invitedBy: string,
): Promise<PendingInvitation | undefined> {
  const email = invitee.email;
  if (!email || isPlaceholderEmail(email)) return undefined;
  const token = await issuePasswordToken(trx, { usuarioId: invitee.id, email, purpose: 'invite' });
  const link = passwordLink(services.publicUrl, email, token, true);
  const locale = await recipientLocale(trx, invitee.id);
  const content = invitationMail(locale, {
    nomeCompleto: invitee.nomeCompleto,
    link,
    convidadoPor: invitedBy,
  });
  return {
    send: () => {
      limiterOf(services.db)
        .check([{ limit: INVITATIONS_PER_RECIPIENT, key: `invite-to|${email.toLowerCase()}` }])
        .then(
          () => services.mailer.send({ to: email, ...content, link }),
          () => services.log.warn('invitation e-mail skipped: daily cap of its recipient reached'),
        )
        .catch((error: unknown) => services.log.error({ err: error }, 'invitation e-mail not sent'));
    },
  };
}
