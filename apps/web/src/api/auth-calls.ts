import { type LoginResponse, loginResponseSchema } from '@gestar/domain/entities/login-response';
import type { ApiClient } from './http-client.ts';

/** How the login field was read (spec §5): an 11-digit CPF or an e-mail. */
export type LoginCredentials = { cpf: string; password: string } | { email: string; password: string };

/**
 * POST /api/Authentication/Login. A refused login is an ApiError whose `title` is the server's text
 * ('Senha incorreta!', 'Usuario deletado!', 'Usuario não possui perfil', …) for the screen to show.
 */
export function postLogin(api: ApiClient, credentials: LoginCredentials): Promise<LoginResponse> {
  return api.fetch('/Authentication/Login', {
    method: 'POST',
    body: credentials,
    auth: false,
    schema: loginResponseSchema,
  });
}

/** POST /api/Authentication/Logout: SAIR ends this login's refresh tokens on the server. */
export function postLogout(api: ApiClient, refreshToken: string): Promise<unknown> {
  return api.fetch('/Authentication/Logout', { method: 'POST', body: { refreshToken }, auth: false });
}

/** POST /api/Profile: a user without a profile records the one she chose (then logs in as usual). */
export function postProfile(
  api: ApiClient,
  request: LoginCredentials & { roleId: string },
): Promise<unknown> {
  const identity = 'cpf' in request ? { cpf: request.cpf, email: null } : { cpf: null, email: request.email };
  return api.fetch('/Profile', {
    method: 'POST',
    body: { ...identity, password: request.password, roleId: request.roleId },
    auth: false,
  });
}
