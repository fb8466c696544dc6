import { describe, expect, it } from 'vitest';
import {
  canSavePartida,
  type PartidaFormValues,
  partidaDay,
  partidaInstant,
  partidaLabel,
  validatePartidaForm,
} from './partida-form.ts';

const ONE_OF = 'Um desses campos precisa ser preenchido';
const VALID: PartidaFormValues = { data: '2024-05-10', codigo: null, fazendaIds: ['f1'], codeMode: false };

describe('validatePartidaForm (spec §5 Partida)', () => {
  it.each([
    ['a date', VALID, {}],
    ['a code', { ...VALID, data: null, codigo: 'L123', codeMode: true }, {}],
    ['a code outside code mode', { ...VALID, data: null, codigo: 'L123' }, {}],
    ['nothing entered', { ...VALID, data: null }, { data: ONE_OF, codigo: ONE_OF }],
    ['code mode needs the code', { ...VALID, codeMode: true }, { codigo: 'Este campo é obrigatório' }],
    ['invalid date', { ...VALID, data: '2024-02-30' }, { data: 'Data inválida' }],
    ['date not checked in code mode', { ...VALID, data: 'x', codigo: 'L1', codeMode: true }, {}],
    ['farms chosen', { ...VALID, fazendaIds: [] }, { fazendaIds: 'Este campo é obrigatório' }],
  ])('%s', (_name, values, expected) => {
    expect(validatePartidaForm(values)).toEqual(expected);
  });
});

describe('partidaInstant (+5 hours)', () => {
  it.each([
    ['2024-05-10', '2024-05-10T05:00:00.000Z'],
    ['2024-02-29', '2024-02-29T05:00:00.000Z'],
    ['2024-02-30', null],
  ])('%j → %j', (day, instant) => {
    expect(partidaInstant(day)).toBe(instant);
  });
});

it('clients cannot save', () => {
  expect(canSavePartida(true)).toBe(false);
  expect(canSavePartida(false)).toBe(true);
});

describe('partidaDay (the stored +5 h instant back to its day)', () => {
  it.each([
    ['2024-05-10T05:00:00.000Z', '2024-05-10'],
    ['2024-01-01T05:00:00.000Z', '2024-01-01'],
    // An instant written without the shift (older data) reads as its day at UTC-5.
    ['2024-05-10T03:00:00.000Z', '2024-05-09'],
    [null, null],
    ['not a date', null],
  ])('%j → %j', (instant, day) => {
    expect(partidaDay(instant)).toBe(day);
  });

  it('round-trips with partidaInstant', () => {
    for (const day of ['2024-02-29', '2026-12-31', '2027-01-01']) {
      expect(partidaDay(partidaInstant(day))).toBe(day);
    }
  });
});

describe('partidaLabel', () => {
  it.each([
    [{ data: null, codigo: 'NEL-2025-17' }, 'NEL-2025-17'],
    [{ data: '2026-11-20T05:00:00.000Z', codigo: null }, '20/11/2026'],
    [{ data: '2026-11-20T05:00:00.000Z', codigo: '  ' }, '20/11/2026'],
    [{ data: '2026-11-20T05:00:00.000Z', codigo: 'L7' }, '20/11/2026 (L7)'],
    [{ data: null, codigo: null }, ''],
  ])('%j → %s', (partida, label) => {
    expect(partidaLabel(partida)).toBe(label);
  });
});
