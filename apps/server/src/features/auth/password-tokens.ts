import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PasswordTokenPurpose } from '../../db/schema-accounts.ts';
import { newOpaqueToken, tokenDigest } from './tokens.ts';

/** A reset link is short-lived; an invitation waits a week for someone to read their e-mail. */
export const PASSWORD_TOKEN_TTL_MS: Readonly<Record<PasswordTokenPurpose, number>> = {
  reset: 24 * 60 * 60 * 1000,
  invite: 7 * 24 * 60 * 60 * 1000,
  email: 24 * 60 * 60 * 1000,
};

export async function issuePasswordToken(
  db: Kysely<Database>,
  input: { usuarioId: string; email: string; purpose: PasswordTokenPurpose },
): Promise<string> {
  const token = newOpaqueToken();
  const now = Date.now();
  await db
    .insertInto('password_tokens')
    .values({
      tokenHash: tokenDigest(token),
      email: input.email.toLowerCase(),
      usuarioId: input.usuarioId,
      purpose: input.purpose,
      expiresAt: new Date(now + PASSWORD_TOKEN_TTL_MS[input.purpose]).toISOString(),
      usedAt: null,
      createdAt: new Date(now).toISOString(),
    })
    .execute();
  return token;
}

/**
 * Ends the user's links still waiting to be used (of one purpose, or all): a link is only as good as the newest
 * action on its account, so a mistyped address or a mailbox the account left cannot act on it later.
 */
export async function endPendingTokens(
  db: Kysely<Database>,
  usuarioId: string,
  purpose?: PasswordTokenPurpose,
): Promise<void> {
  let query = db
    .updateTable('password_tokens')
    .set({ usedAt: new Date().toISOString() })
    .where('usuarioId', '=', usuarioId)
    .where('usedAt', 'is', null);
  if (purpose) query = query.where('purpose', '=', purpose);
  await query.execute();
}

/** The link of a reset or invitation e-mail; the web app's /reset-password screen reads these parameters. */
export function passwordLink(publicUrl: string, email: string, token: string, invite: boolean): string {
  const query = new URLSearchParams({ email, token });
  if (invite) query.set('invite', '1');
  return `${publicUrl}/reset-password?${query.toString()}`;
}

/** The link of an e-mail confirmation; the web app's /confirmar-email screen posts the token back. */
export function emailConfirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/confirmar-email?${new URLSearchParams({ token }).toString()}`;
}
