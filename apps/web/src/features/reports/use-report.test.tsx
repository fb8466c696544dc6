// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { DOMAIN_VALUE_SEED } from '@gestar/domain/lists/domain-values';
import { seedLookup } from '@gestar/domain/lists/lookup';
import { DG, DG_FINAL, ORDEM } from '@gestar/domain/lists/value-ids';
import { buildFarmReport, type FarmReport } from '@gestar/domain/reports/farm-report';
import type { ReportInput } from '@gestar/domain/reports/report-input';
import { calendarDayOf } from '@gestar/domain/rules/display';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '../../local-db/database.ts';
import { d0Repository, iatfRepository } from '../../local-db/repositories.ts';
import { reportCowsOf, reportIatfsOf } from './report-rows.ts';
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
      observacao: index % 11 === 0 ? 'Animal morreu' : null,
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

describe('the device report', () => {
  it('reads the same rows as the repositories and gives the same report', async () => {
    const ids = [BATCH_A, BATCH_B];
    const full = {
      cows: await d0Repository.getByRelation('loteId', ids),
      iatfs: await iatfRepository.getByRelation('loteId', ids),
    };
    const read = { cows: await reportCowsOf(ids), iatfs: await reportIatfsOf(ids) };
    expect(read.cows.map((row) => row.id)).toEqual(full.cows.map((row) => row.id));
    expect(read.iatfs.length).toBe(full.iatfs.length);
    const fromFull = reportOf(full, seedLookup);
    expect(fromFull.summary.cows).toBeGreaterThan(0);
    expect(reportOf(read, seedLookup)).toEqual(fromFull);
  });

  it('reads a small scope by batch and a large one from the whole table, with the same rows either way', async () => {
    for (const ids of [[BATCH_B], [BATCH_A], [BATCH_B, BATCH_A]]) {
      const cows = (await d0Repository.getByRelation('loteId', ids)).map((cow) => cow.id);
      expect((await reportCowsOf(ids)).map((row) => row.id)).toEqual(cows);
      const iatfs = (await iatfRepository.getByRelation('loteId', ids)).map((row) => row.id);
      expect((await reportIatfsOf(ids)).map((row) => row.id)).toEqual(iatfs);
    }
  });

  it('useReport shows it and follows a change to a cow', async () => {
    const fromFullRecords = async () =>
      reportOf(
        {
          cows: await d0Repository.getByRelation('loteId', [BATCH_A, BATCH_B]),
          iatfs: await iatfRepository.getByRelation('loteId', [BATCH_A, BATCH_B]),
        },
        seedLookup,
      );
    const { result } = renderHook(() => useReport({ farmId: FARM }));
    const expected = await fromFullRecords();
    await waitFor(() => expect(result.current?.report).toEqual(expected), SLOW);
    expect(result.current?.farm.id).toBe(FARM);

    // A cow with no DG Final yet becomes pregnant at DG Final; raw write (the fixture is not schema-complete).
    const open = (await d0Repository.getByRelation('loteId', BATCH_A)).find(
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
