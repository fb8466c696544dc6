import { describe, expect, it } from 'vitest';
import {
  blankToNull,
  dateRange,
  hasErrors,
  isBlank,
  isValidId,
  isValidIsoDate,
  oneOf,
  required,
  requiredIf,
  requiredIfEqual,
  requiredIfNotEqual,
  requiredIfNotNull,
  validate,
  validDate,
  validId,
} from './form-rules.ts';

type Values = {
  a: string | null;
  b: string | null;
  n: number | null;
  list: string[];
  start: string | null;
  end: string | null;
  id: string | null;
};

const base: Values = { a: 'x', b: null, n: 0, list: ['1'], start: null, end: null, id: null };

describe('isBlank', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['  ', true],
    [[], true],
    ['x', false],
    [0, false],
    [false, false],
    [['a'], false],
  ])('%j → %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });
});

describe('isValidIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-04-31', false],
    ['24-01-01', false],
    ['2024-01-01T00:00:00Z', false],
    [20240101, false],
    [null, false],
  ])('%j → %s', (value, valid) => {
    expect(isValidIsoDate(value)).toBe(valid);
  });
});

describe('isValidId', () => {
  it.each([
    ['0190f5b4-7c1e-7a2b-9c3d-4e5f6a7b8c9d', true],
    ['0190F5B4-7C1E-7A2B-9C3D-4E5F6A7B8C9D', true],
    ['123', false],
    [null, false],
  ])('%j → %s', (value, valid) => {
    expect(isValidId(value)).toBe(valid);
  });
});

describe('rules', () => {
  it.each([
    [
      'required flags blank fields',
      required<Values>('a', 'b', 'n', 'list'),
      base,
      { b: 'Este campo é obrigatório' },
    ],
    [
      'required flags an empty list',
      required<Values>('list'),
      { ...base, list: [] },
      { list: 'Este campo é obrigatório' },
    ],
    ['requiredIf true', requiredIf<Values>('b', () => true), base, { b: 'Este campo é obrigatório' }],
    ['requiredIf false', requiredIf<Values>('b', () => false), base, {}],
    [
      'requiredIfEqual met',
      requiredIfEqual<Values, 'a'>('b', 'a', 'x'),
      base,
      { b: 'Este campo é obrigatório' },
    ],
    ['requiredIfEqual not met', requiredIfEqual<Values, 'a'>('b', 'a', 'y'), base, {}],
    [
      'requiredIfNotEqual met',
      requiredIfNotEqual<Values, 'a'>('b', 'a', 'y'),
      base,
      { b: 'Este campo é obrigatório' },
    ],
    ['requiredIfNotEqual not met', requiredIfNotEqual<Values, 'a'>('b', 'a', 'x'), base, {}],
    ['requiredIfNotNull met', requiredIfNotNull<Values>('b', 'a'), base, { b: 'Este campo é obrigatório' }],
    ['requiredIfNotNull not met', requiredIfNotNull<Values>('a', 'b'), { ...base, a: null }, {}],
    [
      'oneOf none filled',
      oneOf<Values>('b', 'start'),
      base,
      { b: 'Um desses campos precisa ser preenchido', start: 'Um desses campos precisa ser preenchido' },
    ],
    ['oneOf one filled', oneOf<Values>('a', 'b'), base, {}],
    ['validDate empty', validDate<Values>('start'), base, {}],
    ['validDate valid', validDate<Values>('start'), { ...base, start: '2024-02-29' }, {}],
    [
      'validDate invalid',
      validDate<Values>('start'),
      { ...base, start: '2023-02-29' },
      { start: 'Data inválida' },
    ],
    [
      'dateRange reversed',
      dateRange<Values>('start', 'end'),
      { ...base, start: '2024-03-02', end: '2024-03-01' },
      { end: 'A data final não pode ser anterior à data inicial' },
    ],
    [
      'dateRange same day',
      dateRange<Values>('start', 'end'),
      { ...base, start: '2024-03-01', end: '2024-03-01' },
      {},
    ],
    ['dateRange open end', dateRange<Values>('start', 'end'), { ...base, start: '2024-03-01' }, {}],
    ['validId empty', validId<Values>('id'), base, {}],
    ['validId bad', validId<Values>('id'), { ...base, id: 'abc' }, { id: 'Identificador inválido' }],
  ])('%s', (_name, rule, values, expected) => {
    expect(rule(values)).toEqual(expected);
  });
});

describe('validate', () => {
  it('keeps the first message of a field', () => {
    const errors = validate({ ...base, start: '' }, [required<Values>('start'), validDate<Values>('start')]);
    expect(errors).toEqual({ start: 'Este campo é obrigatório' });
  });

  it('merges messages of different fields', () => {
    const errors = validate({ ...base, start: 'x' }, [required<Values>('b'), validDate<Values>('start')]);
    expect(errors).toEqual({ b: 'Este campo é obrigatório', start: 'Data inválida' });
    expect(hasErrors(errors)).toBe(true);
  });

  it('is empty for valid values', () => {
    const errors = validate(base, [required<Values>('a')]);
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
    expect(hasErrors({ a: undefined })).toBe(false);
  });
});

describe('blankToNull', () => {
  it('turns blank text into null and keeps everything else', () => {
    expect(blankToNull({ a: '  ', b: 'x', n: 0, f: false, z: null })).toEqual({
      a: null,
      b: 'x',
      n: 0,
      f: false,
      z: null,
    });
  });
});
