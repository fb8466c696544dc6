import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { DOMAIN_VALUE_SEED } from '../lists/domain-values.ts';
import { createDomainLookup } from '../lists/lookup.ts';
import { CL_NAO_AVALIADO, TIPO_PRENHE_NORMAL } from './dg-fields.ts';
import type { ProtocolDays } from './iatf-dates.ts';
import {
  backToPreviousResync,
  batchWithDescendants,
  type ChainBatch,
  canGoBackToPreviousResync,
  carryOverPatch,
  cowsCarriedIntoResync,
  currentBatchOfChain,
  DEFAULT_RESYNC_D0_DAY,
  dgFinalizeOmissions,
  dgSaveResyncEffects,
  isPrecoceResync,
  isPregnantWithType,
  newResyncBatch,
  RELOAD_AFTER_BACK_MS,
  type ResyncCow,
  type ResyncForm,
  resyncBatchName,
  resyncChildOf,
  resyncNextD0,
  resyncNextIatf,
  resyncOmission,
} from './resync.ts';

const IATF = domainValueId('tipoManejo', 'IATF');
const IMPLANT = domainValueId('tipoManejo', 'Implante do Dispositivo');
const UNKNOWN_DAY = domainValueId('dias', 'Dx');
const lookup = createDomainLookup([
  ...DOMAIN_VALUE_SEED,
  { id: IATF, valor: 'IATF' },
  { id: IMPLANT, valor: 'Implante do Dispositivo' },
  { id: UNKNOWN_DAY, valor: 'Dx' },
]);
const day = (n: number) => domainValueId('dias', `D${n}`);
const dg = (valor: string) => domainValueId('condicaoDG', valor);
const tipo = (valor: string) => domainValueId('tipoResync', valor);
const protocol = (last: number): ProtocolDays => ({
  managementProtocols: [
    { day: day(0), management: IMPLANT },
    { day: day(last), management: IATF },
  ],
});

describe("resyncBatchName — spec §4: 'original name + ' - IATF ' + (iatf count + 2)'", () => {
  it.each<[string, number | null | undefined, string]>([
    ['Lote A', 0, 'Lote A - IATF 2'],
    ['Lote A', null, 'Lote A - IATF 2'],
    ['Lote A', undefined, 'Lote A - IATF 2'],
    ['Lote A', 1, 'Lote A - IATF 3'],
    ['Novilhas 2024', 2, 'Novilhas 2024 - IATF 4'],
  ])('%j with iatfCount %s → %j', (name, count, expected) => {
    expect(resyncBatchName(name, count)).toBe(expected);
  });
});

describe("resync dates — spec §9: 'Resync next D0 = IATF date + (last protocol day + D0 day) days; next IATF = next D0 + last protocol day; default 30 days when no D0 day'", () => {
  it.each<[string, string | null, number, string | null, string | null]>([
    ['Precoce on D22', '2024-03-04', 10, day(22), '2024-04-05'],
    ['Super Precoce on D14', '2024-03-04', 10, day(14), '2024-03-28'],
    ['no D0 day: 30 days after the IATF', '2024-03-04', 10, null, '2024-04-13'],
    ['an unknown D0 day counts as none', '2024-03-04', 10, UNKNOWN_DAY, '2024-04-13'],
    ['across the leap day', '2024-02-01', 10, day(22), '2024-03-04'],
    ['across the year end', '2024-12-01', 9, null, '2025-01-09'],
    ['no D0 date', null, 10, day(22), null],
  ])('%s', (_, d0, last, d0Day, expected) => {
    expect(resyncNextD0(d0, protocol(last), d0Day, lookup)).toBe(expected);
  });

  it('defaults to 30 days', () => {
    expect(DEFAULT_RESYNC_D0_DAY).toBe(30);
  });

  it('next IATF is the next D0 plus the resync protocol’s last day', () => {
    expect(resyncNextIatf('2024-04-05', protocol(9), lookup)).toBe('2024-04-14');
    expect(resyncNextIatf('2024-02-25', protocol(10), lookup)).toBe('2024-03-06');
    expect(resyncNextIatf(null, protocol(9), lookup)).toBeNull();
  });

  it('a protocol without known days gives no date', () => {
    expect(resyncNextD0('2024-03-04', { managementProtocols: [] }, day(22), lookup)).toBeNull();
  });
});

