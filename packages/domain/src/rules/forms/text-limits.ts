// Every text limit the stored record enforces is enforced by its form first. The limits are
// read from the entity schemas themselves, so a form can never drift from what the record accepts.
import type { z } from 'zod';
import { ENTITY_SCHEMAS, type PullKey } from '../../entities/sync.ts';
import { textTooLong } from '../../messages/validation.ts';
import type { FieldErrors } from '../form-rules.ts';

type Inspectable = { maxLength?: unknown; def?: Record<string, unknown> };

/** The longest text a field schema accepts, looking through nullable, default and preprocess wrappers. */
function maxLengthOf(schema: unknown): number | null {
  let current = schema as Inspectable | undefined;
  for (let depth = 0; current && depth < 10; depth++) {
    if (typeof current.maxLength === 'number') return current.maxLength;
    const def = current.def;
    current = (def?.innerType ?? def?.out ?? def?.in ?? def?.schema) as Inspectable | undefined;
  }
  return null;
}

/** Field → longest text, for every text field of an object schema that has a limit. */
export function textLimitsOf(schema: z.ZodObject): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const [field, fieldSchema] of Object.entries(schema.shape)) {
    const max = maxLengthOf(fieldSchema);
    if (max !== null) limits[field] = max;
  }
  return limits;
}

/** The text limits of a stored entity, by field name ('fazendas' → { nome: 200, inscricaoEstadual: 50, … }). */
export function entityTextLimits(entity: PullKey): Record<string, number> {
  return textLimitsOf(ENTITY_SCHEMAS[entity] as unknown as z.ZodObject);
}

/**
 * 'Texto com mais de N caracteres' for each form field over its limit (trimmed, as the record stores it).
 * `fields` maps form fields to their limit (a form field may store under another name).
 */
export function textLimitErrors(
  values: Readonly<Record<string, unknown>>,
  limits: Readonly<Record<string, number>>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, max] of Object.entries(limits)) {
    const value = values[field];
    if (typeof value === 'string' && value.trim().length > max) errors[field] = textTooLong(max);
  }
  return errors;
}
