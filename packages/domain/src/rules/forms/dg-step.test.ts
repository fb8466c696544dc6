import { describe, expect, it } from 'vitest';
import { seedLookup } from '../../lists/lookup.ts';
import { DG, TIPO_PRENHE } from '../../lists/value-ids.ts';
import { isNeutralObservation, validateD0ResyncStep, validateDgStep } from './dg-step.ts';

const REQUIRED = 'Este campo é obrigatório';

describe('validateDgStep (spec §5 DG)', () => {
  it.each([
    ['empty cow', { condicaoDG: DG.VAZIA, tipoPrenhe: null, observacaoDG: null }, {}],
    ['pregnant with type', { condicaoDG: DG.PRENHE, tipoPrenhe: TIPO_PRENHE.NORMAL, observacaoDG: null }, {}],
    [
      'pregnant needs type',
      { condicaoDG: DG.PRENHE, tipoPrenhe: null, observacaoDG: null },
      { tipoPrenhe: REQUIRED },
    ],
    [
      'bull pregnancy needs type',
      { condicaoDG: DG.PRENHE_TOURO, tipoPrenhe: null, observacaoDG: '[N/A]' },
      { tipoPrenhe: REQUIRED },
    ],
    [
      'discard pregnant needs type',
      { condicaoDG: DG.DESCARTE_PRENHE, tipoPrenhe: null, observacaoDG: null },
      { tipoPrenhe: REQUIRED },
    ],
    [
      'diagnosis required',
      { condicaoDG: null, tipoPrenhe: null, observacaoDG: null },
      { condicaoDG: REQUIRED },
    ],
    [
      "'[N/A]' is no excuse",
      { condicaoDG: null, tipoPrenhe: null, observacaoDG: '[N/A]' },
      { condicaoDG: REQUIRED },
    ],
    [
      'absent cow',
      { condicaoDG: null, tipoPrenhe: null, observacaoDG: 'Animal não compareceu ao manejo' },
      {},
    ],
    ['dead cow', { condicaoDG: null, tipoPrenhe: null, observacaoDG: 'Animal morreu' }, {}],
    ['discarded cow', { condicaoDG: null, tipoPrenhe: null, observacaoDG: 'Matriz Descarte' }, {}],
  ])('%s', (_name, values, expected) => {
    expect(validateDgStep(values, seedLookup)).toEqual(expected);
  });

  it.each([
    [null, false],
    ['', false],
    [' [N/A] ', false],
    ['Matriz Descarte', true],
  ])('isNeutralObservation(%j) = %s', (observacao, neutral) => {
    expect(isNeutralObservation(observacao)).toBe(neutral);
  });
});

describe('validateD0ResyncStep (device and use required)', () => {
  it.each([
    [{ dispositivoIntravaginal: 'd', numero_Uso_Disp: 'n' }, {}],
    [
      { dispositivoIntravaginal: null, numero_Uso_Disp: '' },
      { dispositivoIntravaginal: REQUIRED, numero_Uso_Disp: REQUIRED },
    ],
  ])('%j → %j', (values, expected) => {
    expect(validateD0ResyncStep(values)).toEqual(expected);
  });
});
