import { v7 } from 'uuid';
import { z } from 'zod';
import {
  INVALID_DATE,
  INVALID_DATE_TIME,
  INVALID_ID,
  INVALID_TIME,
  numberOutOfRange,
  REQUIRED_FIELD,
  textTooLong,
} from '../messages/validation.ts';
import { IATF_COUNT_FIELD, type NumberFieldRule, unitText } from '../rules/number-field.ts';

/** Limits shared by entity schemas: generous for real data, small enough to stop abuse. */
export const NAME_MAX = 200;
export const CODE_MAX = 100;
export const NOTE_MAX = 2000;

// Every message is read when a value is refused, in the language of whoever reads the refusal (the request's on
// the server, the person's on the device), never when the schema is built.

// A missing value and a malformed one deserve different words in a rejection reason.
function invalid(message: () => string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? REQUIRED_FIELD() : message());
}

// Names a missing value; anything else keeps zod's (locale) wording.
const missing = (issue: { input?: unknown }) => (issue.input === undefined ? REQUIRED_FIELD() : undefined);

// Lower-case only: ids are compared as strings on the device and in SQL, so 'ABC…' and 'abc…' would become
// two records. Any version is accepted because seeded domain values use v5 and imported backups may carry v4.
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const idSchema = z
  .string({ error: invalid(INVALID_ID) })
  .regex(ID_PATTERN, { error: invalid(INVALID_ID) });

/** A new record id: UUID v7, time-ordered so index inserts stay local. */
export function newId(): string {
  return v7();
}

/** A calendar date 'YYYY-MM-DD' that exists (2024-02-29 yes, 2025-02-29 no). */
export const calendarDateSchema = z.iso.date({ error: invalid(INVALID_DATE) });

/** An ISO-8601 instant; an explicit offset is accepted and normalised to UTC ('…Z'). */
export const instantSchema = z.iso
  .datetime({ offset: true, error: invalid(INVALID_DATE_TIME) })
  .transform((value) => new Date(value).toISOString());

/** Hour of the day 'HH:MM' (00:00–23:59). */
export const timeOfDaySchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: invalid(INVALID_TIME) });

// Missing keys and blank strings mean "no value": the stored/wire form is always null, never '' or absent.
function emptyToNull(value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  return value;
}

/** Makes an optional field explicit: absent, '' or whitespace become null before `schema` runs. */
export function nullable<T extends z.ZodType>(schema: T) {
  return z.preprocess(emptyToNull, schema.nullable());
}

/** Optional reference to another record (or to a domain value): an id or null. */
export const nullableId = nullable(idSchema);

/** Optional free text: trimmed; blank becomes null. */
export function nullableText(max: number = NAME_MAX) {
  return nullable(
    z
      .string()
      .trim()
      .max(max, { error: () => textTooLong(max) }),
  );
}

/** Required free text: trimmed, not blank. */
export function requiredText(max: number = NAME_MAX) {
  return z
    .string({ error: missing })
    .trim()
    .min(1, { error: () => REQUIRED_FIELD() })
    .max(max, { error: () => textTooLong(max) });
}

export const nullableDate = nullable(calendarDateSchema);
export const nullableInstant = nullable(instantSchema);

/**
 * A number on the wire, held to its field's rule (rules/number-field.ts, the one the screens and the import use):
 * never above the field's maximum (1e308 kg was accepted), never negative. The rule's minimum and decimals stay
 * with the screens and the import: records stored under older rules (a weight of 0, three decimals) must still
 * sync (see DECISIONS.md).
 */
function wireNumber(rule: NumberFieldRule, whole: boolean) {
  const min = Math.min(0, rule.min);
  const message = { error: () => numberOutOfRange({ ...rule, min, unit: unitText(rule) }) };
  return (whole ? z.int() : z.number()).min(min, message).max(rule.max, message);
}

/** Optional whole number of a field (kilograms, days). */
export const nullableWhole = (rule: NumberFieldRule) => nullable(wireNumber(rule, true));

/** Optional number of a field that keeps decimals (hectares, kilograms). */
export const nullableAmount = (rule: NumberFieldRule) => nullable(wireNumber(rule, false));

// Flags and counters default when a device omits them, so older clients that do not send them still sync.
export const flag = z.boolean().default(false);
export const counter = wireNumber(IATF_COUNT_FIELD, true).default(0);

/** Fields every synced record carries (DATA-MODEL.md conventions). */
export const baseRecordSchema = z.object({
  id: idSchema,
  created: instantSchema,
  updated: instantSchema,
  isDeleted: flag,
  priority: flag,
});

export type BaseRecord = z.infer<typeof baseRecordSchema>;

/** The field names an object schema keeps (everything else is stripped): the server's column allow-list. */
export function fieldsOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): readonly (keyof Shape & string)[] {
  const shape = schema.shape;
  return Object.freeze(Object.keys(shape).filter((key): key is keyof Shape & string => key in shape));
}
