import {
  INVALID_DATE,
  INVALID_DATE_RANGE,
  INVALID_ID,
  ONE_OF_REQUIRED,
  REQUIRED_FIELD,
} from '../messages/validation.ts';

/** Messages by field name; a field without an entry is valid. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;

export type FieldOf<V> = Extract<keyof V, string>;

/** One check over the whole form: it may flag any number of fields. */
export type Rule<V> = (values: V) => FieldErrors<FieldOf<V>>;

/** Empty for a form: null, undefined, whitespace-only text or an empty list (0 and false are answers). */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written 'YYYY-MM-DD' (rejects 2023-02-29 and 2024-13-01). */
export function isValidIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Record ids are UUIDs (ARCHITECTURE.md §4). */
export function isValidId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

function flag<V>(fields: readonly FieldOf<V>[], message: string): FieldErrors<FieldOf<V>> {
  const errors: FieldErrors<FieldOf<V>> = {};
  for (const field of fields) errors[field] = message;
  return errors;
}

export function required<V>(...fields: FieldOf<V>[]): Rule<V> {
  return (values) =>
    flag(
      fields.filter((field) => isBlank(values[field])),
      REQUIRED_FIELD(),
    );
}

export function requiredIf<V>(field: FieldOf<V>, when: (values: V) => boolean): Rule<V> {
  return (values) => (when(values) && isBlank(values[field]) ? flag([field], REQUIRED_FIELD()) : {});
}

export function requiredIfEqual<V, K extends FieldOf<V>>(
  field: FieldOf<V>,
  other: K,
  expected: V[K],
): Rule<V> {
  return requiredIf(field, (values) => values[other] === expected);
}

export function requiredIfNotEqual<V, K extends FieldOf<V>>(
  field: FieldOf<V>,
  other: K,
  expected: V[K],
): Rule<V> {
  return requiredIf(field, (values) => values[other] !== expected);
}

export function requiredIfNotNull<V>(field: FieldOf<V>, other: FieldOf<V>): Rule<V> {
  return requiredIf(field, (values) => !isBlank(values[other]));
}

/** At least one of the fields must be filled; every one of them shows the message so the user sees the group. */
export function oneOf<V>(...fields: FieldOf<V>[]): Rule<V> {
  return (values) => (fields.every((field) => isBlank(values[field])) ? flag(fields, ONE_OF_REQUIRED()) : {});
}

/** Empty or a valid 'YYYY-MM-DD' day (emptiness is `required`'s business). */
export function validDate<V>(field: FieldOf<V>): Rule<V> {
  return (values) => {
    const value = values[field];
    return isBlank(value) || isValidIsoDate(value) ? {} : flag([field], INVALID_DATE());
  };
}

/** When both ends are valid days, the end may not precede the start (ISO days compare as text). */
export function dateRange<V>(start: FieldOf<V>, end: FieldOf<V>): Rule<V> {
  return (values) => {
    const from = values[start];
    const to = values[end];
    return isValidIsoDate(from) && isValidIsoDate(to) && to < from ? flag([end], INVALID_DATE_RANGE()) : {};
  };
}

/** Empty or a UUID. */
export function validId<V>(field: FieldOf<V>): Rule<V> {
  return (values) => {
    const value = values[field];
    return isBlank(value) || isValidId(value) ? {} : flag([field], INVALID_ID());
  };
}

/** Runs the rules in order; the first message of a field wins, so list `required` before format checks. */
export function validate<V>(values: V, rules: readonly Rule<V>[]): FieldErrors<FieldOf<V>> {
  const errors: FieldErrors<FieldOf<V>> = {};
  for (const rule of rules) {
    for (const [field, message] of Object.entries(rule(values)) as [FieldOf<V>, string | undefined][]) {
      if (message !== undefined && errors[field] === undefined) errors[field] = message;
    }
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}

/** The same record where text fields may also hold null. */
export type Nullable<V> = { [K in keyof V]: V[K] extends string ? V[K] | null : V[K] };

/** Text inputs come back as '' or spaces when cleared; the data model stores null (DATA-MODEL.md). */
export function blankToNull<V extends object>(values: V): Nullable<V> {
  const result: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const [key, value] of Object.entries(result)) {
    if (typeof value === 'string' && value.trim() === '') result[key] = null;
  }
  return result as Nullable<V>;
}
