// User form (spec §5 'User form').
import { isAdmin, ROLES, type RoleHolder } from '../../entities/role.ts';
import { CPF_INVALID, INVALID_EMAIL, NO_EMAIL_LABEL } from '../../messages/validation.ts';
import { isValidCpf } from '../cpf.ts';
import { type FieldErrors, isBlank, type Rule, required, requiredIf, validate } from '../form-rules.ts';
import { isValidEmail } from '../login-field.ts';

// Roles are named here by their stored texts (entities/role.ts ROLES: data, compared with the roles a user holds);
// a person reads them through roleLabel.
export const VIEWER_ROLE = ROLES.visualizador.name;
/** Roles a new user chooses among (the first four). */
export const NEW_USER_ROLES = [
  ROLES.inseminador.description,
  ROLES.veterinario.description,
  ROLES.estagiario.description,
  ROLES.cliente.description,
] as const;

/** Registration qualification → role. */
export const QUALIFICATION_ROLES: Readonly<Record<string, (typeof NEW_USER_ROLES)[number]>> = {
  Vets: ROLES.veterinario.description,
  Farmers: ROLES.inseminador.description,
  Intern: ROLES.estagiario.description,
  Customer: ROLES.cliente.description,
};

export function roleForQualification(qualification: string | null | undefined): string | null {
  return (qualification && QUALIFICATION_ROLES[qualification]) || null;
}

/** 'Visualizador' is never assignable. */
export function assignableRoles<R extends { name: string }>(roles: readonly R[]): R[] {
  return roles.filter((role) => role.name !== VIEWER_ROLE);
}

/**
 * Users created without e-mail get a placeholder address: '.test' is reserved (RFC 2606) so nothing is ever
 * delivered there, and it still passes the 2-to-4-letter TLD pattern of §5.
 */
export const NO_EMAIL_DOMAIN = 'sem-email.gestar.test';

export function placeholderEmail(userId: string): string {
  return `${userId}@${NO_EMAIL_DOMAIN}`;
}

export function isPlaceholderEmail(email: string | null | undefined): boolean {
  return (email ?? '').toLowerCase().endsWith(`@${NO_EMAIL_DOMAIN}`);
}

/** The address as shown: 'Não Possui' for a placeholder or a missing one. */
export function displayEmail(email: string | null | undefined): string {
  return isBlank(email) || isPlaceholderEmail(email) ? NO_EMAIL_LABEL() : (email ?? '');
}

export type UserFormValues = {
  nomeCompleto: string | null;
  email: string | null;
  estado: string | null;
  municipio: string | null;
  role: string | null;
  /** The 'create a user without e-mail' checkbox. */
  semEmail: boolean;
  /** Optional; dots, dash and spaces may be typed. */
  cpf?: string | null;
};

/** The CPF as the server keeps it (11 digits), or null when left blank. */
export function cpfDigits(cpf: string | null | undefined): string | null {
  const digits = (cpf ?? '').replace(/[.\-\s]/g, '');
  return digits === '' ? null : digits;
}

const emailPattern: Rule<UserFormValues> = ({ email, semEmail }) =>
  semEmail || isBlank(email) || isValidEmail(email) ? {} : { email: INVALID_EMAIL() };

// The login's CPF rule (rules/cpf.ts): 11 digits with valid check digits.
const cpfPattern: Rule<UserFormValues> = ({ cpf }) =>
  cpfDigits(cpf) === null || isValidCpf(cpf) ? {} : { cpf: CPF_INVALID() };

export function validateUserForm(values: UserFormValues): FieldErrors<keyof UserFormValues> {
  return validate(values, [
    required('nomeCompleto', 'estado', 'municipio', 'role'),
    requiredIf('email', (v) => !v.semEmail),
    emailPattern,
    cpfPattern,
  ]);
}

/** Spec §6: 'Admin creating a user returns to the list; others get a success alert and a sync'. */
export type UserSavedOutcome = 'back-to-list' | 'alert-and-sync';

export function userSavedOutcome(actor: RoleHolder | null | undefined): UserSavedOutcome {
  return isAdmin(actor) ? 'back-to-list' : 'alert-and-sync';
}
