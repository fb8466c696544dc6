// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { DOMAIN_VALUE_SEED } from '@gestar/domain/lists/domain-values';
import { seedLookup } from '@gestar/domain/lists/lookup';
import { DG, DG_FINAL, DISPOSITIVO, ORDEM, USO_DISPOSITIVO } from '@gestar/domain/lists/value-ids';
import { buildFarmReport, type FarmReport } from '@gestar/domain/reports/farm-report';
import type { ReportInput } from '@gestar/domain/reports/report-input';
import { calendarDayOf } from '@gestar/domain/rules/display';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '../../local-db/database.ts';
import { buildReportPacks } from '../../local-db/report-pack-builder.ts';
import { d0Repository, iatfRepository } from '../../local-db/repositories.ts';
import { reportRowsOf } from './report-rows.ts';
import { useReport } from './use-report.ts';

type Loose = Record<string, unknown>;

// liveQuery answers after several IndexedDB round trips: on a busy 2-core machine that can pass testing-library's 1 s.
const SLOW = { timeout: 10_000 };

const FARM = newId();
const CORRAL = newId();
const BATCH_A = newId();
const BATCH_B = newId();
const BULLS = [newId(), newId()];
const USER = newId();

const conditions = [
  { condicaoDG: DG.PRENHE, condicaoDGFinal: DG_FINAL.PRENHE_IATF },
  { condicaoDG: DG.PRENHE, condicaoDGFinal: DG_FINAL.VAZIA, perdaGestacao: true },
  { condicaoDG: DG.PRENHE_TOURO, condicaoDGFinal: DG_FINAL.PRENHE_TOURO, diasGestacaoTouro: 12 },
  { condicaoDG: DG.VAZIA, omit_from_dg_final: true },
  { condicaoDG: DG.DESCARTE_VAZIA, condicaoDGFinal: DG_FINAL.DESCARTE_VAZIA },
  { observacaoDN: 'Animal morreu', observacaoDG: '[N/A]' },
  { condicaoDG: null, condicaoDGFinal: null },
];

/** Full records as the device holds them after a season: the report's fields among many it never reads. */
function season(): { cows: Loose[]; iatfs: Loose[] } {
  const cows: Loose[] = [];
  const iatfs: Loose[] = [];
  for (let index = 0; index < 60; index++) {
    const first = index < 40;
    const id = newId();
    cows.push({
      id,
      loteId: first ? BATCH_A : BATCH_B,
      iatf: first ? 0 : 1,
      dzeroOriginal: first ? null : cows[index - 40]?.id,
      isDeleted: index % 17 === 5,
      codVaca: `V${index}`,
      ordemMatriz: index % 3 === 0 ? ORDEM.NOVILHAS : null,
      racaMatriz: null,
      ecc: null,
      observacaoD0: '[N/A]',
      dispositivoIntravaginal: DISPOSITIVO.CIDR,
      numero_Uso_Disp: index % 2 === 0 ? USO_DISPOSITIVO.USO_1 : USO_DISPOSITIVO.USO_2,
      responsavelId: USER,
      dataNascimento: '2021-03-04',
      pesoMatriz: 400 + index,
      _status: 'synced',
      _changed: [],
      _rev: index,
      ...conditions[index % conditions.length],
    });
    iatfs.push({
      id: newId(),
      vacaId: id,
      loteId: first ? BATCH_A : BATCH_B,
      touroId: BULLS[index % 2],
      partidaId: null,
      usuarioId: USER,
      observacao: index % 11 === 0 ? 'Animal morreu' : index % 7 === 3 ? 'Perdeu o dispositivo' : null,
      isDeleted: index % 13 === 7,
      gnhr: 'x',
      _status: 'synced',
      _changed: [],
      _rev: index,
    });
  }
  return { cows, iatfs };
}

const batches = [
  { id: BATCH_A, nomeLote: 'Lote A', retiroId: CORRAL, dataIatf: '2026-01-10', isDeleted: false },
  {
    id: BATCH_B,
    nomeLote: 'Lote A - IATF 2',
    retiroId: CORRAL,
    dataIatf: '2026-02-20',
    originalBatch: BATCH_A,
    isDeleted: false,
  },
];

