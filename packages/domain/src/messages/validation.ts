import { defineMessages } from '../i18n/catalog.ts';
import ptBR from '../i18n/catalogs/pt-BR/validation.ts';

const m = defineMessages('validation', ptBR);

// Validation texts of spec §5, verbatim (accents and typographic quotes included). The §8 catalogue lives in
// the other messages/ files; texts the spec does not give are marked "not in the spec".

// Generic form rules.
export const REQUIRED_FIELD = (): string => m.text('REQUIRED_FIELD');
export const ONE_OF_REQUIRED = (): string => m.text('ONE_OF_REQUIRED');
/** Not in the spec: the date checks of §5 exist but their text is not shown. */
export const INVALID_DATE = (): string => m.text('INVALID_DATE');
/** Not in the spec. */
export const INVALID_DATE_RANGE = (): string => m.text('INVALID_DATE_RANGE');
/** Not in the spec: the id checks of §5 exist but their text is not shown. */
export const INVALID_ID = (): string => m.text('INVALID_ID');
/** Not in the spec: a stored record's instant (entities/common.ts) that is not one. */
export const INVALID_DATE_TIME = (): string => m.text('INVALID_DATE_TIME');
/** Not in the spec: a stored record's hour of the day ('HH:MM') that is not one. */
export const INVALID_TIME = (): string => m.text('INVALID_TIME');
/** Not in the spec: the stored records' text limits (entities/common.ts), shown under the field first. */
export function textTooLong(max: number): string {
  return m.format('textTooLong', { max: String(max) });
}
/** Not in the spec: under a text input that reached its record's limit (the input takes no more). */
export function textLimitReached(max: number): string {
  return m.format('textLimitReached', { max: String(max) });
}
/** Not in the spec: what a failed save tells the user, followed by the reason when one is known. */
export const SAVE_FAILED = (): string => m.text('SAVE_FAILED');
/** Not in the spec: hormone doses are mL written as numbers with a decimal comma. */
export const INVALID_DOSE = (): string => m.text('INVALID_DOSE');

// Numeric fields (rules/number-field.ts; not in the spec): why a typed number is refused.
/** A number in messages: decimal comma, no grouping ('9999,999'), as the fields take it. */
function plainNumber(value: number): string {
  return String(value).replace('.', ',');
}
/** Letters, signs or any other text in a number field. */
export function numberOnly(rule: { decimals: number; example: string }): string {
  const example = String(rule.example);
  return rule.decimals === 0
    ? m.format('numberOnlyWhole', { example })
    : m.format('numberOnlyDecimal', { example });
}
/** Decimals in a field that keeps whole numbers. */
export function wholeNumberOnly(example: string): string {
  return m.format('wholeNumberOnly', { example: String(example) });
}
/** More decimals than the field keeps. */
export function numberDecimalsExceeded(decimals: number): string {
  return m.format('numberDecimalsExceeded', { decimals, n: String(decimals) });
}
/** A number outside the field's range. */
export function numberOutOfRange(rule: { min: number; max: number; unit?: string }): string {
  const unit = rule.unit ? ` ${rule.unit}` : '';
  return m.format('numberOutOfRange', { min: plainNumber(rule.min), max: plainNumber(rule.max), unit });
}
/** The unit of a field counted in days, named after its range ('Informe um número de 0 a 330 dias'). */
export const UNIT_DAYS = (): string => m.text('UNIT_DAYS');

// Login and passwords.
// The missing accent is the spec's own text.
export const INVALID_EMAIL = (): string => m.text('INVALID_EMAIL');
/** Not in the spec: reset requires equal passwords but shows no text. */
/** Not in the spec: the server keeps a CPF as its 11 digits. */
export const INVALID_CPF = (): string => m.text('INVALID_CPF');
/** Not in the spec: a CPF-shaped entry (login or user form) that is not 11 digits with valid check digits. */
export const CPF_INVALID = (): string => m.text('CPF_INVALID');
/** Not in the spec: a login or profile request with neither or both of CPF and e-mail (entities/login-response.ts). */
export const LOGIN_NEEDS_ONE_IDENTIFIER = (): string => m.text('LOGIN_NEEDS_ONE_IDENTIFIER');
export const PASSWORDS_MUST_MATCH = (): string => m.text('PASSWORDS_MUST_MATCH');

// Batch, retiro, merge.
export const BATCH_NAME_TAKEN = (): string => m.text('BATCH_NAME_TAKEN');
export const CORRAL_NAME_TAKEN = (): string => m.text('CORRAL_NAME_TAKEN');
export const MERGE_MIN_BATCHES = (): string => m.text('MERGE_MIN_BATCHES');

// Bull.
export const BULL_CODE_HINT = (): string => m.text('BULL_CODE_HINT');

// Cow.
export const COW_DUPLICATE_IN_BATCH = (): string => m.text('COW_DUPLICATE_IN_BATCH');
export const COW_IN_OTHER_BATCHES_TITLE = (): string => m.text('COW_IN_OTHER_BATCHES_TITLE');
export const WARN_REPEATED_COWS_LABEL = (): string => m.text('WARN_REPEATED_COWS_LABEL');
/** Observation added to a cow edited once the batch already has a management day. */
export const COW_EDITED_AFTER_D0 = (): string => m.text('COW_EDITED_AFTER_D0');

// DG Final.
export const MANAGEMENT_DATE_REQUIRED = (): string => m.text('MANAGEMENT_DATE_REQUIRED');

// Protocol.
export const PROTOCOL_IATF_MISSING = (): string => m.text('PROTOCOL_IATF_MISSING');
export const PROTOCOL_PENDING_STEP = (): string => m.text('PROTOCOL_PENDING_STEP');
export const PROTOCOL_IATF_NOT_LAST = (): string => m.text('PROTOCOL_IATF_NOT_LAST');

// Resync.
export const RESYNC_CONFIRMATION = (): string => m.text('RESYNC_CONFIRMATION');
export const RESYNC_ALREADY_EXISTS = (): string => m.text('RESYNC_ALREADY_EXISTS');

// Users.
/** Shown instead of the generated placeholder address of a user created without e-mail. */
export const NO_EMAIL_LABEL = (): string => m.text('NO_EMAIL_LABEL');

// Replicate farms (not in the spec: §5 gives the 1-to-10 limit, §8 the alert for more than 10).
export const SELECT_AT_LEAST_ONE_FARM = (): string => m.text('SELECT_AT_LEAST_ONE_FARM');

// Import.
export const FILE_TOO_LARGE = (): string => m.text('FILE_TOO_LARGE');
export const TOO_MANY_FILES = (): string => m.text('TOO_MANY_FILES');
export const INVALID_FILE = (): string => m.text('INVALID_FILE');
export const NO_DATA_TO_IMPORT = (): string => m.text('NO_DATA_TO_IMPORT');
