import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { seedLookup as lookup } from '../lists/lookup.ts';
import {
  OBS_CREATED_AFTER_D0,
  OBS_DID_NOT_ATTEND,
  OBS_NOT_APPLICABLE,
  OBS_NOT_INSEMINATED,
} from '../lists/observations.ts';
import {
  blockingCow,
  blockPatch,
  cancelIncludeTargets,
  canIncludeCow,
  finishIncludePatch,
  type IncludedCowState,
  includedCowHandlings,
  includedIatfDefaults,
  isEarlierHandlingPending,
  isHandlingFilled,
  pendingHandlings,
} from './include-cow.ts';

const day = (n: number) => domainValueId('dias', `D${n}`);
const manejo = (valor: string) => domainValueId('tipoManejo', valor);
const dg = (valor: string) => domainValueId('condicaoDG', valor);
const NORMAL = domainValueId('tipoPrenhe', 'Normal');
const COW = '0190b3c4-0000-7000-8000-00000000000a';
const OTHER = '0190b3c4-0000-7000-8000-00000000000b';

// D0, D8, D10 IATF.
const PROTOCOL = {
  managementProtocols: [
    { day: day(0), management: manejo('Implante do Dispositivo') },
    { day: day(8), management: manejo('Retirada do Dispositivo') },
    { day: day(10), management: manejo('IATF') },
  ],
};

describe('canIncludeCow: a batch past D0 and not blocked', () => {
  it.each([
    ['before D0', { dias: null }, false],
    ['after D0', { dias: day(0) }, true],
    ['after IATF', { dias: day(10) }, true],
    ['blocked by a cow', { dias: day(8), matrizBloqueada: COW }, false],
  ])('%s', (_, batch, expected) => {
    expect(canIncludeCow(batch)).toBe(expected);
  });
});

describe('includedCowHandlings: the handlings the batch has done', () => {
  it.each([
    ['at D0: IATF and DG still ahead', { dias: day(0) }, []],
    ['at D8 (DN): IATF still ahead', { dias: day(8) }, []],
    ['at the IATF day', { dias: day(10) }, ['IATF']],
    ['DG finalized', { dias: day(10), isFinalize: true }, ['IATF', 'DG']],
    ['past DG', { dias: null, pastDG: true }, ['IATF', 'DG']],
  ])('%s', (_, batch, expected) => {
    expect(includedCowHandlings(batch, PROTOCOL, lookup)).toEqual(expected);
  });
});

const cow = { codVaca: '7001', codLeitorBastao: null };
const state = (extra: Partial<IncludedCowState>): IncludedCowState => ({ cow, iatf: null, ...extra });

describe('isHandlingFilled', () => {
  it.each<[string, IncludedCowState, boolean]>([
    ['IATF without a record', state({}), false],
    ['IATF still the automatic entry', state({ iatf: { observacao: OBS_CREATED_AFTER_D0 } }), false],
    [
      'IATF with semen and inseminator',
      state({ iatf: { observacao: OBS_NOT_APPLICABLE, partidaId: 'p', usuarioId: 'u' } }),
      true,
    ],
    [
      'IATF missing the inseminator',
      state({ iatf: { observacao: OBS_NOT_APPLICABLE, partidaId: 'p', usuarioId: null } }),
      false,
    ],
    ['IATF not inseminated', state({ iatf: { observacao: OBS_NOT_INSEMINATED } }), true],
  ])('%s', (_, s, expected) => {
    expect(isHandlingFilled('IATF', s, lookup)).toBe(expected);
  });

  it.each<[string, IncludedCowState['cow'], boolean]>([
    ['DG empty', cow, false],
    ['DG Vazia', { ...cow, condicaoDG: dg('Vazia') }, true],
    ['DG Prenhe without type', { ...cow, condicaoDG: dg('Prenhe') }, false],
    ['DG Prenhe Normal', { ...cow, condicaoDG: dg('Prenhe'), tipoPrenhe: NORMAL }, true],
    ['DG did not attend', { ...cow, observacaoDG: OBS_DID_NOT_ATTEND }, true],
  ])('%s', (_, c, expected) => {
    expect(isHandlingFilled('DG', state({ cow: c }), lookup)).toBe(expected);
  });
});