function reportOf(input: Pick<ReportInput, 'cows' | 'iatfs'>, lookup: ReportInput['lookup']): FarmReport {
  return buildFarmReport({
    ...input,
    batches,
    corrals: [{ id: CORRAL, nome: 'Retiro Sul' }],
    protocols: [],
    bulls: BULLS.map((id, index) => ({ id, nome: `Touro ${index}` })),
    partidas: [],
    users: [{ id: USER, nomeCompleto: 'Ana' }],
    lookup,
    today: calendarDayOf(new Date()),
  });
}

beforeEach(async () => {
  const { cows, iatfs } = season();
  await localDb.transaction('rw', localDb.tables, async () => {
    await localDb.table('fazendas').put({ id: FARM, nome: 'Fazenda', isDeleted: false });
    await localDb.table('retiros').put({ id: CORRAL, nome: 'Retiro Sul', fazendaId: FARM, isDeleted: false });
    await localDb.table('lotes').bulkPut(batches);
    await localDb.table('touros').bulkPut(BULLS.map((id, index) => ({ id, nome: `Touro ${index}` })));
    await localDb.table('usuarios').put({ id: USER, nomeCompleto: 'Ana', isDeleted: false });
    await localDb
      .table('valorDominios')
      .bulkPut(DOMAIN_VALUE_SEED.map((value) => ({ ...value, isDeleted: false })));
    await localDb.table('d0s').bulkPut(cows);
    await localDb.table('iatfs').bulkPut(iatfs);
  });
});

afterEach(async () => {
  cleanup();
  await localDb.transaction('rw', localDb.tables, async () => {
    for (const table of localDb.tables) await table.clear();
  });
});

const ALL = [BATCH_A, BATCH_B];
const repositoryRows = async (ids: string[]) => ({
  cows: await d0Repository.getByRelation('loteId', ids),
  iatfs: await iatfRepository.getByRelation('loteId', ids),
});
const idsOf = (rows: readonly { id: string }[]) => rows.map((row) => row.id);
// A pack's IATF rows carry the report's fields only: the cow they belong to, not their own id.
const cowsOf = (rows: readonly { vacaId: string }[]) => rows.map((row) => row.vacaId);

