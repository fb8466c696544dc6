import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { DOMAIN_VALUE_SEED } from '../lists/domain-values.ts';
import { createDomainLookup } from '../lists/lookup.ts';
import {
  dgFinalFinalizeBlock,
  dgFinalizeBlock,
  finalizeBlock,
  finalizeD0,
  finalizeD0Iatf,
  finalizeD0Resync,
  finalizeDg,
  finalizeDgFinal,
  finalizeDgRessinc,
  finalizeDn,
  finalizeIatf,
  iatfNumber,
} from './finalize.ts';
import type { ProtocolDays } from './iatf-dates.ts';
import type { FlowBatch } from './next-management.ts';

const IATF = domainValueId('tipoManejo', 'IATF');
const REMOVAL = domainValueId('tipoManejo', 'Retirada do Dispositivo');
const IMPLANT = domainValueId('tipoManejo', 'Implante do Dispositivo');
const lookup = createDomainLookup([
  ...DOMAIN_VALUE_SEED,
  { id: IATF, valor: 'IATF' },
  { id: REMOVAL, valor: 'Retirada do Dispositivo' },
  { id: IMPLANT, valor: 'Implante do Dispositivo' },
]);
const day = (n: number) => domainValueId('dias', `D${n}`);
const dg = (valor: string) => domainValueId('condicaoDG', valor);
const P: ProtocolDays = {
  managementProtocols: [
    { day: day(10), management: IATF },
    { day: day(0), management: IMPLANT },
    { day: day(8), management: REMOVAL },
  ],
};
const EMPTY: ProtocolDays = { managementProtocols: [] };

function batch(overrides: Partial<FlowBatch & { pastDGFinal: boolean }> = {}) {
  return {
    dias: null,
    isResync: false,
    isPrecoce: false,
    isFinalize: false,
    pastDG: false,
    pastDGFinal: false,
    ...overrides,
  };
}

describe('finalize effects — spec §4 Finalize', () => {
  it("'D0 sets dias to the D0 day'", () => {
    expect(finalizeD0(P, lookup)).toEqual({ dias: day(0) });
  });

  it("'D0/IATF sets dias to the protocol's last day for every batch'", () => {
    expect(finalizeD0Iatf(P, lookup)).toEqual({ dias: day(10) });
  });

  it("'IATF sets the last day'", () => {
    expect(finalizeIatf(batch({ dias: day(8) }), P, lookup)).toEqual({ dias: day(10) });
  });

  it('IATF of a resync whose DG/D0 was finalized opens its own round: isFinalize is cleared', () => {
    expect(finalizeIatf(batch({ isResync: true, isFinalize: true, dias: day(8) }), P, lookup)).toEqual({
      dias: day(10),
      isFinalize: false,
    });
  });

  it("'DG sets isFinalize true, dias and processoAtual 'DG''", () => {
    expect(finalizeDg(P, lookup)).toEqual({ isFinalize: true, dias: day(10), processoAtual: 'DG' });
  });

  it("DN: 'finalize … sets the batch's day'", () => {
    expect(finalizeDn(batch({ dias: day(0) }), P, lookup)).toEqual({ dias: day(8) });
    expect(finalizeDn(batch({ dias: day(10) }), P, lookup)).toEqual({});
  });

  it('DG Final marks the batch past DG Final', () => {
    expect(finalizeDgFinal()).toEqual({ pastDGFinal: true, processoAtual: 'DG Final' });
  });

  it('a protocol without days changes nothing but the DG flags', () => {
    expect(finalizeD0(EMPTY, lookup)).toEqual({});
    expect(finalizeIatf(batch({}), EMPTY, lookup)).toEqual({});
    expect(finalizeDg(EMPTY, lookup)).toEqual({ isFinalize: true, processoAtual: 'DG' });
  });
});

describe("finalizeD0Resync — spec §4: 'D0 Resync sets dias to D0 for batches not past DG Final that are resync, precoce and with empty dias'", () => {
  it.each<[string, ReturnType<typeof batch>, object]>([
    ['precoce resync, empty dias', batch({ isResync: true, isPrecoce: true }), { dias: day(0) }],
    ['not a resync', batch({ isPrecoce: true }), {}],
    ['Tradicional resync', batch({ isResync: true }), {}],
    ['dias already set', batch({ isResync: true, isPrecoce: true, dias: day(0) }), {}],
    ['past DG Final', batch({ isResync: true, isPrecoce: true, pastDGFinal: true }), {}],
  ])('%s → %j', (_, b, expected) => {
    expect(finalizeD0Resync(b, P, lookup)).toEqual(expected);
  });
});

