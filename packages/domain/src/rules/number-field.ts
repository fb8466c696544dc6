// Numeric fields: one rule for what a typed number may be, on every screen and in the import.
// Digits with at most one decimal comma or point ('450', '450,5', '450.5'), within the field's range and
// decimals; anything else — letters, signs, exponents, a second separator — is refused with a message (in the
// reader's language) saying why, never cut to its leading digits (parseInt('4a5b0') is 4). Blank is no value: whether the field
// is required is `required`'s business.
import {
  numberDecimalsExceeded,
  numberOnly,
  numberOutOfRange,
  UNIT_DAYS,
  wholeNumberOnly,
} from '../messages/validation.ts';
import type { FieldErrors, FieldOf, Rule } from './form-rules.ts';

export type NumberFieldRule = {
  /** Smallest and largest value accepted, both included. */
  min: number;
  max: number;
  /** Decimal places the field keeps; 0 for whole numbers. */
  decimals: number;
  /** A valid entry, shown in the messages ('450', '2,5'). */
  example: string;
  /**
   * Unit named after the range in its message: a symbol ('kg'), or a word read in the reader's language when the
   * message is (UNIT_DAYS).
   */
  unit?: string | (() => string);
};

/** The unit a message names after a field's range, in the reader's language. */
export function unitText(rule: Pick<NumberFieldRule, 'unit'>): string | undefined {
  return typeof rule.unit === 'function' ? rule.unit() : rule.unit;
}

export type NumberFieldResult = { ok: true; value: number | null } | { ok: false; message: string };

/** d0.peso_EM, the D0 weight: whole kilograms (spec §3 'peso_EM (integer)'), as in the import's 'Peso (kg)'. */
export const COW_WEIGHT_FIELD: NumberFieldRule = {
  min: 1,
  max: 2000,
  decimals: 0,
  example: '450',
  unit: 'kg',
};

/** d0.peso_d0resync ('Peso Inicial' of D0 Resync and DG/D0) and DG Final's 'Peso': kilograms, two decimals. */
export const WEIGHT_FIELD: NumberFieldRule = { min: 1, max: 2000, decimals: 2, example: '432,5', unit: 'kg' };

/** fazendas.tamanho: hectares, four decimals (a square metre). */
export const FARM_SIZE_FIELD: NumberFieldRule = {
  min: 0,
  max: 10_000_000,
  decimals: 4,
  example: '120,5',
  unit: 'ha',
};

/** d0.diasGestacaoTouro: whole days of a pregnancy by the bull (a cow carries ~285 days). */
export const GESTATION_DAYS_FIELD: NumberFieldRule = {
  min: 0,
  max: 330,
  decimals: 0,
  example: '60',
  unit: UNIT_DAYS,
};

/** Counters of a cow's resync chain (d0.iatf, lote.iatfCount): a handful in a real season. */
export const IATF_COUNT_FIELD: NumberFieldRule = { min: 0, max: 100, decimals: 0, example: '1' };

/** Hormone doses in mL (spec §9): up to 4 digits and 3 decimals, kept as typed text ('2,5'). */
export const DOSE_FIELD: NumberFieldRule = { min: 0, max: 9999.999, decimals: 3, example: '2,5', unit: 'mL' };

const NUMBER_TEXT = /^(-?)(\d+)(?:[.,](\d+))?$/;

const refuse = (message: string): NumberFieldResult => ({ ok: false, message });

function checked(value: number, decimals: number, rule: NumberFieldRule): NumberFieldResult {
  if (!Number.isFinite(value) || value < rule.min || value > rule.max)
    return refuse(numberOutOfRange({ ...rule, unit: unitText(rule) }));
  if (decimals > rule.decimals)
    return refuse(
      rule.decimals === 0 ? wholeNumberOnly(rule.example) : numberDecimalsExceeded(rule.decimals),
    );
  // -0 is 0.
  return { ok: true, value: value + 0 };
}

/**
 * What a numeric field holds: its number, null when blank, or why it is refused. Text is the input as typed
 * (surrounding spaces ignored); a number is a value already stored or a spreadsheet's numeric cell, held to the
 * same range and decimals.
 */
export function parseNumberField(
  input: string | number | null | undefined,
  rule: NumberFieldRule,
): NumberFieldResult {
  if (input === null || input === undefined) return { ok: true, value: null };
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return refuse(numberOnly(rule));
    const decimals = Number(input.toFixed(rule.decimals)) === input ? 0 : rule.decimals + 1;
    return checked(input, decimals, rule);
  }
  const text = input.trim();
  if (text === '') return { ok: true, value: null };
  const match = NUMBER_TEXT.exec(text);
  if (!match) return refuse(numberOnly(rule));
  // Trailing zeros are no decimals: '450,0' is the whole number 450.
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  return checked(Number(`${match[1]}${match[2]}.${fraction || '0'}`), fraction.length, rule);
}

/** The message under a field holding `input`, or null when it holds a number the field accepts (or nothing). */
export function numberFieldMessage(
  input: string | number | null | undefined,
  rule: NumberFieldRule,
): string | null {
  const result = parseNumberField(input, rule);
  return result.ok ? null : result.message;
}

/**
 * The number a save writes. A number is a value already stored and is kept as it is (a hidden field's old value
 * must not stop a save); text must pass the rule — call it only once the form's validation has passed: a text
 * the rule refuses throws instead of being saved as something else.
 */
export function numberFieldValue(
  input: string | number | null | undefined,
  rule: NumberFieldRule,
): number | null {
  if (typeof input === 'number') return input;
  const result = parseNumberField(input, rule);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

/** A field's text: a stored number written pt-BR ('432,5'), typed text as it is, nothing as ''. */
export function numberFieldText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? String(value).replace('.', ',') : value;
}

/** A form rule: the message of each listed field that holds something the number rule refuses. */
export function validNumber<V>(rule: NumberFieldRule, ...fields: FieldOf<V>[]): Rule<V> {
  return (values) => {
    const errors: FieldErrors<FieldOf<V>> = {};
    for (const field of fields) {
      const value = values[field];
      const message =
        typeof value === 'string' || typeof value === 'number' ? numberFieldMessage(value, rule) : null;
      if (message) errors[field] = message;
    }
    return errors;
  };
}
