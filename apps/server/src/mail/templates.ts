// Plain-text messages (no HTML): they read well in any client, and the link is never hidden behind a button.
// Each is written in its recipient's language (recipientLocale), whatever language the request that sends it uses.

import { currentLocale, inLocale } from '@gestar/domain/i18n/current-locale';
import type { Locale } from '@gestar/domain/i18n/locales';
import {
  CHANGE_NOT_RECOGNISED,
  CPF_CHANGED_SUBJECT,
  cpfChangedBy,
  EMAIL_CHANGED_NEXT,
  EMAIL_CHANGED_SUBJECT,
  EMAIL_CONFIRMATION_IGNORE,
  EMAIL_CONFIRMATION_REQUESTED,
  EMAIL_CONFIRMATION_SUBJECT,
  EMAIL_IN_USE_ADVICE,
  EMAIL_IN_USE_ATTEMPT,
  EMAIL_IN_USE_SUBJECT,
  emailChanged,
  INVITATION_IGNORE,
  INVITATION_LINK,
  INVITATION_SUBJECT,
  invitationCreated,
  MAIL_SIGNATURE,
  mailGreeting,
  NO_EMAIL,
  PASSWORD_RESET_IGNORE,
  PASSWORD_RESET_LINK,
  PASSWORD_RESET_REQUESTED,
  PASSWORD_RESET_SUBJECT,
} from '@gestar/domain/messages/mail';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { userLanguage } from '../features/users/user-language.ts';

export type MailContent = { subject: string; text: string };

/** A name, or a message read in the recipient's language ('um administrador'). */
export type MailText = string | (() => string);

const textOf = (value: MailText): string => (typeof value === 'string' ? value : value());

/**
 * The language `usuarioId`'s e-mails are written in: the one she chose, or else the language of the request that
 * sends the mail (the person who asked for a reset link, or whoever is inviting her, reads it now).
 */
export async function recipientLocale(executor: Kysely<Database>, usuarioId: string): Promise<Locale> {
  return (await userLanguage(executor, usuarioId)) ?? currentLocale();
}

function mail(locale: Locale, subject: () => string, lines: () => string[]): MailContent {
  return inLocale(locale, () => ({
    subject: subject(),
    text: [...lines(), '', MAIL_SIGNATURE()].join('\n'),
  }));
}

export function passwordResetMail(
  locale: Locale,
  input: { nomeCompleto: string; link: string },
): MailContent {
  return mail(locale, PASSWORD_RESET_SUBJECT, () => [
    mailGreeting(input.nomeCompleto),
    '',
    PASSWORD_RESET_REQUESTED(),
    PASSWORD_RESET_LINK(),
    '',
    input.link,
    '',
    PASSWORD_RESET_IGNORE(),
  ]);
}

export function invitationMail(
  locale: Locale,
  input: { nomeCompleto: string; link: string; convidadoPor: string },
): MailContent {
  return mail(locale, INVITATION_SUBJECT, () => [
    mailGreeting(input.nomeCompleto),
    '',
    invitationCreated(input.convidadoPor),
    INVITATION_LINK(),
    '',
    input.link,
    '',
    INVITATION_IGNORE(),
  ]);
}

/**
 * To the old address when an account's e-mail changes: a takeover must not go unnoticed by its owner.
 * `novoEmail` null: the address was removed.
 */
export function emailChangedMail(
  locale: Locale,
  input: { nomeCompleto: string; novoEmail: string | null; alteradoPor: MailText },
): MailContent {
  return mail(locale, EMAIL_CHANGED_SUBJECT, () => [
    mailGreeting(input.nomeCompleto),
    '',
    emailChanged(input.novoEmail ?? NO_EMAIL(), textOf(input.alteradoPor)),
    EMAIL_CHANGED_NEXT(),
    '',
    CHANGE_NOT_RECOGNISED(),
  ]);
}

/**
 * To the account's address when someone else changes its CPF, a login too. The number is left
 * out: a mailbox may be read by others, and the owner knows her own CPF.
 */
export function cpfChangedMail(
  locale: Locale,
  input: { nomeCompleto: string; alteradoPor: MailText; removido: boolean },
): MailContent {
  return mail(locale, CPF_CHANGED_SUBJECT, () => [
    mailGreeting(input.nomeCompleto),
    '',
    cpfChangedBy(textOf(input.alteradoPor), input.removido),
    '',
    CHANGE_NOT_RECOGNISED(),
  ]);
}

export function emailConfirmationMail(
  locale: Locale,
  input: { nomeCompleto: string; link: string },
): MailContent {
  return mail(locale, EMAIL_CONFIRMATION_SUBJECT, () => [
    mailGreeting(input.nomeCompleto),
    '',
    EMAIL_CONFIRMATION_REQUESTED(),
    input.link,
    '',
    EMAIL_CONFIRMATION_IGNORE(),
  ]);
}

/** To the owner of an address another account tried to take: nothing changed, but they should know. */
export function emailInUseNoticeMail(locale: Locale, input: { nomeCompleto: string }): MailContent {
  return mail(locale, EMAIL_IN_USE_SUBJECT, () => [
    mailGreeting(input.nomeCompleto),
    '',
    EMAIL_IN_USE_ATTEMPT(),
    EMAIL_IN_USE_ADVICE(),
  ]);
}
