import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import {
  applyIatfObservation,
  dnSaveD0Patch,
  GNRH_NAO,
  iatfEntryDefaults,
  iatfSaveD0Patch,
  isDeadCow,
  isDiscardedCow,
  isDnSaved,
  isInLaterLists,
  isShownInDn,
  type StepCow,
} from './cow-steps.ts';

const NO_SEMEN = { partidaId: null, touroId: null, usuarioId: null };

describe('dead and discarded cows', () => {
  it.each<[string, StepCow, string | null, boolean, boolean]>([
    ['nothing noted', { observacaoD0: '[N/A]', observacaoDN: null }, null, false, false],
    ['died at D0', { observacaoD0: 'Animal morreu' }, null, true, false],
    ['died at a DN', { observacaoDN: 'Animal morreu' }, null, true, false],
    ['died before the DG', { observacaoDG: 'Animal morreu' }, null, true, false],
    ['recorded dead on the IATF', {}, 'Animal morreu', true, false],
    ['discarded at D0', { observacaoD0: 'Matriz Descarte' }, null, false, true],
    ['discarded at the IATF', {}, 'Matriz Descarte', false, true],
    [
      'absent is neither',
      { observacaoDN: 'Animal não compareceu ao manejo' },
      'Matriz não inseminada',
      false,
      false,
    ],
  ])('%s', (_, cow, iatfObservation, dead, discarded) => {
    expect(isDeadCow(cow, iatfObservation)).toBe(dead);
    expect(isDiscardedCow(cow, iatfObservation)).toBe(discarded);
    // Spec §4 IATF: 'dead or discard cows are excluded from later lists'.
    expect(isInLaterLists(cow, iatfObservation)).toBe(!dead && !discarded);
  });
});

describe("DN — spec §4: 'dead cows are hidden; cows with a DN observation count as saved'", () => {
  it.each<[StepCow, boolean]>([
    [{ observacaoDN: 'Animal morreu' }, false],
    [{ observacaoD0: 'Animal morreu' }, false],
    [{ observacaoDN: 'Animal não compareceu ao manejo' }, true],
    [{}, true],
  ])('%j shown → %s', (cow, shown) => {
    expect(isShownInDn(cow)).toBe(shown);
  });

  it.each<[{ observacao: string | null } | null | undefined, boolean]>([
    [{ observacao: '[N/A]' }, true],
    [{ observacao: 'Animal não compareceu ao manejo' }, true],
    [{ observacao: '  ' }, false],
    [{ observacao: null }, false],
    [undefined, false],
    [null, false],
  ])('DN record %j saved → %s', (dn, saved) => {
    expect(isDnSaved(dn)).toBe(saved);
  });

  it.each<[string | null, { observacaoDN: string; observacaoDG?: string }]>([
    // 'Animal morreu' marks DG observation '[N/A]'
    ['Animal morreu', { observacaoDN: 'Animal morreu', observacaoDG: '[N/A]' }],
    ['Animal não compareceu ao manejo', { observacaoDN: 'Animal não compareceu ao manejo' }],
    ['[N/A]', { observacaoDN: '[N/A]' }],
    [null, { observacaoDN: '[N/A]' }],
  ])('DN save with %j patches the cow with %j', (observation, patch) => {
    expect(dnSaveD0Patch(observation)).toEqual(patch);
  });
});

describe('IATF step', () => {
  it('GnRH default is the seeded Não (spec §9)', () => {
    expect(GNRH_NAO).toBe(domainValueId('gnrh', 'Não'));
  });

  it.each<[string, StepCow, object]>([
    // spec §9 defaults: observation '[N/A]', GnRH 'Não'
    ['a living cow', { observacaoD0: '[N/A]' }, { observacao: '[N/A]', gnhr: GNRH_NAO }],
    // spec §4: 'a dead cow defaults to 'Matriz não inseminada''
    [
      'a dead cow',
      { observacaoDN: 'Animal morreu' },
      { observacao: 'Matriz não inseminada', gnhr: GNRH_NAO, ...NO_SEMEN },
    ],
  ])('defaults for %s', (_, cow, expected) => {
    expect(iatfEntryDefaults(cow)).toEqual(expected);
  });

  // Spec §5: 'semen lot and inseminator required unless observation is Animal não compareceu ao manejo, Matriz
  // com dispositivo, Matriz não inseminada, the unspecified marker or Matriz Descarte; these (except device)
  // clear semen and inseminator.'
  it.each<[string | null, boolean]>([
    [null, false],
    ['[N/A]', false],
    ['Vaca agitada', false],
    ['Animal não compareceu ao manejo', true],
    ['Animal não compareceu', true],
    ['Matriz não inseminada', true],
    ['Matriz Descarte', true],
    ['Animal morreu', true],
    ['Matriz com dispositivo', false],
  ])('observation %j clears semen and inseminator → %s', (observation, clears) => {
    const patch = applyIatfObservation(observation);
    expect(patch.observacao).toBe(observation?.trim() ? observation : '[N/A]');
    expect('partidaId' in patch && 'touroId' in patch && 'usuarioId' in patch).toBe(clears);
    if (clears) expect(patch).toMatchObject(NO_SEMEN);
  });

  it.each<[string | null, object]>([
    // spec §4: 'discarded cow gets observacaoDG '[N/A]''
    ['Matriz Descarte', { observacaoDG: '[N/A]' }],
    ['Animal morreu', { observacaoDG: '[N/A]' }],
    ['Matriz não inseminada', {}],
    ['[N/A]', {}],
    [null, {}],
  ])('IATF save with %j patches the cow with %j', (observation, patch) => {
    expect(iatfSaveD0Patch(observation)).toEqual(patch);
  });
});
