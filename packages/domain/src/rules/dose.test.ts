import { describe, expect, it } from 'vitest';
import { PROTOCOL_SEED } from '../lists/protocols-seed.ts';
import { INVALID_DOSE } from '../messages/validation.ts';
import { doseMessage, isValidDose, normalizeDoseInput, validDose } from './dose.ts';

describe('isValidDose (mL, decimal comma; the number rule of every numeric field)', () => {
  it.each([
    ['2', true],
    ['2,5', true],
    ['0,526', true],
    ['1500', true],
    [' 2,0 ', true],
    ['', true],
    [null, true],
    ['dois', false],
    // The input turns a phone keypad's dot into the comma; the rule reads both, as every number field does.
    ['2.5', true],
    ['2,', false],
    [',5', false],
    ['2,5 mL', false],
    ['-1', false],
    ['1,2345', false],
    ['12345', false],
  ])('%j → %s', (dose, valid) => {
    expect(isValidDose(dose)).toBe(valid);
  });
});

describe('doseMessage', () => {
  it.each([
    ['2,5', null],
    ['dois', INVALID_DOSE()],
    ['2a5', INVALID_DOSE()],
    ['1,2345', 'Informe no máximo 3 casas decimais'],
    ['12345', 'Informe um número de 0 a 9999,999 mL'],
  ])('%j → %j', (dose, message) => {
    expect(doseMessage(dose)).toBe(message);
  });
});

describe('normalizeDoseInput', () => {
  it.each([
    ['2.5', '2,5'],
    [' 2 , 5 ', '2,5'],
    ['dois', 'dois'],
  ])('%j → %j', (raw, kept) => {
    expect(normalizeDoseInput(raw)).toBe(kept);
  });
});

describe('validDose rule', () => {
  const rule = validDose<{ a: string | null; b: string | null }>('a', 'b');
  it.each([
    { values: { a: '2,0', b: null }, errors: {} },
    {
      values: { a: 'dois', b: '1,5' },
      errors: { a: 'Informe somente números, com vírgula nos decimais (ex.: 2,5)' },
    },
  ])('$values', ({ values, errors }) => {
    expect(rule(values)).toEqual(errors);
  });
});

it('every seeded protocol dose passes the rule (an edited seed protocol saves as it is)', () => {
  for (const protocol of PROTOCOL_SEED) {
    for (const step of protocol.managementProtocols) expect(isValidDose(step.hormoneDosageValue)).toBe(true);
  }
});
