import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { dnRecordId, iatfRecordId } from '@gestar/domain/entities/keyed-ids';
import { d0SavePlan, newCowDefaults } from '@gestar/domain/management/d0-step';
import { dnSavePlan, iatfSavePlan } from '@gestar/domain/management/row-steps';
import { GNRH_NAO } from '@gestar/domain/rules/cow-steps';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '../../../local-db/database.ts';
import {
  d0Repository,
  dnRepository,
  iatfRepository,
  loteRepository,
} from '../../../local-db/repositories.ts';
import { deleteCow, saveD0Cow, saveDnRow, saveDnRows, saveIatfRow, saveIatfRows } from './cow-writes.ts';
import { inOneTransaction } from './tables.ts';

afterEach(async () => {
  await Promise.all([localDb.d0s.clear(), localDb.iatfs.clear(), localDb.dns.clear(), localDb.lotes.clear()]);
});

const USER = newId();
const DAY = newId();
const context = (mode: 'create' | 'edit', management: 'D0' | 'D0IATF' = 'D0') => ({
  mode,
  management,
  otherCowCodes: [],
  batchHasDay: false,
  bullOfPartida: () => null,
  now: new Date().toISOString(),
});

const IATF_ROW = {
  partidaId: null,
  usuarioId: null,
  ecc: null,
  gnhr: GNRH_NAO,
  cioRetirada: null,
  temperamento: null,
  observacao: null,
};

async function batchWithCow() {
  const lote = await loteRepository.post({ nomeLote: 'Lote 1', retiroId: newId() });
  const values = { ...newCowDefaults({ id: lote.id, dias: null }, USER), codVaca: '1001' };
  const cow = await saveD0Cow(d0SavePlan(values, context('create')), lote.id);
  return { lote, cow };
}