describe('resync types — spec §4: a precoce resync starts with D0, a non-precoce one with DG/D0', () => {
  it.each<[string | null, boolean]>([
    ['Super Precoce', true],
    ['Precoce', true],
    ['Tradicional', false],
    [null, false],
  ])('%s: precoce %s', (valor, precoce) => {
    expect(isPrecoceResync(valor && tipo(valor), lookup)).toBe(precoce);
  });
});

describe("newResyncBatch — spec §4: 'Resync creates a batch named original name + ' - IATF ' + (iatf count + 2), linked to parent and original'", () => {
  const form: ResyncForm = {
    tipoResync: tipo('Precoce'),
    protocoloId: 'protocol-2',
    diaD0: day(22),
    progesteronaPosIATF: 'prog',
    usuarioId: 'vet',
    periodoManejo: 'manha',
  };
  const original = {
    id: 'lote-a',
    iatfCount: 0,
    dataIatf: '2024-03-04',
    retiroId: 'retiro',
    originalBatch: null,
    racaMatriz: 'nelore',
    dispositivo: 'cidr',
  };

  it('from an original batch', () => {
    const fields = newResyncBatch(original, {
      originalName: 'Lote A',
      parentProtocol: protocol(10),
      form,
      lookup,
    });
    expect(fields).toMatchObject({
      nomeLote: 'Lote A - IATF 2',
      parentBatch: 'lote-a',
      originalBatch: 'lote-a',
      isResync: true,
      isPrecoce: true,
      iatfCount: 1,
      tipoResync: tipo('Precoce'),
      diaInicioResync: day(22),
      protocoloId: 'protocol-2',
      dataIatf: '2024-04-05',
      progesteronaPosIATF: 'prog',
      usuarioId: 'vet',
      periodoManejo: 'manha',
      retiroId: 'retiro',
      racaMatriz: 'nelore',
      dispositivo: 'cidr',
      ordemMatriz: null,
      dias: null,
      isFinalize: false,
      pastDG: false,
      pastDGFinal: false,
      matrizBloqueada: null,
      reservedBy: null,
      processoAtual: null,
    });
  });

  it('an original batch without a counter (older record) counts as IATF 1', () => {
    const fields = newResyncBatch(
      { ...original, iatfCount: null },
      { originalName: 'Lote A', parentProtocol: protocol(10), form, lookup },
    );
    expect(fields).toMatchObject({ nomeLote: 'Lote A - IATF 2', iatfCount: 1 });
  });

  it('a resync of a resync keeps the original and counts on', () => {
    const first = {
      ...original,
      id: 'lote-a2',
      iatfCount: 1,
      dataIatf: '2024-04-05',
      originalBatch: 'lote-a',
    };
    const fields = newResyncBatch(first, {
      originalName: 'Lote A',
      parentProtocol: protocol(9),
      form: { ...form, tipoResync: tipo('Tradicional'), diaD0: day(26) },
      lookup,
    });
    expect(fields).toMatchObject({
      nomeLote: 'Lote A - IATF 3',
      parentBatch: 'lote-a2',
      originalBatch: 'lote-a',
      iatfCount: 2,
      isPrecoce: false,
      // Tradicional on the D26 chosen: 26 days after the IATF of 2024-04-14
      diaInicioResync: day(26),
      dataIatf: '2024-05-10',
    });
  });

  it.each<[string, string, string | null, string]>([
    ['Tradicional without a D0 day: 30 days after the IATF of 2024-03-14', 'Tradicional', null, '2024-04-13'],
    ['Tradicional on D26', 'Tradicional', day(26), '2024-04-09'],
    ['Tradicional on D30', 'Tradicional', day(30), '2024-04-13'],
    ['Precoce on D11', 'Precoce', day(11), '2024-03-25'],
    ['Super Precoce on D29', 'Super Precoce', day(29), '2024-04-12'],
  ])('form and dates agree — %s', (_, tipoValor, diaD0, dataIatf) => {
    const fields = newResyncBatch(original, {
      originalName: 'Lote A',
      parentProtocol: protocol(10),
      form: { ...form, tipoResync: tipo(tipoValor), diaD0 },
      lookup,
    });
    expect(fields).toMatchObject({ diaInicioResync: diaD0, dataIatf });
  });
});