describe("finalizeDgRessinc — spec §4: 'DGRessinc sets isFinalize true, dias equal to the protocol's current day and processoAtual to the management'", () => {
  it.each<[string, ReturnType<typeof batch>, object]>([
    [
      'Tradicional resync on DG/D0',
      batch({ isResync: true }),
      { isFinalize: true, dias: day(0), processoAtual: 'DG/D0' },
    ],
    [
      'precoce resync on DG/D8',
      batch({ isResync: true, isPrecoce: true, dias: day(0) }),
      { isFinalize: true, dias: day(8), processoAtual: 'DG/D8' },
    ],
  ])('%s', (_, b, expected) => {
    expect(finalizeDgRessinc(b, P, lookup)).toEqual(expected);
  });

  it('without a protocol day it still finalizes and records the management', () => {
    expect(finalizeDgRessinc(batch({ isResync: true }), EMPTY, lookup)).toEqual({
      isFinalize: true,
      processoAtual: 'DG/D0',
    });
  });
});

describe('finalizeBlock — spec §8 and §4 Per-cow save', () => {
  it.each<[number, number, object | null]>([
    [0, 0, { kind: 'no-cows' }],
    [3, 1, { kind: 'unsaved-cows' }],
    [3, 0, null],
  ])('%i cows, %i unsaved → %j', (cowCount, unsavedCount, expected) => {
    expect(finalizeBlock({ cowCount, unsavedCount })).toEqual(expected);
  });
});

describe('iatfNumber', () => {
  it.each<[number | null | undefined, number]>([
    [undefined, 1],
    [null, 1],
    [0, 1],
    [1, 2],
    [2, 3],
  ])('iatfCount %s → IATF %i', (iatfCount, expected) => {
    expect(iatfNumber({ iatfCount })).toBe(expected);
  });
});

describe("dgFinalizeBlock — spec §4: 'blocked with a warning when 100% of cows are pregnant in the resync case; blocked with an error when unsaved cows exist'", () => {
  const allPregnant = [
    { condicaoDG: dg('Prenhe') },
    { condicaoDG: dg('Prenhe Touro') },
    { condicaoDG: dg('Descarte Prenhe') },
  ];
  const mixed = [{ condicaoDG: dg('Prenhe') }, { condicaoDG: dg('Vazia') }];

  it.each<[string, { condicaoDG: string }[], number, { iatfCount: number } | null, object | null]>([
    // 'Este lote se encontra no processo de ressinc na IATF {current} … referente à IATF {previous} com 100% de prenhez.'
    [
      '100 % pregnant with the first resync',
      allPregnant,
      0,
      { iatfCount: 1 },
      { kind: 'all-pregnant-in-resync', currentIatf: 2, previousIatf: 1 },
    ],
    [
      '100 % pregnant in a resync of a resync',
      allPregnant,
      0,
      { iatfCount: 2 },
      { kind: 'all-pregnant-in-resync', currentIatf: 3, previousIatf: 2 },
    ],
    [
      '100 % pregnant comes before unsaved cows',
      allPregnant,
      2,
      { iatfCount: 1 },
      { kind: 'all-pregnant-in-resync', currentIatf: 2, previousIatf: 1 },
    ],
    ['100 % pregnant without a resync is fine', allPregnant, 0, null, null],
    ['not every cow pregnant', mixed, 0, { iatfCount: 1 }, null],
    ['unsaved cows', mixed, 1, { iatfCount: 1 }, { kind: 'unsaved-cows' }],
    ['empty batch', [], 0, { iatfCount: 1 }, { kind: 'no-cows' }],
  ])('%s', (_, cows, unsavedCount, resyncBatch, expected) => {
    expect(dgFinalizeBlock({ cows, unsavedCount, resyncBatch }, lookup)).toEqual(expected);
  });
});

describe("dgFinalFinalizeBlock — spec §4: 'Finalize needs all cows saved and the management date'", () => {
  it.each<[number, number, string | null | undefined, object | null]>([
    [2, 0, '2024-08-20', null],
    [2, 0, '2024-02-29', null],
    // 'Você precisa preencher a data do manejo para finalizar.'
    [2, 0, null, { kind: 'missing-date' }],
    [2, 0, undefined, { kind: 'missing-date' }],
    [2, 0, '', { kind: 'missing-date' }],
    [2, 0, '2023-02-29', { kind: 'missing-date' }],
    [2, 0, '20/08/2024', { kind: 'missing-date' }],
    [2, 1, '2024-08-20', { kind: 'unsaved-cows' }],
    [0, 0, '2024-08-20', { kind: 'no-cows' }],
  ])('%i cows, %i unsaved, date %j → %j', (cowCount, unsavedCount, date, expected) => {
    expect(dgFinalFinalizeBlock({ cowCount, unsavedCount, date })).toEqual(expected);
  });
});
