import type { ApiClient } from './http-client.ts';

/**
 * GET /api/auth/oidc: whether this server signs people in through an organisation. Read without zod, in a module
 * of its own: the login screen shows it, and the schemas would add a tenth to what it downloads before use.
 */
export async function getOidcSettings(api: ApiClient): Promise<{ habilitado: boolean; nome: string | null }> {
  const answer = (await api.fetch('/auth/oidc', { auth: false })) as { habilitado?: unknown; nome?: unknown };
  return {
    habilitado: answer.habilitado === true,
    nome: typeof answer.nome === 'string' ? answer.nome : null,
  };
}
