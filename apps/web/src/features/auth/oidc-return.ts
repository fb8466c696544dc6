import type { LoginResponse } from '@gestar/domain/entities/login-response';
import { NO_INTERNET } from '@gestar/domain/messages/offline';
import { OIDC_CODE_INVALID, oidcErrorText } from '@gestar/domain/messages/oidc';
import { apiClient } from '../../api/client.ts';
import { postOidcProfile, postOidcSession, postRefreshLogin } from '../../api/oidc-calls.ts';
import { appLoginDeps } from './login-deps.ts';
import { continueLogin, type LoginDeps, type LoginStep } from './login-flow.ts';
import { loginProblemOf } from './login-outcome.ts';

/** What the provider's return left in the address: the one-time code (fragment) or an error code (query). */
export type OidcReturn = { codigo: string } | { failure: string };

export function readOidcReturn(search: string, hash: string): OidcReturn {
  const erro = new URLSearchParams(search).get('erro');
  if (erro !== null) return { failure: oidcErrorText(erro) };
  const codigo = new URLSearchParams(hash.replace(/^#/, '')).get('codigo');
  return codigo ? { codigo } : { failure: OIDC_CODE_INVALID() };
}

/** The page to open after the sign-in: a path of this app only. */
export function returnTarget(search: string): string {
  const from = new URLSearchParams(search).get('de');
  return from?.startsWith('/') && !from.startsWith('//') ? from : '/';
}

export type OidcReturnDeps = {
  session: (codigo: string) => Promise<LoginResponse>;
  profile: (codigo: string, roleId: string) => Promise<unknown>;
  refresh: (refreshToken: string) => Promise<LoginResponse>;
  login: LoginDeps;
};

export const appOidcReturnDeps: OidcReturnDeps = {
  session: (codigo) => postOidcSession(apiClient, codigo),
  profile: (codigo, roleId) => postOidcProfile(apiClient, codigo, roleId),
  refresh: (refreshToken) => postRefreshLogin(apiClient, refreshToken),
  login: appLoginDeps,
};

/**
 * Trades the code for the login answer and goes on as a password login does (terms, another user's data on
 * the device, the session), without a password to copy. The server's refusals become the same steps as a
 * password login's: 'no-profile' for the profile dialog (the code stays valid for it), 'deleted', a message.
 */
export async function finishOidcSignIn(deps: OidcReturnDeps, codigo: string): Promise<LoginStep> {
  try {
    return await continueLogin(deps.login, await deps.session(codigo), null);
  } catch (error) {
    return problemStep(error);
  }
}

/** After the terms dialog: the session's refresh token brings the answer with every term accepted. */
export async function finishAfterTerms(deps: OidcReturnDeps, refreshToken: string): Promise<LoginStep> {
  try {
    return await continueLogin(deps.login, await deps.refresh(refreshToken), null);
  } catch (error) {
    return problemStep(error);
  }
}

function problemStep(error: unknown): LoginStep {
  const problem = loginProblemOf(error);
  // Unlike a password login there is no offline copy to fall back on: the provider's return needs the server.
  return {
    kind: 'problem',
    problem:
      problem.kind === 'offline' ? { kind: 'message', message: NO_INTERNET(), reload: false } : problem,
  };
}
