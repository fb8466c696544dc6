import { idSchema, nullable, nullableId, nullableText, requiredText } from '@gestar/domain/entities/common';
import { type Role, roleOf } from '@gestar/domain/entities/role';
import { cpfSchema, emailSchema } from '@gestar/domain/entities/user';
import { UNKNOWN_ROLE } from '@gestar/domain/messages/server';
import { CPF_INVALID, REQUIRED_FIELD } from '@gestar/domain/messages/validation';
import { isValidCpf } from '@gestar/domain/rules/cpf';
import { z } from 'zod';

/** A role by id, as `{id}` or a full role object from a pulled user: resolved to this build's role. */
const roleRefSchema = z.union([idSchema, z.object({ id: idSchema })]).transform((ref, context): Role => {
  const role = roleOf({ id: typeof ref === 'string' ? ref : ref.id });
  if (!role) {
    context.addIssue({ code: 'custom', message: UNKNOWN_ROLE() });
    return z.NEVER;
  }
  return role;
});

/** The user form's CPF rule (check digits), enforced here too; stored and pulled records keep 11 digits. */
const checkedCpfSchema = cpfSchema.refine((digits) => isValidCpf(digits), { error: () => CPF_INVALID() });

const rolesSchema = z
  .array(roleRefSchema)
  .min(1, { error: () => REQUIRED_FIELD() })
  .max(6);

/**
 * POST /api/Account (spec §5 user form: nomeCompleto, estado, municipio and a role required). `email` null or
 * absent creates a user without e-mail (a placeholder address); `id` may come from the client.
 */
export const createUserRequestSchema = z.object({
  id: idSchema.optional(),
  nomeCompleto: requiredText(),
  email: nullable(emailSchema),
  cpf: nullable(checkedCpfSchema),
  estado: requiredText(100),
  municipio: requiredText(),
  zoetisId: nullableText(),
  superiorId: nullableId,
  roles: rolesSchema,
});

export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/** PUT /api/Account/{id}: any subset of the same fields; absent ones stay as they are. */
export const updateUserRequestSchema = createUserRequestSchema.omit({ id: true }).partial();

export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const userIdParamsSchema = z.object({ id: idSchema });

/** POST /api/Account/ConfirmEmail: the token of the link mailed to a user's own new address. */
export const confirmEmailSchema = z.object({ token: z.string().min(16).max(200) });
