import { describe, expect, it } from 'vitest';
import { nullableWhole } from '../entities/common.ts';
import { inLocale } from '../i18n/current-locale.ts';
import { INVALID_DOSE } from '../messages/validation.ts';
import {
  COW_WEIGHT_FIELD,
  DOSE_FIELD,
  FARM_SIZE_FIELD,
  GESTATION_DAYS_FIELD,
  type NumberFieldRule,
  numberFieldMessage,
  numberFieldText,
  numberFieldValue,
  parseNumberField,
  validNumber,
  WEIGHT_FIELD,
} from './number-field.ts';

const WHOLE_LETTERS = 'Informe somente números inteiros, sem letras (ex.: 450)';
const WHOLE_DECIMALS = 'Informe um número inteiro, sem casas decimais (ex.: 450)';
const WHOLE_RANGE = 'Informe um número de 1 a 2000 kg';
const DECIMAL_LETTERS = 'Informe somente números, com vírgula nos decimais (ex.: 432,5)';
const DECIMAL_RANGE = 'Informe um número de 1 a 2000 kg';

type Case = [input: string | number | null | undefined, expected: number | null | string];

/** A number is accepted; a string is the message of the refusal. */
function check(rule: NumberFieldRule, input: Case[0], expected: Case[1]) {
  const result = parseNumberField(input, rule);
  if (typeof expected === 'string') expect(result).toEqual({ ok: false, message: expected });
  else expect(result).toEqual({ ok: true, value: expected });
}

describe('parseNumberField: whole kilograms (D0 weight peso_EM, the import’s Peso (kg))', () => {
  it.each<Case>([
    ['450', 450],
    [' 12 ', 12],
    ['0450', 450],
    ['450,0', 450],
    ['450.00', 450],
    ['2000', 2000],
    ['1', 1],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    [450, 450],
    // parseInt would read '4a5b0' as 4.
    ['4a5b0', WHOLE_LETTERS],
    ['450kg', WHOLE_LETTERS],
    ['450 kg', WHOLE_LETTERS],
    ['quatrocentos', WHOLE_LETTERS],
    ['4,5,6', WHOLE_LETTERS],
    ['4.5.6', WHOLE_LETTERS],
    ['1.234,5', WHOLE_LETTERS],
    ['4 50', WHOLE_LETTERS],
    ['1e3', WHOLE_LETTERS],
    ['0x10', WHOLE_LETTERS],
    ['Infinity', WHOLE_LETTERS],
    ['NaN', WHOLE_LETTERS],
    ['+450', WHOLE_LETTERS],
    ['450,', WHOLE_LETTERS],
    [',5', WHOLE_LETTERS],
    ['-', WHOLE_LETTERS],
    [Number.NaN, WHOLE_LETTERS],
    [Number.POSITIVE_INFINITY, WHOLE_LETTERS],
    ['450,5', WHOLE_DECIMALS],
    ['450.5', WHOLE_DECIMALS],
    [381.9, WHOLE_DECIMALS],
    ['-3', WHOLE_RANGE],
    ['0', WHOLE_RANGE],
    ['2001', WHOLE_RANGE],
    ['99999999999999999999999', WHOLE_RANGE],
    ['9'.repeat(400), WHOLE_RANGE],
    [1e21, WHOLE_RANGE],
  ])('%j → %j', (input, expected) => check(COW_WEIGHT_FIELD, input, expected));
});

describe('parseNumberField: kilograms with decimals (Peso Inicial of D0 Resync and DG/D0, DG Final’s Peso)', () => {
  it.each<Case>([
    ['432', 432],
    ['432,5', 432.5],
    ['432.5', 432.5],
    ['432,25', 432.25],
    ['432,250', 432.25],
    ['', null],
    ['4a5b0', DECIMAL_LETTERS],
    ['4,5,6', DECIMAL_LETTERS],
    ['1e3', DECIMAL_LETTERS],
    ['0x10', DECIMAL_LETTERS],
    ['Infinity', DECIMAL_LETTERS],
    ['432,255', 'Informe no máximo 2 casas decimais'],
    ['-3', DECIMAL_RANGE],
    ['0,5', DECIMAL_RANGE],
    ['2000,01', DECIMAL_RANGE],
    ['1'.repeat(30), DECIMAL_RANGE],
  ])('%j → %j', (input, expected) => check(WEIGHT_FIELD, input, expected));
});

