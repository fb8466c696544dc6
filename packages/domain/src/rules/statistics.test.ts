import { describe, expect, it } from 'vitest';
import {
  type DiagnosisRow,
  diagnosisCounters,
  floorPercentage,
  isDiscardCondition,
  isEmptyCondition,
  isPregnantCondition,
  percentage,
  pregnancyPercentage,
  roundTo2,
} from './statistics.ts';

describe('rounding', () => {
  it.each([
    [1.005, 1.01],
    [66.666, 66.67],
    [2.5, 2.5],
    [0, 0],
  ])('roundTo2(%d) = %d', (value, expected) => {
    expect(roundTo2(value)).toBe(expected);
  });

  it.each([
    [2, 3, 66.66],
    [1, 3, 33.33],
    [7, 7, 100],
    [0, 5, 0],
    [1, 0, 0],
    [29, 100, 29],
  ])('floorPercentage(%i, %i) = %d', (part, total, expected) => {
    expect(floorPercentage(part, total)).toBe(expected);
  });

  it.each([
    [2, 3, 66.67],
    [1, 8, 12.5],
    [3, 0, 0],
  ])('percentage(%i, %i) = %d', (part, total, expected) => {
    expect(percentage(part, total)).toBe(expected);
  });
});

describe('condition kinds', () => {
  it.each([
    ['Prenhe', true, false, false],
    ['Prenhe IATF', true, false, false],
    ['Prenhe Touro', true, false, false],
    ['Descarte Prenhe IATF', true, true, false],
    ['Vazia', false, false, true],
    ['Descarte Vazia', false, true, true],
    [null, false, false, false],
  ])('%j: pregnant %s, discard %s, empty %s', (condition, pregnant, discard, empty) => {
    expect(isPregnantCondition(condition)).toBe(pregnant);
    expect(isDiscardCondition(condition)).toBe(discard);
    expect(isEmptyCondition(condition)).toBe(empty);
  });
});

describe('pregnancyPercentage (spec §9: pregnant over cows with final DG, floored)', () => {
  it.each([
    [['Prenhe IATF', 'Prenhe Touro', 'Vazia'], 66.66],
    [['Prenhe IATF', 'Vazia', 'Vazia'], 33.33],
    [['Prenhe IATF', 'Prenhe Touro'], 100],
    [['Prenhe IATF', 'Descarte Prenhe IATF', 'Descarte Vazia', 'Vazia'], 50],
    // Cows without a final diagnosis are not counted.
    [['Prenhe IATF', null, undefined, '', 'Vazia'], 50],
    [[], 0],
    [[null, null], 0],
  ])('%j → %d', (conditions, expected) => {
    expect(pregnancyPercentage(conditions)).toBe(expected);
  });
});

describe('diagnosisCounters (DG screen header)', () => {
  const row = (condition: string | null, cl: string | null = null, saved = true): DiagnosisRow => ({
    saved,
    condition,
    cl,
  });

  it('counts saved/total, Prenhes, Vazias, Descartes and CL presence', () => {
    const counters = diagnosisCounters([
      row('Prenhe'),
      row('Prenhe Touro'),
      row('Vazia', 'Sim'),
      row('Vazia', 'Não'),
      row('Descarte Vazia', 'Não Avaliado'),
      row('Descarte Prenhe'),
      row(null, null, false),
    ]);
    expect(counters).toEqual({
      saved: 6,
      total: 7,
      pregnant: { count: 2, percent: 33.33 },
      empty: { count: 2, percent: 33.33 },
      discards: 2,
      cl: {
        notEvaluated: { count: 1, percent: 33.33 },
        no: { count: 1, percent: 33.33 },
        yes: { count: 1, percent: 33.33 },
      },
    });
  });

  it('floors the pregnancy share and rounds the others', () => {
    const counters = diagnosisCounters([row('Prenhe'), row('Prenhe'), row('Vazia', 'Sim')]);
    expect(counters.pregnant.percent).toBe(66.66);
    expect(counters.empty.percent).toBe(33.33);
    expect(counters.cl.yes.percent).toBe(100);
  });

  it('gives 100 % when every cow is pregnant', () => {
    const counters = diagnosisCounters([row('Prenhe IATF'), row('Prenhe Touro')]);
    expect(counters.pregnant).toEqual({ count: 2, percent: 100 });
    expect(counters.empty).toEqual({ count: 0, percent: 0 });
  });

  it('gives zeros for an empty batch', () => {
    expect(diagnosisCounters([])).toEqual({
      saved: 0,
      total: 0,
      pregnant: { count: 0, percent: 0 },
      empty: { count: 0, percent: 0 },
      discards: 0,
      cl: {
        notEvaluated: { count: 0, percent: 0 },
        no: { count: 0, percent: 0 },
        yes: { count: 0, percent: 0 },
      },
    });
  });

  it('gives zeros while nothing is diagnosed yet', () => {
    const counters = diagnosisCounters([row(null, null, false), row(null, null, false)]);
    expect(counters.saved).toBe(0);
    expect(counters.total).toBe(2);
    expect(counters.pregnant.percent).toBe(0);
  });
});
