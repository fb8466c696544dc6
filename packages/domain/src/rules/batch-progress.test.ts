import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { DOMAIN_VALUE_SEED } from '../lists/domain-values.ts';
import { createDomainLookup } from '../lists/lookup.ts';
import {
  ACTIONS_WHILE_BLOCKED,
  isActionAllowed,
  isBatchBlocked,
  isD0Finalized,
  isPastDG,
  isPastDGFinal,
  isReservedByAnother,
  isResyncDisabled,
  type ProgressBatch,
  type ProgressCow,
  processoAtual,
  progressFlags,
  releasePatch,
  reservePatch,
  showResyncButton,
  unblockOnCowDelete,
} from './batch-progress.ts';
import type { ProtocolDays } from './iatf-dates.ts';

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
const fin = (valor: string) => domainValueId('condicaoDGFinal', valor);
const P: ProtocolDays = {
  managementProtocols: [
    { day: day(0), management: IMPLANT },
    { day: day(8), management: REMOVAL },
    { day: day(10), management: IATF },
  ],
};

describe("isPastDG — spec §4: 'every cow has a DG condition or observation and the batch is finalized'", () => {
  it.each<[string, boolean, ProgressCow[], boolean]>([
    ['all diagnosed, finalized', true, [{ condicaoDG: dg('Prenhe') }, { condicaoDG: dg('Vazia') }], true],
    ['an observation counts', true, [{ condicaoDG: dg('Prenhe') }, { observacaoDG: '[N/A]' }], true],
    ['one cow undiagnosed', true, [{ condicaoDG: dg('Prenhe') }, { observacaoDG: '  ' }], false],
    ['not finalized', false, [{ condicaoDG: dg('Prenhe') }], false],
    ['deleted cows do not count', true, [{ condicaoDG: dg('Vazia') }, { isDeleted: true }], true],
    ['empty batch', true, [], false],
    ['only deleted cows', true, [{ isDeleted: true }], false],
  ])('%s', (_, isFinalize, cows, expected) => {
    expect(isPastDG({ isFinalize }, cows)).toBe(expected);
  });
});

describe("isPastDGFinal — spec §4: 'every cow has a final condition or observation'", () => {
  it.each<[string, ProgressCow[], boolean]>([
    [
      'all with a final condition',
      [{ condicaoDGFinal: fin('Prenhe IATF') }, { condicaoDGFinal: fin('Vazia') }],
      true,
    ],
    [
      'an observation counts',
      [{ condicaoDGFinal: fin('Vazia') }, { observacao_DG_Final: 'Animal morreu' }],
      true,
    ],
    ['one missing', [{ condicaoDGFinal: fin('Vazia') }, {}], false],
    [
      'omitted cows are not waited for',
      [{ condicaoDGFinal: fin('Vazia') }, { omit_from_dg_final: true }],
      true,
    ],
    ['only omitted cows', [{ omit_from_dg_final: true }], false],
    ['empty batch', [], false],
  ])('%s', (_, cows, expected) => {
    expect(isPastDGFinal(cows)).toBe(expected);
  });

  it('progressFlags gives both stored flags', () => {
    const cows = [{ condicaoDG: dg('Prenhe'), condicaoDGFinal: fin('Prenhe IATF') }];
    expect(progressFlags({ isFinalize: true }, cows)).toEqual({ pastDG: true, pastDGFinal: true });
    expect(progressFlags({ isFinalize: false }, [{}])).toEqual({ pastDG: false, pastDGFinal: false });
  });
});

