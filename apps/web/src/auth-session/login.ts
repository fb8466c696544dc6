import type { LoginResponse } from '@gestar/domain/entities/login-response';
import { type LoginCredentials, postLogin } from '../api/auth-calls.ts';
import { OfflineError } from '../api/errors.ts';
import type { ApiClient } from '../api/http-client.ts';
import type { GestarDb } from '../local-db/database.ts';
import { storeOfflineCredential, verifyOfflineLogin } from './offline-credential.ts';
import { type SessionUser, saveOfflineSession, saveServerSession, userOf } from './session-store.ts';

export type LoginOutcome =
  | { status: 'online'; user: SessionUser }
  /** The server could not be reached and the device's copy of the credential matched. */
  | { status: 'offline'; user: SessionUser }
  /**
   * Some term is not accepted: nothing was stored. The screen shows the terms dialog, accepts them with
   * `response.token` (request option `bearer`) and logs in again (spec §4).
   */
  | { status: 'terms-required'; response: LoginResponse }
  /** No connection and no matching copy on this device. */
  | { status: 'offline-no-match' };

export function acceptedAllTerms(response: LoginResponse): boolean {
  return response.termoCookie && response.termoPrivacy && response.termoUso;
}

/**
 * Logs in. Online, the server decides (fresh tokens, current roles and terms; its refusals are ApiErrors with
 * the §8 titles); when it cannot be reached, the PBKDF2 copy kept from the last online login does.
 */
export async function loginWithPassword(
  db: GestarDb,
  api: ApiClient,
  credentials: LoginCredentials,
): Promise<LoginOutcome> {
  try {
    const response = await postLogin(api, credentials);
    if (!acceptedAllTerms(response)) return { status: 'terms-required', response };
    await saveServerSession(db, response);
    await storeOfflineCredential(db, userOf(response), credentials.password);
    return { status: 'online', user: userOf(response) };
  } catch (error) {
    if (!(error instanceof OfflineError)) throw error;
    const user = await verifyOfflineLogin(db, credentials);
    if (!user) return { status: 'offline-no-match' };
    await saveOfflineSession(db, user);
    return { status: 'offline', user };
  }
}
