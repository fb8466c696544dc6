// Forgot-password and reset-password forms (spec §5 'Forgot password', 'Reset').
import { INVALID_EMAIL, PASSWORDS_MUST_MATCH } from '../../messages/validation.ts';
import { type FieldErrors, isBlank, type Rule, required, validate } from '../form-rules.ts';
import { isValidEmail } from '../login-field.ts';

export type ForgotPasswordValues = { email: string | null };

export function validateForgotPassword(
  values: ForgotPasswordValues,
): FieldErrors<keyof ForgotPasswordValues> {
  const pattern: Rule<ForgotPasswordValues> = ({ email }) =>
    isBlank(email) || isValidEmail(email) ? {} : { email: INVALID_EMAIL() };
  return validate(values, [required('email'), pattern]);
}

export type ResetPasswordValues = {
  /** E-mail and token come from the link's query string. */
  email: string | null;
  token: string | null;
  password: string | null;
  confirmPassword: string | null;
};

const passwordsMatch: Rule<ResetPasswordValues> = ({ password, confirmPassword }) =>
  isBlank(confirmPassword) || password === confirmPassword ? {} : { confirmPassword: PASSWORDS_MUST_MATCH() };

export function validateResetPassword(values: ResetPasswordValues): FieldErrors<keyof ResetPasswordValues> {
  return validate(values, [required('email', 'token', 'password', 'confirmPassword'), passwordsMatch]);
}
