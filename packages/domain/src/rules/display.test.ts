import { describe, expect, it } from 'vitest';
import { inLocale } from '../i18n/current-locale.ts';
import {
  calendarDayOf,
  displayText,
  formatDate,
  formatDateTime,
  formatEcc,
  listValueLabel,
  pageLabel,
  semenLabel,
  shortSemenLabel,
} from './display.ts';

describe('displayText (spec §5 local display helper)', () => {
  it.each([
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['   ', ''],
    ['[N/A]', 'Nada Consta'],
    ['[D0] Texto', 'Texto'],
    ['[IATF]Animal morreu', 'Animal morreu'],
    ['Sem prefixo [x]', 'Sem prefixo [x]'],
  ])('%j → %j', (value, expected) => {
    expect(displayText(value)).toBe(expected);
  });

  it.each([
    ['[N/A]', 'Sin novedades'],
    ['Matriz editada após o D0', 'Vientre editado después del D0'],
    ['[IATF]Animal morreu', 'Animal murió'],
    ['Sem prefixo [x]', 'Sem prefixo [x]'],
  ])('in Spanish: %j → %j', (value, expected) => {
    expect(inLocale('es', () => displayText(value))).toBe(expected);
  });
});

describe('formatEcc (an ECC score as a person reads it)', () => {
  it.each([
    ['3.00', '3,00'],
    ['2.75', '2,75'],
    ['1.5', '1,50'],
    ['3,25', '3,25'],
    [' 4.00 ', '4,00'],
    [5, '5,00'],
    [2.25, '2,25'],
    [Number.NaN, ''],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['[N/A]', 'Nada Consta'],
    ['Não avaliado', 'Não avaliado'],
  ] as const)('%j → %j', (value, expected) => {
    expect(formatEcc(value)).toBe(expected);
  });
});

describe('listValueLabel (a list value on the screens)', () => {
  it.each([
    ['ecc', '3.00', '3,00'],
    ['ecc', '2.75', '2,75'],
    ['racaMatriz', 'Nelore', 'Nelore'],
    ['numeroUsoDispositivo', '1.5', '1.5'],
    ['condicaoDG', '[N/A]', 'Nada Consta'],
    ['ecc', undefined, ''],
  ] as const)('%s %j → %j', (type, valor, expected) => {
    expect(listValueLabel(type, valor)).toBe(expected);
  });
});

describe('formatDate (DD/MM/YYYY)', () => {
  it.each([
    ['2024-02-29', '29/02/2024'],
    ['2025-01-05', '05/01/2025'],
    // 05:00 UTC (partida) is the same day in Brazil.
    ['2024-03-10T05:00:00.000Z', '10/03/2024'],
    // 01:00 UTC is still the evening before in São Paulo.
    ['2024-03-10T01:00:00.000Z', '09/03/2024'],
    [null, ''],
    ['', ''],
    ['10/03/2024', ''],
    ['2024-13-45T99:00:00Z', ''],
  ])('%j → %j', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });

  it('shows an instant in another time zone when asked', () => {
    expect(formatDate('2024-03-10T01:00:00.000Z', 'UTC')).toBe('10/03/2024');
  });
});

describe("pageLabel ('from-to de total')", () => {
  it.each([
    [0, 10, 23, '1-10 de 23'],
    [1, 10, 23, '11-20 de 23'],
    [2, 10, 23, '21-23 de 23'],
    [0, 10, 10, '1-10 de 10'],
    [0, 20, 5, '1-5 de 5'],
    [0, 10, 0, '0-0 de 0'],
  ])('pageLabel(%i, %i, %i) = %j', (page, rows, total, expected) => {
    expect(pageLabel(page, rows, total)).toBe(expected);
  });

  it('reads in the reader’s language', () => {
    expect(inLocale('es', () => pageLabel(1, 10, 23))).toBe('11-20 de 23');
  });
});

describe('shortSemenLabel (25 characters plus ...)', () => {
  it.each([
    ['Nelore Elite 123', 'Nelore Elite 123'],
    ['A'.repeat(25), 'A'.repeat(25)],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'ABCDEFGHIJKLMNOPQRSTUVWXY...'],
    [null, ''],
  ])('%j → %j', (label, expected) => {
    expect(shortSemenLabel(label)).toBe(expected);
  });
});

describe('semenLabel (bull shortened, lot whole)', () => {
  it('keeps the lots of one bull apart however long the name', () => {
    const bullName = 'Nelore Fiel da Mata Grande Campeão';
    const a = semenLabel({ bullName, codigo: 'NEL-2025-17', data: null });
    const b = semenLabel({ bullName, codigo: 'NEL-2025-18', data: null });
    expect(a).toEqual({ bull: 'Nelore Fiel da Mata Grand...', lot: 'NEL-2025-17' });
    expect(b.lot).toBe('NEL-2025-18');
  });

  it('names a lot without a code by its day', () => {
    expect(semenLabel({ bullName: 'Angus', codigo: '  ', data: '2026-11-23T05:00:00.000Z' })).toEqual({
      bull: 'Angus',
      lot: '23/11/2026',
    });
  });
});

describe('formatDateTime (DD/MM/YYYY HH:mm, Brazil)', () => {
  it.each([
    ['2026-11-23T21:05:00.000Z', '23/11/2026 18:05'],
    ['2026-11-24T02:59:00Z', '23/11/2026 23:59'],
    ['2026-11-24T03:00:00Z', '24/11/2026 00:00'],
    ['2026-11-23', ''],
    ['', ''],
    [null, ''],
    ['ontem', ''],
  ])('%j → %j', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });
});

describe('calendarDayOf (the day of an instant in Brazil)', () => {
  it.each([
    ['late evening in Brazil is still that day', '2026-11-24T02:30:00Z', '2026-11-23'],
    ['after 03:00 UTC it is the next day', '2026-11-24T03:00:00Z', '2026-11-24'],
    ['year end', '2027-01-01T02:59:59Z', '2026-12-31'],
  ])('%s', (_, instant, expected) => {
    expect(calendarDayOf(new Date(instant))).toBe(expected);
  });
});
