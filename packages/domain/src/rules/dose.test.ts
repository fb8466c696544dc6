import { describe, expect, it } from 'vitest';
import { PROTOCOL_SEED } from '../lists/protocols-seed.ts';
import { isValidDose, normalizeDoseInput, validDose } from './dose.ts';

describe('isValidDose (mL, decimal comma)', () => {
  it.each([
    ['2', true],
    ['2,5', true],
    ['0,526', true],
    ['1500', true],
    [' 2,0 ', true],
    ['', true],
    [null, true],
    ['dois', false],
    ['2.5', false],
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
