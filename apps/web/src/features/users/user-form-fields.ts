import { primaryRole } from '@gestar/domain/permissions/user-admin';
import { cpfDigits, isPlaceholderEmail, type UserFormValues } from '@gestar/domain/rules/forms/user-form';
import type { AdminUser, UserPayload } from './users-api.ts';

/** What the user form edits; `role` is a role id. */
export type UserFormFields = UserFormValues & { cpf: string };

export const EMPTY_USER_FORM: UserFormFields = {
  nomeCompleto: '',
  email: '',
  cpf: '',
  estado: null,
  municipio: null,
  role: null,
  semEmail: false,
};

/** A stored user in the form: the placeholder address of a user without e-mail ticks the checkbox. */
export function userToForm(user: AdminUser): UserFormFields {
  const withoutEmail = !user.email || isPlaceholderEmail(user.email);
  return {
    nomeCompleto: user.nomeCompleto,
    email: withoutEmail ? '' : user.email,
    cpf: user.cpf ?? '',
    estado: user.estado,
    municipio: user.municipio,
    role: primaryRole(user.roles)?.id ?? null,
    semEmail: withoutEmail,
  };
}

/**
 * The body for the server. On an edit the roles go only when the role changed, so a user holding several
 * roles (the form shows one) keeps them all unless someone picks another.
 */
export function formToPayload(fields: UserFormFields, initialRole: string | null = null): UserPayload {
  const payload: UserPayload = {
    nomeCompleto: (fields.nomeCompleto ?? '').trim(),
    email: fields.semEmail ? null : (fields.email ?? '').trim().toLowerCase() || null,
    cpf: cpfDigits(fields.cpf),
    estado: fields.estado ?? '',
    municipio: fields.municipio ?? '',
  };
  if (fields.role && fields.role !== initialRole) payload.roles = [fields.role];
  return payload;
}
