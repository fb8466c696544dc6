import { describe, expect, it } from 'vitest';
import { inLocale } from '../../i18n/current-locale.ts';
import { displayText } from '../display.ts';
import {
  applyCowEdit,
  type CowFormContext,
  type CowFormValues,
  canSaveCow,
  isDuplicateCow,
  matchesCowSearch,
  normalizeCowValues,
  validateCowForm,
} from './cow-form.ts';

const REQUIRED = 'Este campo é obrigatório';
const ONE_OF = 'Um desses campos precisa ser preenchido';

const VALID: CowFormValues = {
  codVaca: 'A12',
  codLeitorBastao: null,
  responsavelId: 'u1',
  dispositivoIntravaginal: 'd',
  numero_Uso_Disp: 'n',
  racaMatriz: 'r',
  ordemMatriz: 'o',
  idade_Nov_Pri: null,
  dataPartoIndividual: null,
  peso_EM: '350',
  observacaoD0: null,
};

const D0: CowFormContext = { mode: 'create', management: 'D0', otherCowCodes: ['B7'] };
const D0IATF: CowFormContext = { ...D0, management: 'D0IATF' };

describe('validateCowForm (spec §5 Cow)', () => {
  it.each([
    ['a complete cow', VALID, D0, {}],
    ['ID2 alone suffices', { ...VALID, codVaca: null, codLeitorBastao: '982000123' }, D0, {}],
    ['one of the IDs', { ...VALID, codVaca: ' ' }, D0, { codVaca: ONE_OF, codLeitorBastao: ONE_OF }],
    [
      'required fields',
      {
        ...VALID,
        responsavelId: null,
        dispositivoIntravaginal: null,
        numero_Uso_Disp: '',
        racaMatriz: null,
        ordemMatriz: null,
      },
      D0,
      {
        responsavelId: REQUIRED,
        dispositivoIntravaginal: REQUIRED,
        numero_Uso_Disp: REQUIRED,
        racaMatriz: REQUIRED,
        ordemMatriz: REQUIRED,
      },
    ],
    ['idade_Nov_Pri on edit', VALID, { ...D0, mode: 'edit' as const }, { idade_Nov_Pri: REQUIRED }],
    ['D0/IATF adds inseminator and semen', VALID, D0IATF, { inseminadorId: REQUIRED, partidaId: REQUIRED }],
    ['D0/IATF filled', { ...VALID, inseminadorId: 'i', partidaId: 'p' }, D0IATF, {}],
    ["not for 'Animal morreu'", { ...VALID, observacaoIatf: 'Animal morreu' }, D0IATF, {}],
    ["not for 'Matriz Descarte'", { ...VALID, observacaoIatf: 'Matriz Descarte' }, D0IATF, {}],
    [
      "not for 'Animal não compareceu ao manejo'",
      { ...VALID, observacaoIatf: 'Animal não compareceu ao manejo' },
      D0IATF,
      {},
    ],
    [
      'calving date invalid',
      { ...VALID, dataPartoIndividual: '2023-02-29' },
      D0,
      { dataPartoIndividual: 'Data inválida' },
    ],
    [
      // The D0 weight '4a5b0' must not be saved as 4 kg.
      'letters in the weight',
      { ...VALID, peso_EM: '4a5b0' },
      D0,
      { peso_EM: 'Informe somente números inteiros, sem letras (ex.: 450)' },
    ],
    [
      'decimals in the whole-kilogram weight',
      { ...VALID, peso_EM: '350,7' },
      D0,
      { peso_EM: 'Informe um número inteiro, sem casas decimais (ex.: 450)' },
    ],
    ['the weight written with a decimal zero', { ...VALID, peso_EM: '350,0' }, D0, {}],
    ['no weight', { ...VALID, peso_EM: null }, D0, {}],
    [
      'duplicate in the same batch',
      { ...VALID, codVaca: 'b7' },
      D0,
      { codVaca: 'Já existe uma matriz com esse nome cadastrada nesse lote.' },
    ],
    [
      'duplicate by the reader ID',
      { ...VALID, codVaca: null, codLeitorBastao: 'B7' },
      D0,
      { codVaca: 'Já existe uma matriz com esse nome cadastrada nesse lote.' },
    ],
  ])('%s', (_name, values, context, expected) => {
    expect(validateCowForm(values, context)).toEqual(expected);
  });
});

