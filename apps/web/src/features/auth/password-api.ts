import { z } from 'zod';
import { apiClient } from '../../api/client.ts';

const answerSchema = z.object({ sucesso: z.boolean().optional(), mensagem: z.string().optional() });

/** PUT Account/ForgotPassword: the server answers the same whether the address exists or not. */
export async function requestPasswordReset(email: string): Promise<string | undefined> {
  const answer = await apiClient.fetch('/Account/ForgotPassword', {
    method: 'PUT',
    auth: false,
    body: { email },
    schema: answerSchema,
  });
  return answer.mensagem;
}

export type ResetPasswordInput = { email: string; password: string; confirmPassword: string; token: string };

/** PUT Account/ResetPassword; answers 'Senha definida com sucesso!' (invitation) or 'Senha alterada com sucesso!'. */
export async function resetPassword(input: ResetPasswordInput): Promise<string | undefined> {
  const answer = await apiClient.fetch('/Account/ResetPassword', {
    method: 'PUT',
    auth: false,
    body: input,
    schema: answerSchema,
  });
  return answer.mensagem;
}

/** POST Account/ConfirmEmail: the token of the link mailed to a user's own new address. */
export async function confirmEmail(token: string): Promise<string | undefined> {
  const answer = await apiClient.fetch('/Account/ConfirmEmail', {
    method: 'POST',
    auth: false,
    body: { token },
    schema: answerSchema,
  });
  return answer.mensagem;
}
