import { describe, expect, it } from 'vitest';
import {
  canReplicate,
  farmSelectionError,
  type ReplicateFormValues,
  validateReplicateForm,
} from './replicate.ts';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `f${i}`);
const VALID: ReplicateFormValues = {
  fazendaIds: ids(3),
  inicioEstacaoMonta: '2025-10-01',
  fimEstacaoMonta: '2026-03-31',
};

describe('replicate farms (spec §5: 1 to 10 farms, valid dates)', () => {
  it.each([
    [0, 'Selecione pelo menos uma fazenda'],
    [1, null],
    [10, null],
    [11, 'Máximo de 10 fazendas por vez, 1 fazendas restantes'],
    [14, 'Máximo de 10 fazendas por vez, 4 fazendas restantes'],
  ])('farmSelectionError(%i) = %j', (count, expected) => {
    expect(farmSelectionError(count)).toBe(expected);
  });

  it.each([
    ['valid', VALID, {}],
    ['none selected', { ...VALID, fazendaIds: [] }, { fazendaIds: 'Selecione pelo menos uma fazenda' }],
    ['duplicates count once', { ...VALID, fazendaIds: [...ids(10), 'f0'] }, {}],
    [
      'dates required',
      { ...VALID, inicioEstacaoMonta: null, fimEstacaoMonta: '' },
      { inicioEstacaoMonta: 'Este campo é obrigatório', fimEstacaoMonta: 'Este campo é obrigatório' },
    ],
    ['invalid date', { ...VALID, inicioEstacaoMonta: '2025-02-29' }, { inicioEstacaoMonta: 'Data inválida' }],
    [
      'end before start',
      { ...VALID, fimEstacaoMonta: '2025-09-30' },
      { fimEstacaoMonta: 'A data final não pode ser anterior à data inicial' },
    ],
  ])('%s', (_name, values, expected) => {
    expect(validateReplicateForm(values)).toEqual(expected);
  });

  it('is disabled for the view-only role', () => {
    expect(canReplicate(true)).toBe(false);
    expect(canReplicate(false)).toBe(true);
  });
});