describe('normalizeCowValues', () => {
  it('ID1 takes the reader value and the weight becomes an integer', () => {
    expect(
      normalizeCowValues({ ...VALID, codVaca: '', codLeitorBastao: '982000123', peso_EM: ' 350 ' }),
    ).toEqual({
      ...VALID,
      codVaca: '982000123',
      codLeitorBastao: '982000123',
      peso_EM: 350,
    });
  });

  it('clears semen and inseminator of a cow not inseminated', () => {
    const values = { ...VALID, inseminadorId: 'i', partidaId: 'p', observacaoIatf: 'Matriz Descarte' };
    expect(normalizeCowValues(values)).toMatchObject({ inseminadorId: null, partidaId: null, peso_EM: 350 });
  });

  it('keeps them otherwise', () => {
    const values = { ...VALID, inseminadorId: 'i', partidaId: 'p', observacaoIatf: null };
    expect(normalizeCowValues(values)).toMatchObject({ inseminadorId: 'i', partidaId: 'p' });
  });

  it('leaves no ID as null', () => {
    expect(normalizeCowValues({ ...VALID, codVaca: null }).codVaca).toBeNull();
  });
});

describe('the saved weight (the number rule, rules/number-field)', () => {
  it.each([
    ['350', 350],
    ['350,0', 350],
    [381, 381],
    ['', null],
    [null, null],
  ])('%j → %j', (peso, expected) => {
    expect(normalizeCowValues({ ...VALID, peso_EM: peso }).peso_EM).toBe(expected);
  });

  it.each(['4a5b0', ' 420 kg', '350,7', 'abc'])('%j is never saved as something else', (peso) => {
    expect(() => normalizeCowValues({ ...VALID, peso_EM: peso })).toThrow();
  });
});

describe('isDuplicateCow', () => {
  it.each([
    ['A1', ['a1'], true],
    ['A1', ['A10'], false],
    ['', [''], false],
    [null, ['x'], false],
  ])('%j in %j → %s', (code, others, duplicate) => {
    expect(isDuplicateCow(code, others)).toBe(duplicate);
  });
});

describe('applyCowEdit', () => {
  const record = { iatf: 2, omit_from_dg_final: true, observacaoD0: null };

  it.each([
    [record, true, { iatf: 0, omit_from_dg_final: false, observacaoD0: 'Matriz editada após o D0' }],
    [
      { ...record, observacaoD0: '[N/A]' },
      true,
      { iatf: 0, omit_from_dg_final: false, observacaoD0: 'Matriz editada após o D0' },
    ],
    [record, false, { iatf: 0, omit_from_dg_final: false, observacaoD0: null }],
    [
      { ...record, observacaoD0: 'Matriz Descarte' },
      true,
      { iatf: 0, omit_from_dg_final: false, observacaoD0: 'Matriz Descarte' },
    ],
  ])('%j, batch has day %s', (input, hasDay, expected) => {
    expect(applyCowEdit(input, hasDay)).toEqual(expected);
  });

  it('stores the same note whatever the editor’s language, and shows it in the reader’s', () => {
    const edited = inLocale('es', () => applyCowEdit(record, true));
    expect(edited.observacaoD0).toBe('Matriz editada após o D0');
    expect(inLocale('es', () => displayText(edited.observacaoD0))).toBe('Vientre editado después del D0');
    expect(displayText(edited.observacaoD0)).toBe('Matriz editada após o D0');
  });
});

describe('matchesCowSearch (codVaca or codLeitorBastao, case-insensitive substring)', () => {
  const cow = { codVaca: 'AB-123', codLeitorBastao: '982000555' };
  it.each([
    ['ab-1', true],
    ['B-12', true],
    ['0005', true],
    ['', true],
    ['xyz', false],
  ])('%j → %s', (term, match) => {
    expect(matchesCowSearch(cow, term)).toBe(match);
  });

  it('handles cows without IDs', () => {
    expect(matchesCowSearch({ codVaca: null, codLeitorBastao: null }, 'a')).toBe(false);
  });
});

describe('canSaveCow', () => {
  it.each([
    [{ loading: false, idError: false, isClient: false }, true],
    [{ loading: true, idError: false, isClient: false }, false],
    [{ loading: false, idError: true, isClient: false }, false],
    [{ loading: false, idError: false, isClient: true }, false],
  ])('%j → %s', (state, enabled) => {
    expect(canSaveCow(state)).toBe(enabled);
  });
});
