import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  daysBetweenDates,
  expectedCalvingDate,
  GESTATION_LENGTH_DAYS,
  gestationDays,
  isOverdue,
} from './gestation.ts';

describe('date arithmetic', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2024-02-30', 1, null],
    ['29/02/2024', 1, null],
  ])('addDaysToDate(%j, %i) = %j', (day, days, expected) => {
    expect(addDaysToDate(day, days)).toBe(expected);
  });

  it.each([
    ['2024-01-01', '2024-12-31', 365],
    ['2023-01-01', '2023-12-31', 364],
    ['2024-03-10', '2024-03-01', -9],
    ['2024-03-10', 'x', null],
  ])('daysBetweenDates(%j, %j) = %j', (from, to, expected) => {
    expect(daysBetweenDates(from, to)).toBe(expected);
  });
});

describe('expected calving (spec §9: 285 days, minus bull days for a bull pregnancy)', () => {
  it.each([
    [{ iatfDate: '2024-01-10' }, '2024-10-21'],
    // Crosses the leap day of 2024.
    [{ iatfDate: '2023-12-01' }, '2024-09-11'],
    [{ iatfDate: '2024-02-29' }, '2024-12-10'],
    [{ iatfDate: '2024-01-10', bullPregnancy: true, diasGestacaoTouro: 30 }, '2024-09-21'],
    [{ iatfDate: '2024-01-10', bullPregnancy: true, diasGestacaoTouro: null }, '2024-10-21'],
    // Bull days only count for a bull pregnancy.
    [{ iatfDate: '2024-01-10', bullPregnancy: false, diasGestacaoTouro: 30 }, '2024-10-21'],
    [{ iatfDate: null }, null],
    [{ iatfDate: 'x' }, null],
  ])('%j → %j', (input, expected) => {
    expect(expectedCalvingDate(input)).toBe(expected);
  });

  it('is 285 days', () => {
    expect(GESTATION_LENGTH_DAYS).toBe(285);
    expect(daysBetweenDates('2024-01-10', expectedCalvingDate({ iatfDate: '2024-01-10' }) ?? '')).toBe(285);
  });
});

describe('gestation days (days since IATF date + protocol IATF day, prior pregnancy only)', () => {
  it.each([
    [{ iatfDate: '2024-01-10', today: '2024-03-10', protocolIatfDay: 10, hasPriorPregnancy: true }, 70],
    [{ iatfDate: '2024-02-28', today: '2024-03-01', protocolIatfDay: 9, hasPriorPregnancy: true }, 11],
    [{ iatfDate: '2024-01-10', today: '2024-01-10', protocolIatfDay: 0, hasPriorPregnancy: true }, 0],
    [{ iatfDate: '2024-01-10', today: '2024-03-10', protocolIatfDay: 10, hasPriorPregnancy: false }, null],
    [{ iatfDate: null, today: '2024-03-10', protocolIatfDay: 10, hasPriorPregnancy: true }, null],
    [{ iatfDate: '2024-01-10', today: 'hoje', protocolIatfDay: 10, hasPriorPregnancy: true }, null],
  ])('%j → %j', (input, expected) => {
    expect(gestationDays(input)).toBe(expected);
  });
});

describe('isOverdue (> 315 days, red)', () => {
  it.each([
    [315, false],
    [316, true],
    [0, false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (days, overdue) => {
    expect(isOverdue(days)).toBe(overdue);
  });
});