function batch(overrides: Partial<ProgressBatch> = {}): ProgressBatch {
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

describe("processoAtual — spec §4: 'Batch list 'Processo Atual' shows DG Final, DG, IATF or the last done day'", () => {
  it.each<[string, ProgressBatch, string]>([
    ['before D0', batch(), ''],
    ['after D0', batch({ dias: day(0) }), 'D0'],
    ['after a DN', batch({ dias: day(8) }), 'D8'],
    ['after the IATF', batch({ dias: day(10) }), 'IATF'],
    ['past DG', batch({ dias: day(10), isFinalize: true, pastDG: true }), 'DG'],
    [
      'past DG Final',
      batch({ dias: day(10), isFinalize: true, pastDG: true, pastDGFinal: true }),
      'DG Final',
    ],
    ['a day outside the protocol', batch({ dias: day(9) }), 'D9'],
    ['a day the lists do not know', batch({ dias: 'unknown' }), ''],
  ])('%s → %j', (_, b, expected) => {
    expect(processoAtual(b, P, lookup)).toBe(expected);
  });
});

describe('reservation — spec §4 Reservation', () => {
  it.each<[string | null, string, boolean, object | null, object | null]>([
    // 'Reservar sets reservedBy to the current user if empty; Liberar Reserva clears only by the same user'
    [null, 'me', false, { reservedBy: 'me' }, null],
    ['me', 'me', false, null, { reservedBy: null }],
    ['other', 'me', true, null, null],
  ])('reservedBy %j, user %s', (reservedBy, user, byAnother, reserve, release) => {
    expect(isReservedByAnother({ reservedBy }, user)).toBe(byAnother);
    expect(reservePatch({ reservedBy }, user)).toEqual(reserve);
    expect(releasePatch({ reservedBy }, user)).toEqual(release);
  });
});

describe("showResyncButton — spec §4: 'appears when the batch is not reserved by another user, DG Final is not done, dias is set and no next day exists'", () => {
  it.each<[string, ProgressBatch, boolean]>([
    ['after the IATF', batch({ dias: day(10) }), true],
    ['after the DG', batch({ dias: day(10), isFinalize: true, pastDG: true }), true],
    ['reserved by me', batch({ dias: day(10), reservedBy: 'me' }), true],
    ['reserved by another user', batch({ dias: day(10), reservedBy: 'other' }), false],
    ['DG Final done', batch({ dias: day(10), pastDGFinal: true }), false],
    ['dias empty', batch(), false],
    ['a next day exists', batch({ dias: day(8) }), false],
  ])('%s → %s', (_, b, expected) => {
    expect(showResyncButton(b, P, { currentUserId: 'me', lookup })).toBe(expected);
  });
});

describe("isResyncDisabled — spec §4: 'Ressinc after IATF (disabled when every cow is pregnant)'", () => {
  it.each<[string, ProgressCow[], boolean]>([
    ['100 % pregnant', [{ condicaoDG: dg('Prenhe') }, { condicaoDG: dg('Prenhe Touro') }], true],
    ['discard-pregnant counts as pregnant', [{ condicaoDG: dg('Descarte Prenhe') }], true],
    ['one empty cow', [{ condicaoDG: dg('Prenhe') }, { condicaoDG: dg('Vazia') }], false],
    ['not diagnosed yet', [{}, {}], false],
    [
      'dead and discarded cows are not counted',
      [{ condicaoDG: dg('Prenhe') }, { observacaoDN: 'Animal morreu' }, { observacaoD0: 'Matriz Descarte' }],
      true,
    ],
    ['deleted cows are not counted', [{ condicaoDG: dg('Prenhe') }, { isDeleted: true }], true],
    ['empty batch: nobody to resynchronise', [], true],
  ])('%s → %s', (_, cows, expected) => {
    expect(isResyncDisabled(cows, lookup)).toBe(expected);
  });
});

describe('blocking — spec §4: only edit, sync, delete, back-to-resync remain', () => {
  it('a batch with matrizBloqueada is blocked', () => {
    expect(isBatchBlocked({ matrizBloqueada: 'cow' })).toBe(true);
    expect(isBatchBlocked({ matrizBloqueada: null })).toBe(false);
    expect(isBatchBlocked({})).toBe(false);
  });

  it.each<[string, boolean, boolean]>([
    ['edit', true, true],
    ['sync', true, true],
    ['delete', true, true],
    ['backToResync', true, true],
    ['finalize', false, true],
    ['reserve', false, true],
  ])('%s: while blocked %s, unblocked %s', (action, blocked, free) => {
    expect(isActionAllowed({ matrizBloqueada: 'cow' }, action)).toBe(blocked);
    expect(isActionAllowed({ matrizBloqueada: null }, action)).toBe(free);
  });

  it('lists exactly the actions the spec keeps', () => {
    expect(ACTIONS_WHILE_BLOCKED).toEqual(['edit', 'sync', 'delete', 'backToResync']);
  });

  it("'it unblocks when that cow is deleted' — and only that cow", () => {
    expect(unblockOnCowDelete({ matrizBloqueada: 'cow' }, 'cow')).toEqual({ matrizBloqueada: null });
    expect(unblockOnCowDelete({ matrizBloqueada: 'cow' }, 'other')).toEqual({});
    expect(unblockOnCowDelete({ matrizBloqueada: null }, 'cow')).toEqual({});
  });
});

describe("isD0Finalized — spec §8 'D0 já finalizado.': the D0 screen asks before reopening a finalized D0", () => {
  it.each<[string, { dias?: string | null; isDeleted?: boolean | null }[], boolean]>([
    ['a batch before its D0', [{ dias: null }], false],
    ['a batch whose D0 was finalized (dias = D0)', [{ dias: 'd0' }], true],
    ['a batch further on (D0/IATF sets the last day)', [{ dias: 'd10' }], true],
    ['a merge where one batch already did its D0', [{ dias: null }, { dias: 'd0' }], true],
    ['a deleted batch does not count', [{ dias: 'd0', isDeleted: true }], false],
    ['no batch (not on the device)', [], false],
  ])('%s → %s', (_case, batches, expected) => {
    expect(isD0Finalized(batches)).toBe(expected);
  });
});