describe("isEarlierHandlingPending — spec §8 'Manejo anterior pendente.'", () => {
  const inseminated = { observacao: OBS_NOT_APPLICABLE, partidaId: 'p', usuarioId: 'u' };
  it.each<[string, 'IATF' | 'DG', ('IATF' | 'DG')[], IncludedCowState, boolean]>([
    ['her DG while her IATF is empty', 'DG', ['IATF', 'DG'], state({}), true],
    [
      'her DG while her IATF is the automatic entry',
      'DG',
      ['IATF', 'DG'],
      state({ iatf: { observacao: OBS_CREATED_AFTER_D0 } }),
      true,
    ],
    ['her DG once her IATF is filled', 'DG', ['IATF', 'DG'], state({ iatf: inseminated }), false],
    [
      'her DG once she is recorded not inseminated',
      'DG',
      ['IATF', 'DG'],
      state({ iatf: { observacao: OBS_NOT_INSEMINATED } }),
      false,
    ],
    ['her IATF, the first handling', 'IATF', ['IATF', 'DG'], state({}), false],
    ['her DG when the batch asks only for the DG', 'DG', ['DG'], state({}), false],
  ])('%s → %s', (_, handling, handlings, s, expected) => {
    expect(isEarlierHandlingPending(handling, handlings, s, lookup)).toBe(expected);
  });
});

describe('blocking and finishing', () => {
  it('blocks the batch with the included cow', () => {
    expect(blockPatch(COW)).toEqual({ matrizBloqueada: COW });
  });

  it.each([
    ['all filled, blocked by her', { matrizBloqueada: COW }, [], { matrizBloqueada: null }],
    ['a handling pending', { matrizBloqueada: COW }, ['DG'] as const, null],
    ['blocked by another cow', { matrizBloqueada: OTHER }, [], null],
  ])('%s', (_, batch, pending, expected) => {
    expect(finishIncludePatch(batch, COW, pending)).toEqual(expected);
  });

  it('lists what is pending', () => {
    const s = state({ iatf: { observacao: OBS_NOT_INSEMINATED } });
    expect(pendingHandlings(['IATF', 'DG'], s, lookup)).toEqual(['DG']);
  });

  it.each([
    ['not blocked', { matrizBloqueada: null }, undefined],
    ['blocked by a live cow', { matrizBloqueada: COW }, COW],
    ['blocked by a deleted cow', { matrizBloqueada: OTHER }, undefined],
  ])('blockingCow: %s', (_, batch, expected) => {
    const cows = [
      { id: COW, isDeleted: false },
      { id: OTHER, isDeleted: true },
    ];
    expect(blockingCow(batch, cows)?.id).toBe(expected);
  });
});

describe('cancelIncludeTargets: the cow and her child records', () => {
  it('takes her IATF and DN records and her resync copies with theirs, never another cow', () => {
    const child = 'child';
    const grandChild = 'grand';
    const targets = cancelIncludeTargets(COW, {
      d0s: [
        { id: COW },
        { id: child, dzeroPai: COW },
        { id: grandChild, dzeroPai: child },
        { id: OTHER, dzeroPai: null },
        { id: 'gone', dzeroPai: COW, isDeleted: true },
      ],
      iatfs: [
        { id: 'i1', vacaId: COW },
        { id: 'i2', vacaId: grandChild },
        { id: 'i3', vacaId: OTHER },
      ],
      dns: [
        { id: 'n1', vacaId: child },
        { id: 'n2', vacaId: COW, isDeleted: true },
      ],
    });
    expect(targets).toEqual({ d0s: [COW, child, grandChild], iatfs: ['i1', 'i2'], dns: ['n1'] });
  });
});

describe('includedIatfDefaults', () => {
  const rowCow = { id: COW, codVaca: '7001' };
  it.each([
    ['the automatic entry starts at [N/A]', { observacao: OBS_CREATED_AFTER_D0 }, OBS_NOT_APPLICABLE],
    ['a chosen observation stays', { observacao: OBS_NOT_INSEMINATED }, OBS_NOT_INSEMINATED],
    ['no entry: the IATF defaults', null, OBS_NOT_APPLICABLE],
  ])('%s', (_, record, expected) => {
    expect(includedIatfDefaults(rowCow, record).observacao).toBe(expected);
  });
});
