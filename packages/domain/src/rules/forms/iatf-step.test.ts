import { describe, expect, it } from 'vitest';
import {
  applyIatfObservation,
  clearsInsemination,
  type IatfStepValues,
  validateDnStep,
  validateIatfStep,
} from './iatf-step.ts';

const REQUIRED = 'Este campo é obrigatório';
const VALID: IatfStepValues = { codVaca: 'A1', partidaId: 'p', usuarioId: 'u', observacao: null };

describe('validateIatfStep (spec §5 IATF step)', () => {
  it.each([
    ['a complete row', VALID, {}],
    [
      'semen and inseminator required',
      { ...VALID, partidaId: null, usuarioId: null },
      { partidaId: REQUIRED, usuarioId: REQUIRED },
    ],
    ["'[N/A]' is no excuse", { ...VALID, partidaId: null, observacao: '[N/A]' }, { partidaId: REQUIRED }],
    ['codVaca not empty', { ...VALID, codVaca: '' }, { codVaca: REQUIRED }],
  ])('%s', (_name, values, expected) => {
    expect(validateIatfStep(values)).toEqual(expected);
  });

  it.each([
    'Animal não compareceu ao manejo',
    'Matriz com dispositivo',
    'Matriz não inseminada',
    'Animal morreu',
    'Matriz Descarte',
  ])("'%s' waives semen and inseminator", (observacao) => {
    expect(validateIatfStep({ ...VALID, partidaId: null, usuarioId: null, observacao })).toEqual({});
  });
});

describe('applyIatfObservation', () => {
  it.each([
    ['Matriz não inseminada', true],
    ['Animal não compareceu ao manejo', true],
    ['Matriz Descarte', true],
    ['Animal morreu', true],
    // The device case keeps them (the exception of §5).
    ['Matriz com dispositivo', false],
    [null, false],
  ])('%j clears semen and inseminator: %s', (observacao, clears) => {
    expect(clearsInsemination(observacao)).toBe(clears);
    const result = applyIatfObservation(VALID, observacao);
    expect(result.observacao).toBe(observacao);
    expect(result.partidaId).toBe(clears ? null : 'p');
    expect(result.usuarioId).toBe(clears ? null : 'u');
  });
});

describe('validateDnStep (codVaca not empty)', () => {
  it.each([
    [{ codVaca: 'A1' }, {}],
    [{ codVaca: ' ' }, { codVaca: REQUIRED }],
  ])('%j → %j', (values, expected) => {
    expect(validateDnStep(values)).toEqual(expected);
  });
});
