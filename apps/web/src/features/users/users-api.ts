import { roleSchema } from '@gestar/domain/entities/role';
import { z } from 'zod';
import { apiClient } from '../../api/client.ts';

// User administration is online-only (spec §6): these calls go straight to the server, never the local DB.

const userSchema = z.object({
  id: z.string(),
  nomeCompleto: z.string(),
  email: z.string().nullable(),
  cpf: z.string().nullable(),
  estado: z.string().nullable(),
  municipio: z.string().nullable(),
  createdByUserId: z.string().nullable(),
  superiorId: z.string().nullable(),
  roles: z.array(roleSchema),
});

export type AdminUser = z.infer<typeof userSchema>;

/** POST /api/Account and PUT /api/Account/{id}: `email: null` is a user without e-mail (placeholder). */
export type UserPayload = {
  nomeCompleto: string;
  email: string | null;
  cpf: string | null;
  estado: string;
  municipio: string;
  /** Role ids; absent on an edit that keeps the roles the user holds. */
  roles?: string[];
};

const listSchema = z.object({ responseList: z.array(userSchema) });
const oneSchema = z.object({ response: userSchema });

/** GET /api/Account: the users the caller may see (the server decides). */
export async function listUsers(signal?: AbortSignal): Promise<AdminUser[]> {
  return (await apiClient.fetch('/Account', { schema: listSchema, signal })).responseList;
}

export async function fetchUser(id: string, signal?: AbortSignal): Promise<AdminUser> {
  return (await apiClient.fetch(`/Account/${encodeURIComponent(id)}`, { schema: oneSchema, signal }))
    .response;
}

/** With an e-mail the server sends the 'Primeiro Acesso' invitation. */
export async function createUser(payload: UserPayload): Promise<AdminUser> {
  return (await apiClient.fetch('/Account', { method: 'POST', body: payload, schema: oneSchema })).response;
}

const updatedSchema = oneSchema.extend({ mensagem: z.string().optional() });

/**
 * PUT /api/Account/{id}. A user's own new e-mail is not changed at once: the server mails a confirmation link
 * to it and says so in `mensagem`.
 */
export async function updateUser(
  id: string,
  payload: Partial<UserPayload>,
): Promise<{ user: AdminUser; mensagem?: string }> {
  const answer = await apiClient.fetch(`/Account/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: payload,
    schema: updatedSchema,
  });
  return answer.mensagem ? { user: answer.response, mensagem: answer.mensagem } : { user: answer.response };
}

/** Soft delete on the server: the user's next login answers 'Usuario deletado!'. */
export async function deleteUser(id: string): Promise<void> {
  await apiClient.fetch(`/Account/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
