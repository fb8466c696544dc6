import { describe, expect, it } from 'vitest';
import { fromIsoDate, maskDate, toIsoDate } from './date-input.ts';

describe('date input', () => {
  it.each([
    ['01', '01'],
    ['011', '01/1'],
    ['01102026', '01/10/2026'],
    ['01/10/2026', '01/10/2026'],
    ['01a10b2026999', '01/10/2026'],
    ['', ''],
  ])('masks %j as %j', (typed, masked) => {
    expect(maskDate(typed)).toBe(masked);
  });

  it.each([
    ['01/10/2026', '2026-10-01'],
    ['28/02/2027', '2027-02-28'],
    ['01/10', '01/10'],
    ['', ''],
  ])('stores %j as %j', (text, iso) => {
    expect(toIsoDate(text)).toBe(iso);
  });

  it.each([
    ['2026-10-01', '01/10/2026'],
    [null, ''],
    ['01/1', '01/1'],
  ])('shows %j as %j', (value, text) => {
    expect(fromIsoDate(value)).toBe(text);
  });
});