describe('resync chain — spec §4', () => {
  const batches: (ChainBatch & { name: string })[] = [
    { id: 'a', parentBatch: null, name: 'Lote A' },
    { id: 'a2', parentBatch: 'a', name: 'Lote A - IATF 2' },
    { id: 'a3', parentBatch: 'a2', name: 'Lote A - IATF 3' },
    { id: 'old', parentBatch: 'a3', isDeleted: true, name: 'deleted' },
    { id: 'b', parentBatch: null, name: 'Lote B' },
  ];

  it("'Only one resync per batch': the live child", () => {
    expect(resyncChildOf('a', batches)?.id).toBe('a2');
    expect(resyncChildOf('a3', batches)).toBeUndefined();
    expect(resyncChildOf('b', batches)).toBeUndefined();
  });

  it("'the last is current'", () => {
    const [a, a2, , , b] = batches;
    expect(a && currentBatchOfChain(a, batches).id).toBe('a3');
    expect(a2 && currentBatchOfChain(a2, batches).id).toBe('a3');
    expect(b && currentBatchOfChain(b, batches).id).toBe('b');
  });

  it('a corrupt cycle of parent links does not loop forever', () => {
    const cycle: ChainBatch[] = [
      { id: 'x', parentBatch: 'y' },
      { id: 'y', parentBatch: 'x' },
    ];
    expect(currentBatchOfChain({ id: 'x', parentBatch: 'y' }, cycle).id).toBe('y');
    expect(batchWithDescendants('x', cycle)).toEqual(['x', 'y']);
  });

  it("'Deleting a lote also deletes its parent chain'", () => {
    expect(batchWithDescendants('a', batches)).toEqual(['a', 'a2', 'a3']);
    expect(batchWithDescendants('a3', batches)).toEqual(['a3']);
  });
});

describe("cowsCarriedIntoResync — spec §4: 'copying living cows …; cows 'Animal morreu' or 'Matriz Descarte' are not carried'", () => {
  const cows: ResyncCow[] = [
    { id: 'alive', observacaoD0: '[N/A]' },
    { id: 'dead-dn', observacaoDN: 'Animal morreu' },
    { id: 'discard-d0', observacaoD0: 'Matriz Descarte' },
    { id: 'discard-iatf' },
    { id: 'absent', observacaoDN: 'Animal não compareceu ao manejo' },
    { id: 'deleted', isDeleted: true },
  ];

  it('keeps living cows only', () => {
    const iatfs = [{ vacaId: 'discard-iatf', observacao: 'Matriz Descarte' }];
    expect(cowsCarriedIntoResync(cows, iatfs, lookup).map((cow) => cow.id)).toEqual(['alive', 'absent']);
  });

  it('without IATF records', () => {
    expect(cowsCarriedIntoResync(cows, [], lookup).map((cow) => cow.id)).toEqual([
      'alive',
      'discard-iatf',
      'absent',
    ]);
  });

  it('an empty batch carries nobody', () => {
    expect(cowsCarriedIntoResync([], [], lookup)).toEqual([]);
  });

  // After the DG: a pregnant cow with her type is judged in this round and not resynchronised; an empty one, or
  // a pregnancy without its type yet, goes on.
  it.each<[string, ResyncCow, boolean]>([
    ['pregnant with type', { id: 'p', condicaoDG: dg('Prenhe'), tipoPrenhe: TIPO_PRENHE_NORMAL }, false],
    [
      'bull pregnancy with type',
      { id: 'b', condicaoDG: dg('Prenhe Touro'), tipoPrenhe: TIPO_PRENHE_NORMAL },
      false,
    ],
    ['pregnant without type', { id: 'n', condicaoDG: dg('Prenhe'), tipoPrenhe: null }, true],
    ['empty', { id: 'e', condicaoDG: dg('Vazia') }, true],
    ['not diagnosed yet', { id: 'u' }, true],
  ])('after the DG, %s: carried %s', (_case, cow, carried) => {
    expect(cowsCarriedIntoResync([cow], [], lookup)).toHaveLength(carried ? 1 : 0);
  });
});

