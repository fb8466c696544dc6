import { OFFLINE_PASSWORD_MISMATCH, OFFLINE_PASSWORD_TOO_SHORT } from '@gestar/domain/messages/oidc';

/** Same floor as the account passwords the server accepts. */
const MIN_LENGTH = 8;

/** The first check that refuses an offline password, or null. */
export function offlinePasswordProblem(password: string, repeated: string): string | null {
  if (password.length < MIN_LENGTH) return OFFLINE_PASSWORD_TOO_SHORT();
  if (password !== repeated) return OFFLINE_PASSWORD_MISMATCH();
  return null;
}
