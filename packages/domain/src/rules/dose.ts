// Hormone doses in mL (spec §9 'Hormone doses in mL'; 'dois' must not be accepted). Every dose
// field uses the number rule of every numeric field (rules/number-field.ts, DOSE_FIELD): digits with an
// optional decimal comma, as pt-BR writes numbers ('2', '2,5', '0,526'). The dose is kept as the text typed.

import type { FieldErrors, FieldOf, Rule } from './form-rules.ts';
import { DOSE_FIELD, numberFieldMessage } from './number-field.ts';

/** The longest dose the rule allows ('1234,567'): the inputs stop there. */
export const DOSE_MAX_LENGTH = 8;

/** What a dose input keeps of a keystroke: no spaces, and a dot (phone keypads) becomes the decimal comma. */
export function normalizeDoseInput(raw: string): string {
  return raw.replace(/\s+/g, '').replace(/\./g, ',');
}

/** Why a dose is refused, or null (blank is left to `required`). */
export function doseMessage(dose: string | null | undefined): string | null {
  return numberFieldMessage(dose, DOSE_FIELD);
}

/** A dose as stored: up to 4 digits, optionally a comma and up to 3 decimals. Blank is left to `required`. */
export function isValidDose(dose: string | null | undefined): boolean {
  return doseMessage(dose) === null;
}

/** The number rule's message under each dose field holding anything else. */
export function validDose<V>(...fields: FieldOf<V>[]): Rule<V> {
  return (values) => {
    const errors: FieldErrors<FieldOf<V>> = {};
    for (const field of fields) {
      const value = values[field];
      const message = typeof value === 'string' ? doseMessage(value) : null;
      if (message) errors[field] = message;
    }
    return errors;
  };
}
