import { describe, expect, it } from 'vitest';
import { inLocale } from '../../i18n/current-locale.ts';
import { CENTRAL_OUTRA_ID } from '../../lists/value-ids.ts';
import {
  BULL_CODE_HELPER,
  type BullFormValues,
  bullFieldsFromForm,
  bullFormFromRecord,
  canDeleteBull,
  validateBullForm,
} from './bull-form.ts';

const VALID: BullFormValues = {
  nome: 'Touro Forte',
  cod_Touro: '014AN123',
  raca: 'r',
  central: 'c',
  centralValue: null,
  observacao: null,
  partida: null,
};

describe('validateBullForm (spec §5 Bull)', () => {
  it.each([
    ['a complete bull', VALID, {}],
    ['central typed as text', { ...VALID, central: null, centralValue: 'Central X' }, {}],
    [
      'nome, raca, central required',
      { ...VALID, nome: '', raca: null, central: null },
      {
        nome: 'Este campo é obrigatório',
        raca: 'Este campo é obrigatório',
        central: 'Este campo é obrigatório',
      },
    ],
    ['Outra chosen and named', { ...VALID, central: CENTRAL_OUTRA_ID, centralValue: 'Central X' }, {}],
    [
      'Outra chosen, name missing',
      { ...VALID, central: CENTRAL_OUTRA_ID, centralValue: ' ' },
      { centralValue: 'Este campo é obrigatório' },
    ],
    ['departure date valid', { ...VALID, partida: '2024-05-01' }, {}],
    ['departure date invalid', { ...VALID, partida: '2024-05-32' }, { partida: 'Data inválida' }],
  ])('%s', (_name, values, expected) => {
    expect(validateBullForm(values)).toEqual(expected);
  });

  it('hints NAAB code or registration', () => {
    expect(BULL_CODE_HELPER()).toBe('Preencher com código NAAB ou registro do touro.');
    expect(inLocale('es', BULL_CODE_HELPER)).toBe('Complete con el código NAAB o el registro del toro.');
  });

  it.each([
    [0, true],
    [3, false],
  ])('canDeleteBull with %i IATFs → %s', (count, allowed) => {
    expect(canDeleteBull(count)).toBe(allowed);
  });
});

describe('central from the list or typed (spec §3: domain value or free text with centralValue)', () => {
  it.each([
    ['a listed central', { ...VALID, centralValue: 'left over' }, { central: 'c', centralValue: null }],
    [
      "'Outra' with a typed name",
      { ...VALID, central: CENTRAL_OUTRA_ID, centralValue: ' Central X ' },
      { central: null, centralValue: 'Central X' },
    ],
  ])('%s → stored as %j', (_name, values, stored) => {
    expect(bullFieldsFromForm(values)).toMatchObject(stored);
  });

  it('trims texts and stores blanks as null', () => {
    expect(bullFieldsFromForm({ ...VALID, nome: ' Touro ', cod_Touro: ' ', observacao: '' })).toMatchObject({
      nome: 'Touro',
      cod_Touro: null,
      observacao: null,
    });
  });

  it.each([
    ['a listed central', { ...VALID }, 'c'],
    [
      'a typed central shows as Outra',
      { ...VALID, central: null, centralValue: 'Central X' },
      CENTRAL_OUTRA_ID,
    ],
  ])('%s', (_name, record, central) => {
    expect(bullFormFromRecord(record).central).toBe(central);
  });

  it('a new bull starts empty', () => {
    expect(bullFormFromRecord(null)).toMatchObject({ nome: '', raca: null, central: null });
  });
});
