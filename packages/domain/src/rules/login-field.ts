import { CPF_INVALID, INVALID_EMAIL } from '../messages/validation.ts';
import { cpfDigitsOf, formatCpf, isValidCpf, looksLikeCpf } from './cpf.ts';

export { formatCpf };

/** The login field's kind as the old app numbered it: 0 CPF, 1 e-mail. */
export const LOGIN_TYPE = { cpf: 0, email: 1 } as const;
export type LoginType = (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE];

export type LoginField = {
  /** What the field shows: the CPF formatted 000.000.000-00, or the e-mail lower-cased. */
  value: string;
  type: LoginType | null;
  error: string | null;
};

const EMAIL = /^[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,4}$/;

export function normalizeLogin(raw: string): string {
  return raw.toLowerCase().replace(/\s+/g, '');
}

/** E-mail pattern of §5: top-level domain of 2 to 4 letters. */
export function isValidEmail(email: string | null | undefined): boolean {
  return EMAIL.test(normalizeLogin(email ?? ''));
}

/**
 * Parses what the user typed: lower-cased, spaces removed. An entry of digits (and CPF dots/dash) is a CPF by
 * its shape: valid (11 digits, check digits right) it is formatted, otherwise it answers the CPF message —
 * a 10-digit CPF is not an invalid e-mail. Anything else must be an e-mail.
 */
export function parseLoginField(raw: string): LoginField {
  const value = normalizeLogin(raw);
  if (value === '') return { value, type: null, error: null };
  if (looksLikeCpf(value)) {
    return isValidCpf(value)
      ? { value: formatCpf(cpfDigitsOf(value)), type: LOGIN_TYPE.cpf, error: null }
      : { value, type: null, error: CPF_INVALID() };
  }
  if (EMAIL.test(value)) return { value, type: LOGIN_TYPE.email, error: null };
  return { value, type: null, error: INVALID_EMAIL() };
}

/** Body of POST Authentication/Login: the CPF goes as its 11 digits. */
export function loginCredentials(
  field: LoginField,
  password: string,
): { cpf: string; password: string } | { email: string; password: string } | null {
  if (field.type === LOGIN_TYPE.cpf) return { cpf: field.value.replace(/\D/g, ''), password };
  if (field.type === LOGIN_TYPE.email) return { email: field.value, password };
  return null;
}

/** Entrar is enabled only with login and password filled and no error. */
export function canSubmitLogin(login: string, password: string, error: string | null | undefined): boolean {
  return login.trim() !== '' && password !== '' && !error;
}