describe('parseNumberField: hectares (farm size) and doses (mL)', () => {
  it.each<[NumberFieldRule, Case[0], Case[1]]>([
    [FARM_SIZE_FIELD, '0', 0],
    [FARM_SIZE_FIELD, '-0', 0],
    [FARM_SIZE_FIELD, '1200,5', 1200.5],
    [FARM_SIZE_FIELD, '12,3456', 12.3456],
    [FARM_SIZE_FIELD, '12,34567', 'Informe no máximo 4 casas decimais'],
    [FARM_SIZE_FIELD, '12 ha', 'Informe somente números, com vírgula nos decimais (ex.: 120,5)'],
    [FARM_SIZE_FIELD, '-5', 'Informe um número de 0 a 10000000 ha'],
    [DOSE_FIELD, '2,5', 2.5],
    [DOSE_FIELD, '0,526', 0.526],
    [DOSE_FIELD, '1234,567', 1234.567],
    [DOSE_FIELD, 'dois', INVALID_DOSE()],
    [DOSE_FIELD, '12345', 'Informe um número de 0 a 9999,999 mL'],
    [DOSE_FIELD, '1,2345', 'Informe no máximo 3 casas decimais'],
    [{ ...WEIGHT_FIELD, decimals: 1 }, '1,25', 'Informe no máximo uma casa decimal'],
  ])('%#: %j', (rule, input, expected) => check(rule, input, expected));
});

describe('messages in the reader’s language', () => {
  it('names the unit of days in it, on the screens and in a stored record’s refusal', () => {
    expect(numberFieldMessage('400', GESTATION_DAYS_FIELD)).toBe('Informe um número de 0 a 330 dias');
    expect(inLocale('es', () => numberFieldMessage('400', GESTATION_DAYS_FIELD))).toBe(
      'Ingrese un número de 0 a 330 días',
    );
    expect(inLocale('es', () => numberFieldMessage('4a5b0', COW_WEIGHT_FIELD))).toBe(
      'Ingrese solo números enteros, sin letras (ej.: 450)',
    );
    const wire = nullableWhole(GESTATION_DAYS_FIELD);
    expect(inLocale('es', () => wire.safeParse(400).error?.issues[0]?.message)).toBe(
      'Ingrese un número de 0 a 330 días',
    );
    expect(wire.safeParse(400).error?.issues[0]?.message).toBe('Informe um número de 0 a 330 dias');
  });
});

describe('what screens and saves use of the rule', () => {
  it('numberFieldMessage: the refusal or null', () => {
    expect(numberFieldMessage('4a5b0', COW_WEIGHT_FIELD)).toBe(WHOLE_LETTERS);
    expect(numberFieldMessage('450', COW_WEIGHT_FIELD)).toBeNull();
    expect(numberFieldMessage('', COW_WEIGHT_FIELD)).toBeNull();
  });

  it('numberFieldValue: the number read; a refused text throws instead of being saved as something else', () => {
    expect(numberFieldValue('432,5', WEIGHT_FIELD)).toBe(432.5);
    expect(numberFieldValue(' ', WEIGHT_FIELD)).toBeNull();
    expect(() => numberFieldValue('4a5b0', COW_WEIGHT_FIELD)).toThrow(WHOLE_LETTERS);
    // A stored number is kept as it is: a hidden field's old value does not stop a save.
    expect(numberFieldValue(0.5, WEIGHT_FIELD)).toBe(0.5);
  });

  it('numberFieldText: a stored number written pt-BR, typed text as typed', () => {
    expect(numberFieldText(432.5)).toBe('432,5');
    expect(numberFieldText('4a5b0')).toBe('4a5b0');
    expect(numberFieldText(null)).toBe('');
    expect(numberFieldText(undefined)).toBe('');
  });

  it('validNumber: a form rule flagging each refused field', () => {
    const rule = validNumber<{ a: string | null; b: number | null; c: string }>(
      COW_WEIGHT_FIELD,
      'a',
      'b',
      'c',
    );
    expect(rule({ a: '4a5b0', b: 381.5, c: '450' })).toEqual({ a: WHOLE_LETTERS, b: WHOLE_DECIMALS });
    expect(rule({ a: null, b: null, c: '' })).toEqual({});
  });
});
