import type { LoginResponse } from '@gestar/domain/entities/login-response';
import type { LoginCredentials } from '../../api/auth-calls.ts';
import { apiClient } from '../../api/client.ts';

export type { LoginCredentials };

/** POST Authentication/Login (spec §7). */
export async function serverLogin(credentials: LoginCredentials): Promise<LoginResponse> {
  // Loaded on the first Entrar, not with the screen: the login schema brings zod, which would add a quarter
  // to what the login screen downloads before it can be used.
  const { postLogin } = await import('../../api/auth-calls.ts');
  return postLogin(apiClient, credentials);
}

/** POST /api/Profile (spec §2 profile dialog). */
export async function serverChooseProfile(credentials: LoginCredentials, roleId: string): Promise<void> {
  const { postProfile } = await import('../../api/auth-calls.ts');
  await postProfile(apiClient, { ...credentials, roleId });
}
