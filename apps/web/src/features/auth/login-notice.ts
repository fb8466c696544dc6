/** Router state handed to /login by the password screens: a success text and the login to prefill. */
export type LoginNotice = { text: string; login?: string };

export function readLoginNotice(state: unknown): LoginNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const { text, login } = state as Record<string, unknown>;
  if (typeof text !== 'string' || text === '') return null;
  return typeof login === 'string' ? { text, login } : { text };
}