describe('management saves: one transaction, records dirty for the next push', () => {
  it('a new D0 cow is stored as created, in her batch, observation [N/A]', async () => {
    const { lote, cow } = await batchWithCow();
    const stored = await d0Repository.getById(cow.id);
    expect(stored).toMatchObject({
      loteId: lote.id,
      codVaca: '1001',
      observacaoD0: '[N/A]',
      _status: 'created',
    });
  });

  it('D0/IATF writes the cow and one IATF entry; saving again updates that entry', async () => {
    const lote = await loteRepository.post({ nomeLote: 'Lote 2', retiroId: newId() });
    const values = { ...newCowDefaults({ id: lote.id, dias: null }, USER), codVaca: '2001' };
    const cow = await saveD0Cow(d0SavePlan(values, context('create', 'D0IATF')), lote.id);
    await saveD0Cow(
      d0SavePlan({ ...values, observacaoIatf: 'Animal morreu' }, context('edit', 'D0IATF')),
      lote.id,
      cow.id,
    );
    const iatfs = await iatfRepository.getByRelation('vacaId', cow.id);
    expect(iatfs).toHaveLength(1);
    expect(iatfs[0]).toMatchObject({ observacao: 'Animal morreu', gnhr: GNRH_NAO, loteId: lote.id });
  });

  it('deleting the blocking cow soft-deletes her records and unblocks the batch', async () => {
    const { lote, cow } = await batchWithCow();
    await loteRepository.update(lote.id, { matrizBloqueada: cow.id });
    await saveDnRow(cow, DAY, dnSavePlan({ observacao: null }));
    await saveIatfRow(
      cow,
      iatfSavePlan(
        {
          partidaId: null,
          usuarioId: null,
          ecc: null,
          gnhr: null,
          cioRetirada: null,
          temperamento: null,
          observacao: 'Matriz Descarte',
        },
        () => null,
      ),
    );
    await deleteCow(cow);
    expect(await d0Repository.getById(cow.id)).toBeUndefined();
    expect(await dnRepository.getByRelation('vacaId', cow.id)).toEqual([]);
    expect(await iatfRepository.getByRelation('vacaId', cow.id)).toEqual([]);
    expect((await loteRepository.getById(lote.id))?.matrizBloqueada).toBeNull();
  });

  it('a DN save writes the day record and marks a dead cow out of the DG', async () => {
    const { cow } = await batchWithCow();
    await saveDnRow(cow, DAY, dnSavePlan({ observacao: 'Animal morreu' }));
    await saveDnRow(cow, DAY, dnSavePlan({ observacao: 'Animal morreu' }));
    expect(await dnRepository.getByParam({ vacaId: cow.id, dia: DAY })).toHaveLength(1);
    expect(await d0Repository.getById(cow.id)).toMatchObject({
      observacaoDN: 'Animal morreu',
      observacaoDG: '[N/A]',
    });
  });

  it('IATF and DN records take the id of their key, which another phone makes the same', async () => {
    const { cow } = await batchWithCow();
    await saveDnRow(cow, DAY, dnSavePlan({ observacao: 'Nada Consta' }));
    await saveIatfRow(
      cow,
      iatfSavePlan({ ...IATF_ROW, observacao: null }, () => null),
    );
    expect((await dnRepository.getByParam({ vacaId: cow.id, dia: DAY }))[0]?.id).toBe(
      dnRecordId(cow.id, DAY),
    );
    expect((await iatfRepository.getByParam({ vacaId: cow.id }))[0]?.id).toBe(
      iatfRecordId(cow.id, cow.loteId),
    );
  });

  it('a deleted record of the key comes back, alone or in bulk, instead of a second record', async () => {
    const { cow } = await batchWithCow();
    const id = dnRecordId(cow.id, DAY);
    await saveDnRow(cow, DAY, dnSavePlan({ observacao: 'Nada Consta' }));
    await dnRepository.delete(id);
    await saveDnRow(cow, DAY, dnSavePlan({ observacao: 'Animal morreu' }));
    const once = await dnRepository.getByRelation('vacaId', cow.id, { includeDeleted: true });
    expect(once).toMatchObject([{ id, isDeleted: false, observacao: 'Animal morreu' }]);

    await dnRepository.delete(id);
    await saveDnRows([{ cow, dia: DAY, plan: dnSavePlan({ observacao: 'Nada Consta' }) }]);
    const again = await dnRepository.getByRelation('vacaId', cow.id, { includeDeleted: true });
    expect(again).toMatchObject([{ id, isDeleted: false, observacao: 'Nada Consta' }]);

    const iatf = iatfRecordId(cow.id, cow.loteId);
    await saveIatfRow(
      cow,
      iatfSavePlan({ ...IATF_ROW, observacao: null }, () => null),
    );
    await iatfRepository.delete(iatf);
    await saveIatfRows([{ cow, plan: iatfSavePlan({ ...IATF_ROW, observacao: null }, () => null) }]);
    const iatfs = await iatfRepository.getByRelation('vacaId', cow.id, { includeDeleted: true });
    expect(iatfs).toMatchObject([{ id: iatf, isDeleted: false }]);
  });

  it("'Salvar todas' is all or nothing: a failing row leaves every row unstored", async () => {
    const { cow } = await batchWithCow();
    const missing = { id: newId(), loteId: cow.loteId };
    await expect(
      inOneTransaction(async () => {
        await saveDnRow(cow, DAY, dnSavePlan({ observacao: null }));
        await saveDnRow(missing, DAY, dnSavePlan({ observacao: null }));
      }),
    ).rejects.toThrow();
    expect(await dnRepository.getByRelation('vacaId', cow.id)).toEqual([]);
  });
});

