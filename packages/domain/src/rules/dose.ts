// Hormone doses in mL (spec §9 'Hormone doses in mL'; issue 10 item 5: 'dois' must not be accepted). One rule
// for every dose field: digits with an optional decimal comma, as pt-BR writes numbers ('2', '2,5', '0,526').
import { INVALID_DOSE } from '../messages/validation.ts';
import { type FieldErrors, type FieldOf, isBlank, type Rule } from './form-rules.ts';

const DOSE = /^\d{1,4}(?:,\d{1,3})?$/;
/** The longest dose the pattern allows ('1234,567'): the inputs stop there. */
export const DOSE_MAX_LENGTH = 8;

/** What a dose input keeps of a keystroke: no spaces, and a dot (phone keypads) becomes the decimal comma. */
export function normalizeDoseInput(raw: string): string {
  return raw.replace(/\s+/g, '').replace(/\./g, ',');
}

/** A dose as stored: up to 4 digits, optionally a comma and up to 3 decimals. Blank is left to `required`. */
export function isValidDose(dose: string | null | undefined): boolean {
  return isBlank(dose) || DOSE.test((dose ?? '').trim());
}

/** 'Informe somente números…' under each dose field holding anything else. */
export function validDose<V>(...fields: FieldOf<V>[]): Rule<V> {
  return (values) => {
    const errors: FieldErrors<FieldOf<V>> = {};
    for (const field of fields) {
      const value = values[field];
      if (typeof value === 'string' && !isValidDose(value)) errors[field] = INVALID_DOSE;
    }
    return errors;
  };
}
