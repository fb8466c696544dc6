import { describe, expect, it } from 'vitest';
import { inLocale } from '../i18n/current-locale.ts';
import {
  chartRows,
  chartSize,
  printScale,
  RATE_SERIES,
  REPORT_CHART_COLORS,
  rateTooltip,
} from './chart-data.ts';
import type { RateRow } from './farm-report.ts';

describe('chartSize (spec §9: min 1000 px, max 1280 × 0.85, scaled to fit)', () => {
  it.each([
    [390, { width: 1000, scale: 0.39 }],
    [768, { width: 1000, scale: 0.768 }],
    [1000, { width: 1000, scale: 1 }],
    [1050, { width: 1050, scale: 1 }],
    [1920, { width: 1088, scale: 1 }],
    [0, { width: 1000, scale: 1 }],
  ])('%i px available → %j', (available, size) => {
    expect(chartSize(available)).toEqual(size);
  });
});

describe('printScale (A4 portrait)', () => {
  it.each([
    [1000, 0.7],
    [1088, 700 / 1088],
    [600, 1],
  ])('a chart %i px wide prints at %f', (width, scale) => {
    expect(printScale(width)).toBeCloseTo(scale, 6);
  });
});

const row = (extra: Partial<RateRow>): RateRow => ({
  key: 'k',
  label: 'L',
  cows: 30,
  diagnosed: 30,
  pregnant: 15,
  pregnantIatf: 12,
  pregnantBull: 3,
  empty: 15,
  rate: 50,
  iatfRate: 40,
  ...extra,
});

describe('rateTooltip (absolute · percentage · occurrence)', () => {
  it.each([
    ['pregnantIatf', 'Prenhes IATF: 12 · 40,00 % · 12 de 30'],
    ['pregnantBull', 'Prenhes Touro: 3 · 10,00 % · 3 de 30'],
    ['empty', 'Vazias: 15 · 50,00 % · 15 de 30'],
  ] as const)('%s', (key, text) => {
    expect(rateTooltip(row({}), key)).toBe(text);
  });

  it('floors like every rate (2 of 3 is 66,66 %)', () => {
    expect(rateTooltip(row({ diagnosed: 3, pregnantIatf: 2 }), 'pregnantIatf')).toBe(
      'Prenhes IATF: 2 · 66,66 % · 2 de 3',
    );
  });

  it('reads the series and the tooltip in the reader’s language, when shown', () => {
    expect(inLocale('es', () => RATE_SERIES.map((series) => series.label))).toEqual([
      'Preñadas IATF',
      'Preñadas Toro',
      'Vacías',
    ]);
    expect(RATE_SERIES.map((series) => series.label)).toEqual(['Prenhes IATF', 'Prenhes Touro', 'Vazias']);
    expect(inLocale('es', () => rateTooltip(row({}), 'empty'))).toBe('Vacías: 15 · 50,00 % · 15 de 30');
  });
});

describe('chart colours and rows', () => {
  it('has the six colours of §9, all different', () => {
    expect(new Set(REPORT_CHART_COLORS).size).toBe(6);
  });

  it('leaves out groups without a diagnosis', () => {
    expect(chartRows([row({ key: 'a' }), row({ key: 'b', diagnosed: 0 })]).map((r) => r.key)).toEqual(['a']);
  });
});
