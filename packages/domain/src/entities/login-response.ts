import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';
import { PROFILE_NOT_OFFERED } from '../messages/auth.ts';
import { LOGIN_NEEDS_ONE_IDENTIFIER, REQUIRED_FIELD } from '../messages/validation.ts';
import { idSchema, nullable, nullableText } from './common.ts';
import { ROLES, roleSchema } from './role.ts';
import { cpfSchema, emailSchema } from './user.ts';

/** POST Authentication/Login: a CPF or an e-mail (exactly one) and the password. */
export const loginRequestSchema = z
  .object({
    cpf: nullable(cpfSchema),
    email: nullable(emailSchema),
    password: z
      .string()
      .min(1, { error: () => REQUIRED_FIELD() })
      .max(200),
  })
  .refine((body) => (body.cpf === null) !== (body.email === null), {
    error: () => LOGIN_NEEDS_ONE_IDENTIFIER(),
    path: ['cpf'],
  });

export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The roles a new user without a profile may choose for herself (spec §2 profile dialog, §5 qualification map). */
export const SELF_CHOSEN_ROLES = [
  ROLES.veterinario,
  ROLES.inseminador,
  ROLES.estagiario,
  ROLES.cliente,
] as const;

/**
 * POST /api/Profile: the login's credentials again (the account has no session yet: a login without a profile
 * is refused) and the role chosen, one of SELF_CHOSEN_ROLES.
 */
export const profileRequestSchema = z
  .object({
    cpf: nullable(cpfSchema),
    email: nullable(emailSchema),
    password: z
      .string()
      .min(1, { error: () => REQUIRED_FIELD() })
      .max(200),
    roleId: z.enum(SELF_CHOSEN_ROLES.map((role) => role.id) as [string, ...string[]], {
      error: () => PROFILE_NOT_OFFERED(),
    }),
  })
  .refine((body) => (body.cpf === null) !== (body.email === null), {
    error: () => LOGIN_NEEDS_ONE_IDENTIFIER(),
    path: ['cpf'],
  });

export type ProfileRequest = z.infer<typeof profileRequestSchema>;

/**
 * Answer of a login or refresh (spec §3 "Login response"). `termoCookie`, `termoPrivacy` and `termoUso` say
 * whether the user accepted the active version of each term; `title` carries the server's notice
 * ('Você precisa aceitar os termos de uso!', …) or null.
 */
export const loginResponseSchema = z.object({
  id: idSchema,
  token: z.string().min(1),
  refreshToken: z.string().min(1),
  email: z.string().nullable(),
  cpf: z.string().nullable(),
  nomeCompleto: z.string(),
  zoetisId: nullableText(),
  roles: z.array(roleSchema),
  termoCookie: z.boolean(),
  termoPrivacy: z.boolean(),
  termoUso: z.boolean(),
  title: z.string().nullable(),
  /** The language the person chose (null: never chose; the device's holds). Absent from older servers. */
  idioma: z.enum(LOCALES).nullish(),
});

export type LoginResponse = z.infer<typeof loginResponseSchema>;
