import { describe, expect, it } from 'vitest';
import { seedLookup } from '../../lists/lookup.ts';
import { TIPO_RESYNC } from '../../lists/value-ids.ts';
import {
  type ResyncFormValues,
  resyncAlreadyExists,
  resyncD0DayOptions,
  validateResyncForm,
} from './resync-form.ts';

const REQUIRED = 'Este campo é obrigatório';
const VALID: ResyncFormValues = {
  tipoResync: TIPO_RESYNC.PRECOCE,
  protocoloId: 'p',
  diaD0: 'd',
  progesteronaPosIATF: 'pp',
  usuarioId: 'u',
  periodoManejo: 'pm',
};

describe('validateResyncForm (spec §5 Resync)', () => {
  it.each([
    ['complete', VALID, {}],
    ['diaD0 required for Precoce', { ...VALID, diaD0: null }, { diaD0: REQUIRED }],
    [
      'diaD0 required for Super Precoce',
      { ...VALID, tipoResync: TIPO_RESYNC.SUPER_PRECOCE, diaD0: null },
      { diaD0: REQUIRED },
    ],
    [
      'diaD0 not required for Tradicional',
      { ...VALID, tipoResync: TIPO_RESYNC.TRADICIONAL, diaD0: null },
      {},
    ],
    [
      'every other field',
      {
        tipoResync: null,
        protocoloId: null,
        diaD0: 'd',
        progesteronaPosIATF: null,
        usuarioId: '',
        periodoManejo: null,
      },
      {
        tipoResync: REQUIRED,
        protocoloId: REQUIRED,
        progesteronaPosIATF: REQUIRED,
        usuarioId: REQUIRED,
        periodoManejo: REQUIRED,
      },
    ],
  ])('%s', (_name, values, expected) => {
    expect(validateResyncForm(values, seedLookup)).toEqual(expected);
  });
});

describe('resyncD0DayOptions', () => {
  const days = ['D0', 'D10', 'D11', 'D22', 'D25', 'D26', 'D29', 'D30', 'D35', 'Dx'];
  it.each([
    ['Tradicional', ['D26', 'D29', 'D30', 'D35']],
    ['Precoce', ['D11', 'D22', 'D25', 'D26', 'D29']],
    ['Super Precoce', ['D11', 'D22', 'D25', 'D26', 'D29']],
    [null, []],
  ])('%j → %j', (tipo, expected) => {
    expect(resyncD0DayOptions(days, tipo)).toEqual(expected);
  });
});

describe('resyncAlreadyExists', () => {
  it('names the existing resync', () => {
    expect(resyncAlreadyExists(true)).toBe(
      'Já existe uma ressinc cadastrada para este lote, retorne à tela de listagem de lotes e verifique os próximos manejos.',
    );
    expect(resyncAlreadyExists(false)).toBeNull();
  });
});
