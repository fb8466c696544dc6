import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/mail.ts';

const m = defineMessages('mail', ptBR);

// The e-mails the server sends (apps/server/src/mail/templates.ts), each read in its recipient's language.
// Not in the spec, which names the password-recovery and first-access e-mails without wording them.

export const MAIL_SIGNATURE = (): string => m.text('SIGNATURE');
/** The first line of every e-mail: 'Olá, Maria da Silva!'. */
export function mailGreeting(nome: string): string {
  return m.format('greeting', { nome });
}

// Password recovery (PUT /api/Account/ForgotPassword).
export const PASSWORD_RESET_SUBJECT = (): string => m.text('PASSWORD_RESET_SUBJECT');
export const PASSWORD_RESET_REQUESTED = (): string => m.text('PASSWORD_RESET_REQUESTED');
export const PASSWORD_RESET_LINK = (): string => m.text('PASSWORD_RESET_LINK');
export const PASSWORD_RESET_IGNORE = (): string => m.text('PASSWORD_RESET_IGNORE');

// A new user's invitation ('Primeiro Acesso').
export const INVITATION_SUBJECT = (): string => m.text('INVITATION_SUBJECT');
/** `convidadoPor`: the name of whoever created the account. */
export function invitationCreated(convidadoPor: string): string {
  return m.format('invitationCreated', { convidadoPor });
}
export const INVITATION_LINK = (): string => m.text('INVITATION_LINK');
export const INVITATION_IGNORE = (): string => m.text('INVITATION_IGNORE');

// To the old address when an account's e-mail changes.
export const EMAIL_CHANGED_SUBJECT = (): string => m.text('EMAIL_CHANGED_SUBJECT');
export function emailChanged(novoEmail: string, alteradoPor: string): string {
  return m.format('emailChanged', { novoEmail, alteradoPor });
}
export const EMAIL_CHANGED_NEXT = (): string => m.text('EMAIL_CHANGED_NEXT');
/** Closes the notices of a changed e-mail or CPF. */
export const CHANGE_NOT_RECOGNISED = (): string => m.text('CHANGE_NOT_RECOGNISED');

// To the account's address when someone else changes or removes its CPF.
export const CPF_CHANGED_SUBJECT = (): string => m.text('CPF_CHANGED_SUBJECT');
export function cpfChangedBy(alteradoPor: string, removido: boolean): string {
  return m.format(removido ? 'cpfRemoved' : 'cpfChanged', { alteradoPor });
}

// The link that confirms a user's own new e-mail.
export const EMAIL_CONFIRMATION_SUBJECT = (): string => m.text('EMAIL_CONFIRMATION_SUBJECT');
export const EMAIL_CONFIRMATION_REQUESTED = (): string => m.text('EMAIL_CONFIRMATION_REQUESTED');
export const EMAIL_CONFIRMATION_IGNORE = (): string => m.text('EMAIL_CONFIRMATION_IGNORE');

// To the owner of an address another account tried to take.
export const EMAIL_IN_USE_SUBJECT = (): string => m.text('EMAIL_IN_USE_SUBJECT');
export const EMAIL_IN_USE_ATTEMPT = (): string => m.text('EMAIL_IN_USE_ATTEMPT');
export const EMAIL_IN_USE_ADVICE = (): string => m.text('EMAIL_IN_USE_ADVICE');

// Who changed the address or CPF, when it was not a named user, and an address removed.
/** The user herself, through the link mailed to her new address. */
export const CHANGED_BY_YOURSELF = (): string => m.text('CHANGED_BY_YOURSELF');
/** The editor's name is unknown (an administrator's account without a name). */
export const CHANGED_BY_AN_ADMINISTRATOR = (): string => m.text('CHANGED_BY_AN_ADMINISTRATOR');
/** The new e-mail when the address was removed (a placeholder address now). */
export const NO_EMAIL = (): string => m.text('NO_EMAIL');
