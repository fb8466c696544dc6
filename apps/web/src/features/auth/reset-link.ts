/** What the e-mailed link carries: /reset-password?email=…&token=…[&invite=1]. */
export type ResetLink = { email: string; token: string; invite: boolean };

/** Reads the link; null when the e-mail or the token is missing (a link cut by the mail program). */
export function parseResetLink(search: string | URLSearchParams): ResetLink | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const email = (params.get('email') ?? '').trim();
  const token = (params.get('token') ?? '').trim();
  if (email === '' || token === '') return null;
  const invite = params.get('invite');
  // Spec §2: 'Primeiro Acesso' whenever invite is set; an explicit false value is not "set".
  const isInvite = invite !== null && !['', '0', 'false'].includes(invite.trim().toLowerCase());
  return { email: email.toLowerCase(), token, invite: isInvite };
}
