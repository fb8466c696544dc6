import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  baseRecordSchema,
  calendarDateSchema,
  fieldsOf,
  idSchema,
  instantSchema,
  newId,
  nullableId,
  nullableText,
  requiredText,
  timeOfDaySchema,
} from './common.ts';

describe('calendarDateSchema', () => {
  it.each([
    ['2024-02-29', true, 'leap day of a leap year'],
    ['2025-02-28', true, 'last day of February'],
    ['2025-02-29', false, 'leap day of a common year'],
    ['2025-02-30', false, 'February 30th'],
    ['2000-02-29', true, 'leap day of a year divisible by 400'],
    ['1900-02-29', false, 'leap day of a century not divisible by 400'],
    ['2025-04-31', false, 'April 31st'],
    ['2025-12-31', true, 'end of year'],
    ['2025-13-01', false, 'month 13'],
    ['2025-1-01', false, 'one-digit month'],
    ['01/02/2025', false, 'display format DD/MM/YYYY'],
    ['2025-01-01T00:00:00Z', false, 'an instant'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (value, ok) => {
    expect(calendarDateSchema.safeParse(value).success).toBe(ok);
  });

  it('says what is wrong in pt-BR', () => {
    expect(calendarDateSchema.safeParse('2025-02-29').error?.issues[0]?.message).toBe('Data inválida');
  });
});

describe('instantSchema', () => {
  it.each([
    ['2025-03-10T12:30:00.000Z', '2025-03-10T12:30:00.000Z'],
    ['2025-03-10T12:30:00Z', '2025-03-10T12:30:00.000Z'],
    ['2025-03-10T09:30:00-03:00', '2025-03-10T12:30:00.000Z'],
  ])('%s is normalised to %s', (value, expected) => {
    expect(instantSchema.parse(value)).toBe(expected);
  });

  it.each(['2025-03-10', '2025-03-10T12:30', '2025-02-30T10:00:00Z', 'ontem', 1741609800000])(
    'rejects %s',
    (value) => {
      expect(instantSchema.safeParse(value).success).toBe(false);
    },
  );
});

describe('idSchema', () => {
  it.each([
    ['0195f3a4-7b2c-7d3e-8f40-123456789abc', true],
    ['6f1c2a8e-3d4b-5e6f-8a9b-0c1d2e3f4a5b', true],
    ['0195F3A4-7B2C-7D3E-8F40-123456789ABC', false],
    ['0195f3a47b2c7d3e8f40123456789abc', false],
    ['1', false],
    ['', false],
  ])('%s → %s', (value, ok) => {
    expect(idSchema.safeParse(value).success).toBe(ok);
  });
});

describe('newId', () => {
  it('makes distinct, valid, version-7 ids', () => {
    const ids = Array.from({ length: 50 }, () => newId());
    expect(new Set(ids).size).toBe(50);
    for (const id of ids) {
      expect(idSchema.safeParse(id).success).toBe(true);
      expect(id[14]).toBe('7');
    }
  });
});

describe('nullableText and nullableId', () => {
  const schema = z.object({ note: nullableText(10), ref: nullableId });

  it.each([
    [{}, { note: null, ref: null }],
    [
      { note: '', ref: '' },
      { note: null, ref: null },
    ],
    [
      { note: '   ', ref: null },
      { note: null, ref: null },
    ],
    [
      { note: '  Lote 1 ', ref: undefined },
      { note: 'Lote 1', ref: null },
    ],
  ])('%o → %o', (input, expected) => {
    expect(schema.parse(input)).toEqual(expected);
  });

  it.each([[{ note: 'x'.repeat(11) }], [{ note: 5 }], [{ ref: 'not-an-id' }]])('rejects %o', (input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
});

describe('requiredText', () => {
  it.each([
    ['  Fazenda Boa Vista ', true],
    ['   ', false],
    ['', false],
    ['x'.repeat(200), true],
    ['x'.repeat(201), false],
  ])('%j → %s', (value, ok) => {
    expect(requiredText().safeParse(value).success).toBe(ok);
  });
});

describe('timeOfDaySchema', () => {
  it.each([
    ['07:30', true],
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['7:30', false],
    ['07:60', false],
  ])('%s → %s', (value, ok) => {
    expect(timeOfDaySchema.safeParse(value).success).toBe(ok);
  });
});

describe('baseRecordSchema', () => {
  it('defaults the flags and drops unknown keys', () => {
    const parsed = baseRecordSchema.parse({
      id: '0195f3a4-7b2c-7d3e-8f40-123456789abc',
      created: '2025-03-10T12:30:00.000Z',
      updated: '2025-03-10T12:30:00.000Z',
      _status: 'created',
    });
    expect(parsed).toEqual({
      id: '0195f3a4-7b2c-7d3e-8f40-123456789abc',
      created: '2025-03-10T12:30:00.000Z',
      updated: '2025-03-10T12:30:00.000Z',
      isDeleted: false,
      priority: false,
    });
  });

  it('refuses a non-boolean flag', () => {
    expect(
      baseRecordSchema.safeParse({
        id: '0195f3a4-7b2c-7d3e-8f40-123456789abc',
        created: '2025-03-10T12:30:00.000Z',
        updated: '2025-03-10T12:30:00.000Z',
        isDeleted: 'false',
      }).success,
    ).toBe(false);
  });

  it('lists its fields', () => {
    expect(fieldsOf(baseRecordSchema)).toEqual(['id', 'created', 'updated', 'isDeleted', 'priority']);
  });
});