describe('the device report', () => {
  it('reads the same rows as the repositories, from the records and then from the packs', async () => {
    const full = await repositoryRows(ALL);
    const fromFull = reportOf(full, seedLookup);
    expect(fromFull.summary.cows).toBeGreaterThan(0);

    const cold = await reportRowsOf(ALL);
    expect(cold.stale).toEqual([...ALL].sort());
    expect(idsOf(cold.cows)).toEqual(idsOf(full.cows));
    expect(cowsOf(cold.iatfs)).toEqual(cowsOf(full.iatfs));
    expect(reportOf(cold, seedLookup)).toEqual(fromFull);

    await buildReportPacks(ALL);
    expect(await localDb.reportPacks.count()).toBe(2);
    const packed = await reportRowsOf(ALL);
    expect(packed.stale).toEqual([]);
    expect(idsOf(packed.cows)).toEqual(idsOf(full.cows));
    expect(cowsOf(packed.iatfs)).toEqual(cowsOf(full.iatfs));
    expect(reportOf(packed, seedLookup)).toEqual(fromFull);
    // The packs carry the device, its use and the person responsible: the loss tables read from them match.
    const fromPacks = reportOf(packed, seedLookup);
    expect(fromPacks.deviceLossByUse.map((row) => row.label)).toEqual(['1º uso', '2º uso']);
    expect(fromPacks.deviceLossByPerson).toMatchObject([{ label: 'Ana' }]);
    expect(fromPacks.deviceLossByPerson[0]?.lost).toBeGreaterThan(0);
    expect(fromPacks.byBull.every((row) => typeof row.straws === 'number')).toBe(true);
  });

  it('reads a small scope by batch and a large one from the whole table, with the same rows either way', async () => {
    for (const ids of [[BATCH_B], [BATCH_A], [BATCH_B, BATCH_A]]) {
      const full = await repositoryRows(ids);
      const read = await reportRowsOf(ids);
      expect(idsOf(read.cows)).toEqual(idsOf(full.cows));
      expect(cowsOf(read.iatfs)).toEqual(cowsOf(full.iatfs));
    }
  });

  it('never reads a pack a later write made out of date: update, soft delete, move, hard delete, IATF', async () => {
    const [first, second] = await d0Repository.getByRelation('loteId', BATCH_A);
    const [iatfB] = await iatfRepository.getByRelation('loteId', BATCH_B);
    if (!first || !second || !iatfB) throw new Error('fixture');
    // Whole records put, as the repositories, the DG save and the sync do; update() (by range) drops every pack.
    const put = (table: 'd0s' | 'iatfs', record: object, changes: object) =>
      localDb.table(table).put({ ...record, ...changes });
    const writes: [string, () => Promise<unknown>, string[]][] = [
      ['a DG Final', () => put('d0s', first, { condicaoDGFinal: DG_FINAL.PRENHE_IATF }), [BATCH_A]],
      ['a soft delete', () => put('d0s', first, { isDeleted: true }), [BATCH_A]],
      ['a cow moved', () => put('d0s', second, { loteId: BATCH_B }), ALL],
      ['a hard delete', () => localDb.d0s.delete(second.id), ALL],
      ['an IATF', () => put('iatfs', iatfB, { touroId: BULLS[0] }), [BATCH_B]],
      ['an update by key', () => localDb.d0s.update(first.id, { condicaoDG: DG.VAZIA }), ALL],
    ];
    for (const [what, write, dropped] of writes) {
      await buildReportPacks(ALL);
      expect((await reportRowsOf(ALL)).stale, what).toEqual([]);
      await write();
      const read = await reportRowsOf(ALL);
      expect(read.stale, what).toEqual([...dropped].sort());
      const full = await repositoryRows(ALL);
      expect(idsOf(read.cows), what).toEqual(idsOf(full.cows));
      expect(reportOf(read, seedLookup), what).toEqual(reportOf(full, seedLookup));
    }
  });

  it('never reads a pack of an older field list (a new release reads a new field, e.g. the IATF ECC)', async () => {
    await buildReportPacks(ALL);
    const pack = await localDb.reportPacks.get(BATCH_A);
    if (!pack) throw new Error('fixture');
    const { fields: _current, ...older } = pack;
    await localDb.reportPacks.put(older);
    expect((await reportRowsOf(ALL)).stale).toEqual([BATCH_A]);
    await buildReportPacks(ALL);
    expect((await reportRowsOf(ALL)).stale).toEqual([]);
  });

  it('keeps the pack when the write that would drop it is rolled back', async () => {
    await buildReportPacks(ALL);
    const [cow] = await d0Repository.getByRelation('loteId', BATCH_A);
    if (!cow) throw new Error('fixture');
    await expect(
      localDb.transaction('rw', localDb.d0s, async () => {
        await localDb.d0s.update(cow.id, { condicaoDG: DG.VAZIA });
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect((await reportRowsOf(ALL)).stale).toEqual([]);
    expect(await localDb.reportPacks.get(BATCH_A)).toBeDefined();
  });

  it('useReport shows it and follows a change to a cow', async () => {
    const fromFullRecords = async () => reportOf(await repositoryRows(ALL), seedLookup);
    const { result } = renderHook(() => useReport({ farmId: FARM }));
    const expected = await fromFullRecords();
    await waitFor(() => expect(result.current?.report).toEqual(expected), SLOW);
    expect(result.current?.farm.id).toBe(FARM);
    // Read from the records the first time, it packed the batches for the next read.
    await waitFor(async () => expect(await localDb.reportPacks.count()).toBe(2), SLOW);

    // A cow with no DG Final yet becomes pregnant at DG Final; raw write (the fixture is not schema-complete). In
    // the resync batch: a cow's latest round is what the headline counts.
    const open = (await d0Repository.getByRelation('loteId', BATCH_B)).find(
      (cow) => cow.condicaoDG === null && !cow.observacaoDN,
    );
    if (!open) throw new Error('fixture: a cow without diagnosis');
    await localDb.d0s.update(open.id, { condicaoDG: DG.PRENHE, condicaoDGFinal: DG_FINAL.PRENHE_IATF });
    const changed = await fromFullRecords();
    expect(changed.summary).not.toEqual(expected.summary);
    await waitFor(() => expect(result.current?.report).toEqual(changed), SLOW);
  });

  it('is null for a farm the device does not hold', async () => {
    const { result } = renderHook(() => useReport({ farmId: newId() }));
    await waitFor(() => expect(result.current).toBeNull(), SLOW);
  });
});
