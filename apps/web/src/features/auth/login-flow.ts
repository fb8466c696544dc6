import type { LoginResponse } from '@gestar/domain/entities/login-response';
import type { TermType } from '@gestar/domain/entities/term';
import {
  INVALID_CREDENTIALS,
  OFFLINE_LOGIN_UNKNOWN,
  OTHER_USER_PENDING,
} from '@gestar/domain/messages/navigation';
import { NO_OFFLINE_PASSWORD } from '@gestar/domain/messages/oidc';
import { INVALID_EMAIL } from '@gestar/domain/messages/validation';
import { loginCredentials, parseLoginField } from '@gestar/domain/rules/login-field';
import type { TokenPair } from '../../api/http-client.ts';
import type { SessionUser } from '../../auth-session/screen-session.ts';
import type { LoginCredentials } from './login-api.ts';
import { type LoginProblem, loginProblemOf } from './login-outcome.ts';

export type OfflineLoginResult =
  | { kind: 'ok'; user: SessionUser }
  | { kind: 'unknown' }
  | { kind: 'wrong' }
  /** Known here through her organisation's sign-in, with no offline password set on this device. */
  | { kind: 'no-offline-password' };

/** Everything the login needs from the outside world, so the flow can be tested without it. */
export type LoginDeps = {
  isOnline: () => boolean;
  serverLogin: (credentials: LoginCredentials) => Promise<LoginResponse>;
  offlineLogin: (login: string, password: string) => Promise<OfflineLoginResult>;
  /** Users whose data and offline copy this device holds (the local database is cleared at logout). */
  deviceOwnerIds: () => Promise<string[]>;
  pendingChangesCount: () => Promise<number>;
  clearDevice: () => Promise<void>;
  /** `password` null: a sign-in through the organisation, which leaves no password to copy. */
  beginSession: (response: LoginResponse, password: string | null) => Promise<SessionUser>;
  /** The usage event of a login that let the user in (spec §7 tracking); it must not throw. */
  recordLogin: (offline: boolean) => Promise<void>;
};

export type LoginStep =
  | { kind: 'signed-in'; user: SessionUser; offline: boolean }
  /** Spec §4: terms missing, nothing stored yet; after the dialog the login runs again. */
  | { kind: 'terms'; pending: TermType[]; tokens: TokenPair }
  | { kind: 'problem'; problem: Exclude<LoginProblem, { kind: 'offline' }> };

async function loginOffline(deps: LoginDeps, login: string, password: string): Promise<LoginStep> {
  const result = await deps.offlineLogin(login, password);
  if (result.kind === 'ok') {
    await deps.recordLogin(true);
    return { kind: 'signed-in', user: result.user, offline: true };
  }
  const message =
    result.kind === 'wrong'
      ? INVALID_CREDENTIALS()
      : result.kind === 'no-offline-password'
        ? NO_OFFLINE_PASSWORD()
        : OFFLINE_LOGIN_UNKNOWN();
  return { kind: 'problem', problem: { kind: 'message', message, reload: false } };
}

/**
 * Spec §4 login. Online the server decides (it knows about a password changed elsewhere and hands out the
 * tokens sync needs); without a network, or when the server cannot be reached, the device's PBKDF2 copy of
 * the last online login lets the same user in.
 */
export async function runLogin(deps: LoginDeps, login: string, password: string): Promise<LoginStep> {
  const field = parseLoginField(login);
  const credentials = loginCredentials(field, password);
  if (!credentials) {
    return {
      kind: 'problem',
      problem: { kind: 'message', message: field.error ?? INVALID_EMAIL(), reload: false },
    };
  }
  if (!deps.isOnline()) return loginOffline(deps, login, password);

  let response: LoginResponse;
  try {
    response = await deps.serverLogin(credentials);
  } catch (error) {
    const problem = loginProblemOf(error);
    if (problem.kind === 'offline') return loginOffline(deps, login, password);
    return { kind: 'problem', problem };
  }

  return continueLogin(deps, response, password);
}

/**
 * What follows the server's yes, for a password login and a sign-in through the organisation alike: the terms
 * still to accept, another user's data on the device, then the session.
 */
export async function continueLogin(
  deps: LoginDeps,
  response: LoginResponse,
  password: string | null,
): Promise<LoginStep> {
  // Loaded with the answer, like the login schema: the entity modules bring zod along.
  const { pendingTerms } = await import('./pending-terms.ts');
  const pending = pendingTerms(response);
  if (pending.length > 0) {
    return { kind: 'terms', pending, tokens: { token: response.token, refreshToken: response.refreshToken } };
  }

  // The local database may still hold another user's data (their session expired): it is theirs to sync.
  const others = (await deps.deviceOwnerIds()).filter((id) => id !== response.id);
  if (others.length > 0) {
    if ((await deps.pendingChangesCount()) > 0) {
      return { kind: 'problem', problem: { kind: 'message', message: OTHER_USER_PENDING(), reload: false } };
    }
    await deps.clearDevice();
  }
  const user = await deps.beginSession(response, password);
  await deps.recordLogin(false);
  return { kind: 'signed-in', user, offline: false };
}
