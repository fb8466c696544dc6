import { type LoginResponse, loginResponseSchema } from '@gestar/domain/entities/login-response';
import type { ApiClient } from './http-client.ts';

/**
 * Sign-in through the organisation (server features/auth/oidc/routes.ts). A refused trade is an ApiError whose
 * `title` is the server's text ('Usuario não possui perfil', 'Usuario deletado!', …), as for a password login.
 */
export function postOidcSession(api: ApiClient, codigo: string): Promise<LoginResponse> {
  return api.fetch('/auth/oidc/session', {
    method: 'POST',
    body: { codigo },
    auth: false,
    schema: loginResponseSchema,
  });
}

export function postOidcProfile(api: ApiClient, codigo: string, roleId: string): Promise<unknown> {
  return api.fetch('/auth/oidc/profile', { method: 'POST', body: { codigo, roleId }, auth: false });
}

/** After the terms dialog: the session's refresh token brings a token that opens every call. */
export function postRefreshLogin(api: ApiClient, refreshToken: string): Promise<LoginResponse> {
  return api.fetch('/Authentication/RefreshToken', {
    method: 'POST',
    body: { refreshToken },
    auth: false,
    schema: loginResponseSchema,
  });
}