describe('omissions — spec §4 DG details', () => {
  const pregnant: ResyncCow = { id: 'p', condicaoDG: dg('Prenhe'), tipoPrenhe: TIPO_PRENHE_NORMAL };
  const empty: ResyncCow = { id: 'e', condicaoDG: dg('Vazia') };
  const noType: ResyncCow = { id: 'n', condicaoDG: dg('Prenhe Touro'), tipoPrenhe: null };
  const absent: ResyncCow = { id: 'ab', observacaoDG: 'Animal não compareceu ao manejo' };
  const dead: ResyncCow = { id: 'd', observacaoDG: 'Animal morreu' };

  it.each<[string, ResyncCow, boolean, boolean]>([
    // 'D0 records get omit_from_dg_final for empty cows or cows without a type and for pregnant cows with a type'
    ['pregnant with a type: judged in the parent', pregnant, false, true],
    ['empty: goes on in the resync', empty, true, false],
    ['pregnant without a type: goes on', noType, true, false],
    ['absent: goes on', absent, true, false],
    ['dead: goes on nowhere', dead, false, true],
  ])('%s', (_, cow, parentOmitted, childOmitted) => {
    expect(resyncOmission(cow, lookup)).toEqual({ parentOmitted, childOmitted });
    expect(isPregnantWithType(cow, lookup)).toBe(cow === pregnant);
  });

  it('dgFinalizeOmissions marks parents and copies, only where the flag changes', () => {
    const parents: ResyncCow[] = [
      pregnant,
      empty,
      { ...noType, omit_from_dg_final: true },
      { id: 'x', isDeleted: true },
    ];
    const children: ResyncCow[] = [
      { id: 'p2', dzeroPai: 'p' },
      { id: 'e2', dzeroPai: 'e', omit_from_dg_final: true },
      { id: 'gone', dzeroPai: 'n', isDeleted: true },
    ];
    expect(dgFinalizeOmissions(parents, children, lookup)).toEqual([
      { id: 'p2', omit_from_dg_final: true },
      { id: 'e', omit_from_dg_final: true },
      { id: 'e2', omit_from_dg_final: false },
    ]);
  });

  it('no cows, no changes', () => {
    expect(dgFinalizeOmissions([], [], lookup)).toEqual([]);
  });
});

describe("carryOverPatch — spec §4: copies 'with iatf incremented' (dzeroPai, dzeroOriginal)", () => {
  it('from an original record', () => {
    const patch = carryOverPatch(
      { id: 'c1', iatf: 0, condicaoDG: dg('Vazia'), dzeroOriginal: null },
      'lote-2',
      lookup,
    );
    expect(patch).toMatchObject({
      loteId: 'lote-2',
      iatf: 1,
      dzeroPai: 'c1',
      dzeroOriginal: 'c1',
      omit_from_dg_final: false,
      clD0: CL_NAO_AVALIADO,
      perdaGestacao: false,
      condicaoDG: null,
      observacaoDG: null,
      observacaoD0: null,
      dispositivoIntravaginal: null,
      condicaoDGFinal: null,
    });
  });

  it('from a copy: iatf counts on, the original stays the first record', () => {
    const patch = carryOverPatch(
      { id: 'c2', iatf: 1, dzeroPai: 'c1', dzeroOriginal: 'c1' },
      'lote-3',
      lookup,
    );
    expect(patch).toMatchObject({ iatf: 2, dzeroPai: 'c2', dzeroOriginal: 'c1', loteId: 'lote-3' });
  });

  it('a missing counter starts at 0', () => {
    expect(carryOverPatch({ id: 'c' }, 'l', lookup).iatf).toBe(1);
  });

  it('a pregnant cow’s copy is born omitted', () => {
    expect(
      carryOverPatch({ id: 'c', condicaoDG: dg('Prenhe'), tipoPrenhe: TIPO_PRENHE_NORMAL }, 'l', lookup)
        .omit_from_dg_final,
    ).toBe(true);
  });

  it('spread over the parent it keeps identity and herd data', () => {
    const cow = {
      id: 'c1',
      codVaca: '123',
      racaMatriz: 'nelore',
      iatf: 0,
      observacaoD0: 'Manca',
      condicaoDG: dg('Vazia'),
    };
    const copy = { ...cow, ...carryOverPatch(cow, 'lote-2', lookup), id: 'new' };
    expect(copy).toMatchObject({
      id: 'new',
      codVaca: '123',
      racaMatriz: 'nelore',
      observacaoD0: null,
      condicaoDG: null,
    });
    expect(cow.observacaoD0).toBe('Manca');
  });
});

