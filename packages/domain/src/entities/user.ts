import { z } from 'zod';
import { INVALID_CPF, INVALID_EMAIL } from '../messages/validation.ts';
import { baseRecordSchema, fieldsOf, nullable, nullableId, nullableText, requiredText } from './common.ts';
import { roleSchema } from './role.ts';

/** CPF as 11 digits; dots, dash and spaces typed by users are dropped first. */
export const cpfSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/[.\-\s]/g, '') : value),
  z.string().regex(/^\d{11}$/, { error: () => INVALID_CPF() }),
);

/** E-mail, trimmed and lower-cased (logins compare it case-insensitively, spec §5). */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ error: () => INVALID_EMAIL() }));

export const usuarioSchema = baseRecordSchema.extend({
  nomeCompleto: requiredText(),
  email: nullable(emailSchema),
  cpf: nullable(cpfSchema),
  estado: nullableText(100),
  municipio: nullableText(),
  zoetisId: nullableText(),
  createdByUserId: nullableId,
  superiorId: nullableId,
  roles: z.array(roleSchema).max(10).default([]),
});

export type Usuario = z.infer<typeof usuarioSchema>;

export const usuarioFields = fieldsOf(usuarioSchema);
