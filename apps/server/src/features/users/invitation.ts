import { isPlaceholderEmail } from '@gestar/domain/rules/forms/user-form';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invitationMail } from '../../mail/templates.ts';
import { issuePasswordToken, passwordLink } from '../auth/password-tokens.ts';
import type { UserServices } from './user-services.ts';

export type PendingInvitation = { send: () => void };

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
  const content = invitationMail({ nomeCompleto: invitee.nomeCompleto, link, convidadoPor: invitedBy });
  return {
    send: () => {
      services.mailer
        .send({ to: email, ...content, link })
        .catch((error: unknown) => services.log.error({ err: error }, 'invitation e-mail not sent'));
    },
  };
}