describe("dgSaveResyncEffects — spec §4: 'Saving DG with a child batch creates a child D0 cow (iatf+1, dzeroPai, dzeroOriginal) in the resync batch and marks omitted cows'", () => {
  it('an empty cow without a copy gets one and leaves DG Final here', () => {
    const effects = dgSaveResyncEffects(
      { id: 'e', iatf: 0, condicaoDG: dg('Vazia') },
      undefined,
      'lote-2',
      lookup,
    );
    expect(effects.parent).toEqual({ omit_from_dg_final: true });
    expect(effects.child).toMatchObject({
      create: { loteId: 'lote-2', iatf: 1, dzeroPai: 'e', dzeroOriginal: 'e' },
    });
  });

  it('a pregnant cow without a copy needs none', () => {
    const cow = { id: 'p', condicaoDG: dg('Prenhe'), tipoPrenhe: TIPO_PRENHE_NORMAL };
    expect(dgSaveResyncEffects(cow, undefined, 'lote-2', lookup)).toEqual({
      parent: { omit_from_dg_final: false },
      child: null,
    });
  });

  it('a pregnant cow already carried (before the DG) has her copy omitted and deleted: she leaves the resync', () => {
    const cow = { id: 'p', condicaoDG: dg('Prenhe'), tipoPrenhe: TIPO_PRENHE_NORMAL };
    expect(dgSaveResyncEffects(cow, { id: 'p2', dzeroPai: 'p' }, 'lote-2', lookup)).toEqual({
      parent: { omit_from_dg_final: false },
      child: { update: { omit_from_dg_final: true, isDeleted: true } },
    });
  });

  it('an empty cow already carried keeps her copy in (brought back if an earlier save had deleted it)', () => {
    expect(dgSaveResyncEffects({ id: 'e', condicaoDG: dg('Vazia') }, { id: 'e2' }, 'lote-2', lookup)).toEqual(
      {
        parent: { omit_from_dg_final: true },
        child: { update: { omit_from_dg_final: false, isDeleted: false } },
      },
    );
  });

  it('a dead cow is not copied', () => {
    expect(
      dgSaveResyncEffects({ id: 'd', observacaoDG: 'Animal morreu' }, undefined, 'lote-2', lookup),
    ).toEqual({
      parent: { omit_from_dg_final: false },
      child: null,
    });
  });
});

describe("back to the previous resync — spec §4: 'Voltar para Ressinc anterior (online only, for a resync batch not past DG Final)'", () => {
  it.each<[string, object, boolean, boolean]>([
    ['resync batch, online', { isResync: true, pastDGFinal: false, parentBatch: 'a' }, true, true],
    ['offline', { isResync: true, pastDGFinal: false, parentBatch: 'a' }, false, false],
    ['past DG Final', { isResync: true, pastDGFinal: true, parentBatch: 'a' }, true, false],
    ['original batch', { isResync: false, parentBatch: null }, true, false],
    ['resync without a parent', { isResync: true, parentBatch: null }, true, false],
  ])('%s → %s', (_, b, online, expected) => {
    expect(canGoBackToPreviousResync(b, online)).toBe(expected);
  });

  it('reloads after 1.5 s', () => {
    expect(RELOAD_AFTER_BACK_MS).toBe(1500);
  });

  const batches: ChainBatch[] = [
    { id: 'a', parentBatch: null },
    { id: 'a2', parentBatch: 'a' },
    { id: 'a3', parentBatch: 'a2' },
  ];

  it("back to the original (undoing IATF 2) 'restores all'", () => {
    const previousCows: ResyncCow[] = [
      { id: 'e', omit_from_dg_final: true },
      { id: 'n', omit_from_dg_final: true },
      { id: 'p', omit_from_dg_final: false },
      { id: 'x', omit_from_dg_final: true, isDeleted: true },
    ];
    const plan = backToPreviousResync(
      { id: 'a2', parentBatch: 'a' },
      {
        batches,
        previousBatch: { id: 'a', isResync: false },
        previousCows,
        currentCows: [{ id: 'e2', dzeroPai: 'e' }],
      },
    );
    expect(plan).toEqual({
      previousBatchId: 'a',
      deleteBatchIds: ['a2', 'a3'],
      cowPatches: [
        { id: 'e', omit_from_dg_final: false },
        { id: 'n', omit_from_dg_final: false },
      ],
    });
  });

  it('back to an earlier resync restores only the cows that went on; pregnant copies stay omitted', () => {
    const previousCows: ResyncCow[] = [
      { id: 'went-on', omit_from_dg_final: true },
      { id: 'pregnant-copy', omit_from_dg_final: true },
      { id: 'in', omit_from_dg_final: false },
    ];
    const plan = backToPreviousResync(
      { id: 'a3', parentBatch: 'a2' },
      {
        batches,
        previousBatch: { id: 'a2', isResync: true },
        previousCows,
        currentCows: [{ id: 'w3', dzeroPai: 'went-on' }],
      },
    );
    expect(plan).toEqual({
      previousBatchId: 'a2',
      deleteBatchIds: ['a3'],
      cowPatches: [{ id: 'went-on', omit_from_dg_final: false }],
    });
  });
});