describe("'Salvar todas' in bulk: the same records and sync marks as the rows saved one by one", () => {
  const readAll = () => Promise.all([localDb.d0s.toArray(), localDb.dns.toArray(), localDb.iatfs.toArray()]);
  const TABLES = () => [localDb.d0s, localDb.dns, localDb.iatfs] as const;

  /** Every stored record of the three tables, without what two runs cannot share (clock, new ids). */
  async function contents() {
    const [d0s, dns, iatfs] = await readAll();
    const sorted = <R>(records: R[], key: (r: R) => string) =>
      records.map((r) => [key(r), r] as const).sort(([a], [b]) => (a < b ? -1 : 1));
    return {
      d0s: sorted(
        d0s.map(({ created: _c, updated: _u, ...r }) => r),
        (r) => r.id,
      ),
      // A new DN / IATF record gets a new id on each run: compare them by what they belong to.
      dns: sorted(
        dns.map(({ id: _i, created: _c, updated: _u, ...r }) => r),
        (r) => `${r.vacaId}|${r.dia}`,
      ),
      iatfs: sorted(
        iatfs.map(({ id: _i, created: _c, updated: _u, ...r }) => r),
        (r) => `${r.vacaId}|${r.loteId}`,
      ),
    };
  }

  /** Six cows: some synced, some with a DN / IATF record already (synced or not), one with none. */
  async function seedBatch() {
    const lote = await loteRepository.post({ nomeLote: 'Lote Bulk', retiroId: newId() });
    const cows = [];
    for (let n = 0; n < 6; n++) {
      const values = { ...newCowDefaults({ id: lote.id, dias: null }, USER), codVaca: String(3000 + n) };
      cows.push(await saveD0Cow(d0SavePlan(values, context('create')), lote.id));
    }
    const [c0, c1, c2, c3] = cows;
    if (!c0 || !c1 || !c2 || !c3) throw new Error('seed');
    await saveDnRow(c0, DAY, dnSavePlan({ observacao: 'Nada Consta' }));
    await saveDnRow(c1, DAY, dnSavePlan({ observacao: 'Animal morreu' }));
    await saveIatfRow(
      c2,
      iatfSavePlan({ ...IATF_VALUES, observacao: 'Matriz Descarte' }, () => null),
    );
    await saveIatfRow(
      c3,
      iatfSavePlan(IATF_VALUES, () => null),
    );
    // Some records already acknowledged by the server: their next edit must be 'updated', with only its fields.
    const [d0s, dns, iatfs] = await readAll();
    const acknowledged = <R extends { _status?: string }>(records: R[]) =>
      records
        .filter((_, index) => index % 2 === 0)
        .map((r) => ({ ...r, _status: 'synced' as const, _changed: [], _rev: 3 }));
    await localDb.d0s.bulkPut(acknowledged(d0s));
    await localDb.dns.bulkPut(acknowledged(dns));
    await localDb.iatfs.bulkPut(acknowledged(iatfs));
    return { lote, cows };
  }

  async function snapshot() {
    const [d0s, dns, iatfs] = await readAll();
    return async () => {
      await Promise.all(TABLES().map((table) => table.clear()));
      await Promise.all([localDb.d0s.bulkAdd(d0s), localDb.dns.bulkAdd(dns), localDb.iatfs.bulkAdd(iatfs)]);
    };
  }

  const IATF_VALUES = IATF_ROW;

  it('DN: every row as saveDnRow stores it, one by one', async () => {
    const { cows } = await seedBatch();
    const restore = await snapshot();
    const observations = ['Animal morreu', 'Nada Consta', null, 'Animal morreu', null, 'Nada Consta'];
    const rows = cows.map((cow, n) => ({
      cow,
      dia: DAY,
      plan: dnSavePlan({ observacao: observations[n] ?? null }),
    }));
    for (const row of rows) await saveDnRow(row.cow, row.dia, row.plan);
    const oneByOne = await contents();
    await restore();
    await saveDnRows(rows);
    expect(await contents()).toEqual(oneByOne);
    expect(oneByOne.dns).toHaveLength(6);
  });

  it('IATF: every row as saveIatfRow stores it, one by one', async () => {
    const { cows } = await seedBatch();
    const restore = await snapshot();
    const observations = [null, 'Animal morreu', 'Matriz Descarte', null, 'Matriz não inseminada', null];
    const rows = cows.map((cow, n) => ({
      cow,
      plan: iatfSavePlan({ ...IATF_VALUES, ecc: null, observacao: observations[n] ?? null }, () => null),
    }));
    for (const row of rows) await saveIatfRow(row.cow, row.plan);
    const oneByOne = await contents();
    await restore();
    await saveIatfRows(rows);
    expect(await contents()).toEqual(oneByOne);
    expect(oneByOne.iatfs).toHaveLength(6);
  });

  it('a failing row writes nothing of the others', async () => {
    const { cows } = await seedBatch();
    const before = await contents();
    const missing = { id: newId(), loteId: cows[0]?.loteId ?? '' };
    const dnRows = [...cows, missing].map((cow) => ({
      cow,
      dia: DAY,
      plan: dnSavePlan({ observacao: null }),
    }));
    await expect(saveDnRows(dnRows)).rejects.toThrow();
    const iatfRows = [...cows, missing].map((cow) => ({
      cow,
      plan: iatfSavePlan({ ...IATF_VALUES, observacao: 'Animal morreu' }, () => null),
    }));
    await expect(saveIatfRows(iatfRows)).rejects.toThrow();
    expect(await contents()).toEqual(before);
  });
});
