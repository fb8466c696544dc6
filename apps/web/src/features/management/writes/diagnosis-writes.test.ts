import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { seedLookup as lookup } from '@gestar/domain/lists/lookup';
import {
  dgFinalRowChange,
  dgFinalRowDefaults,
  dgFinalRowRecord,
} from '@gestar/domain/management/dg-final-step';
import { dgRessincRow, dgRessincSavePlan } from '@gestar/domain/management/dg-ressinc';
import { dgRowChange, dgRowDefaults, dgSavePlan } from '@gestar/domain/management/dg-step';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '../../../local-db/database.ts';
import type { LocalEntity } from '../../../local-db/local-record.ts';
import { d0Repository, dnRepository, loteRepository } from '../../../local-db/repositories.ts';
import {
  type DgRow,
  saveDgFinalRow,
  saveDgFinalRows,
  saveDgRow,
  saveDgRows,
  writeDgFinalize,
} from './diagnosis-writes.ts';

afterEach(async () => {
  await Promise.all([localDb.d0s.clear(), localDb.dns.clear(), localDb.lotes.clear()]);
});

const now = new Date('2026-11-23T12:00:00Z');
const dg = (valor: string) => domainValueId('condicaoDG', valor);

async function batchWithCow() {
  const lote = await loteRepository.post({ nomeLote: 'Lote DG', retiroId: newId() });
  const cow = await d0Repository.post({ codVaca: '1001', loteId: lote.id, observacaoD0: 'Vaca mansa' });
  return { lote, cow };
}

describe('DG saves: one transaction, records dirty for the next push', () => {
  it('a plain DG stores the diagnosis, its stamp and [N/A], and writes no DN', async () => {
    const { cow } = await batchWithCow();
    const values = dgRowChange(dgRowDefaults(cow), { condicaoDG: dg('Prenhe') }, { now, lookup });
    const plan = dgSavePlan(cow, values, {
      management: { route: 'DG', day: null },
      resyncBatchId: null,
      existingChild: undefined,
      lookup,
    });
    await saveDgRow(cow, plan, undefined);
    const stored = await d0Repository.getById(cow.id);
    expect(stored).toMatchObject({
      condicaoDG: dg('Prenhe'),
      observacaoDG: '[N/A]',
      dataDg: now.toISOString(),
      observacaoD0: 'Vaca mansa',
      _status: 'created',
    });
    expect(await dnRepository.get({ includeDeleted: true })).toHaveLength(0);
  });

  it("a DG on D8 of a resync writes that day's DN, flagged deleted for a pregnant cow and revived if she is not", async () => {
    const { cow } = await batchWithCow();
    const d8 = domainValueId('dias', 'D8');
    const management = { route: 'DGRessinc', day: d8 };
    const save = async (condition: string) => {
      const current = (await d0Repository.getById(cow.id)) ?? cow;
      const values = dgRowChange(dgRowDefaults(current), { condicaoDG: dg(condition) }, { now, lookup });
      const plan = dgSavePlan(current, values, {
        management,
        resyncBatchId: null,
        existingChild: undefined,
        lookup,
      });
      await saveDgRow(current, plan, undefined);
      return dnRepository.get({ includeDeleted: true });
    };
    const [pregnant] = await save('Prenhe');
    expect(pregnant).toMatchObject({ vacaId: cow.id, dia: d8, isDeleted: true });
    const after = await save('Vazia');
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: pregnant?.id, isDeleted: false, observacao: '[N/A]' });
  });

  it('with a resync batch an empty cow gets her copy there (iatf + 1) and is omitted from this DG Final', async () => {
    const { cow } = await batchWithCow();
    const child = await loteRepository.post({
      nomeLote: 'Lote DG - IATF 2',
      retiroId: newId(),
      isResync: true,
    });
    const values = dgRowChange(dgRowDefaults(cow), { condicaoDG: dg('Vazia') }, { now, lookup });
    const plan = dgSavePlan(cow, values, {
      management: { route: 'DG', day: null },
      resyncBatchId: child.id,
      existingChild: undefined,
      lookup,
    });
    await saveDgRow(cow, plan, undefined);
    expect(await d0Repository.getById(cow.id)).toMatchObject({
      omit_from_dg_final: true,
      condicaoDG: dg('Vazia'),
    });
    const [copy] = await d0Repository.getByRelation('loteId', child.id);
    expect(copy).toMatchObject({
      codVaca: '1001',
      iatf: 1,
      dzeroPai: cow.id,
      dzeroOriginal: cow.id,
      condicaoDG: null,
      omit_from_dg_final: false,
      _status: 'created',
    });
    expect(copy?.id).not.toBe(cow.id);
  });

  it.each([
    ['one by one', false],
    ["with 'Salvar todas'", true],
  ])(
    'DG/D8 of a resync (%s): the diagnosis on the parent record, the copy deleted while pregnant and back when empty, the DN on the copy',
    async (_case, bulk) => {
      const { lote, cow } = await batchWithCow();
      const child = await loteRepository.post({
        nomeLote: 'Lote DG - IATF 2',
        retiroId: newId(),
        isResync: true,
        parentBatch: lote.id,
      });
      const device = domainValueId('dispositivo', 'CIDR');
      const copy = await d0Repository.post({
        codVaca: '1001',
        loteId: child.id,
        iatf: 1,
        dzeroPai: cow.id,
        dzeroOriginal: cow.id,
        dispositivoIntravaginal: device,
      });
      const d8 = domainValueId('dias', 'D8');
      const save = async (condition: string) => {
        const parent = (await d0Repository.getById(cow.id)) ?? cow;
        const current = (await d0Repository.getById(copy.id, { includeDeleted: true })) ?? copy;
        const start = dgRowDefaults(dgRessincRow(parent, current));
        const values = dgRowChange(start, { condicaoDG: dg(condition) }, { now, lookup });
        const plan = dgRessincSavePlan(parent, current, values, {
          management: { route: 'DGRessinc', day: d8 },
          lookup,
        });
        if (bulk) await saveDgRows([{ cow: parent, plan, existingChild: current }]);
        else await saveDgRow(parent, plan, current);
        return Promise.all([
          d0Repository.getById(cow.id),
          d0Repository.getById(copy.id, { includeDeleted: true }),
          dnRepository.get({ includeDeleted: true }),
        ]);
      };
      const [parent, left, dns] = await save('Prenhe');
      expect(parent).toMatchObject({
        condicaoDG: dg('Prenhe'),
        observacaoDG: '[N/A]',
        omit_from_dg_final: false,
      });
      expect(left).toMatchObject({ isDeleted: true, omit_from_dg_final: true, condicaoDG: null });
      expect(dns).toEqual([
        expect.objectContaining({ vacaId: copy.id, loteId: child.id, dia: d8, isDeleted: true }),
      ]);
      const [emptyParent, back, dnsAfter] = await save('Vazia');
      expect(emptyParent).toMatchObject({ condicaoDG: dg('Vazia'), omit_from_dg_final: true });
      expect(back).toMatchObject({
        isDeleted: false,
        omit_from_dg_final: false,
        condicaoDG: null,
        dispositivoIntravaginal: device,
      });
      expect(dnsAfter).toEqual([
        expect.objectContaining({ id: dns[0]?.id, vacaId: copy.id, isDeleted: false }),
      ]);
    },
  );

  it('DG Final keeps the loss flag and the finalize writes the date and the batch together', async () => {
    const { lote, cow } = await batchWithCow();
    await d0Repository.update(cow.id, { condicaoDG: dg('Prenhe') });
    const start = dgFinalRowDefaults({ ...cow, condicaoDG: dg('Prenhe') }, lookup);
    const values = dgFinalRowChange(
      { condicaoDG: dg('Prenhe') },
      start,
      { condicaoDGFinal: domainValueId('condicaoDGFinal', 'Vazia') },
      lookup,
    );
    await saveDgFinalRow(cow.id, dgFinalRowRecord(values));
    await writeDgFinalize(
      [{ id: cow.id, patch: { dataDgFinal: '2027-01-20', observacao_DG_Final: '[N/A]' } }],
      new Map([[lote.id, { pastDGFinal: true, processoAtual: 'DG Final' }]]),
    );
    expect(await d0Repository.getById(cow.id)).toMatchObject({
      perdaGestacao: true,
      dataDgFinal: '2027-01-20',
      observacao_DG_Final: '[N/A]',
    });
    expect(await loteRepository.getById(lote.id)).toMatchObject({
      pastDGFinal: true,
      processoAtual: 'DG Final',
    });
  });
});

describe("DG 'Salvar todas' in bulk: the same records and sync marks as the rows saved one by one", () => {
  const readAll = () => Promise.all([localDb.d0s.toArray(), localDb.dns.toArray()]);

  /** Both tables without what two runs cannot share: the clock, and the ids of records born in the run. */
  async function contents(born: ReadonlySet<string>) {
    const [d0s, dns] = await readAll();
    const sorted = <R>(records: R[], key: (r: R) => string) =>
      records.map((r) => [key(r), r] as const).sort(([a], [b]) => (a < b ? -1 : 1));
    return {
      d0s: sorted(
        d0s.map(({ created: _c, updated: _u, ...r }) => (born.has(r.id) ? { ...r, id: 'new' } : r)),
        (r) => `${r.id}|${r.dzeroPai}|${r.loteId}`,
      ),
      dns: sorted(
        dns.map(({ created: _c, updated: _u, ...r }) => (born.has(r.id) ? { ...r, id: 'new' } : r)),
        (r) => `${r.vacaId}|${r.dia}`,
      ),
    };
  }

  async function scenario() {
    const lote = await loteRepository.post({ nomeLote: 'Lote DG', retiroId: newId() });
    const resync = await loteRepository.post({
      nomeLote: 'Lote DG - IATF 2',
      retiroId: newId(),
      isResync: true,
    });
    const cows: LocalEntity<'d0s'>[] = [];
    for (let n = 0; n < 5; n++)
      cows.push(
        await d0Repository.post({ codVaca: String(5000 + n), loteId: lote.id, observacaoD0: 'Vaca mansa' }),
      );
    const d8 = domainValueId('dias', 'D8');
    const rowFor = async (
      index: number,
      condition: string,
      route: 'DG' | 'DGRessinc',
      withResync: boolean,
    ) => {
      const first = cows[index];
      if (!first) throw new Error('scenario');
      const cow = (await d0Repository.getById(first.id)) ?? first;
      const [existingChild] = (await d0Repository.getByRelation('dzeroPai', cow.id)).filter(
        (child) => child.loteId === resync.id,
      );
      const values = dgRowChange(dgRowDefaults(cow), { condicaoDG: dg(condition) }, { now, lookup });
      const plan = dgSavePlan(cow, values, {
        management: { route, day: route === 'DGRessinc' ? d8 : null },
        resyncBatchId: withResync ? resync.id : null,
        existingChild,
        lookup,
      });
      return { cow, plan, existingChild };
    };
    // Before: C has a deleted D8 DN (pregnant once), E already has her copy in the resync batch.
    const earlierC = await rowFor(2, 'Prenhe', 'DGRessinc', false);
    await saveDgRow(earlierC.cow, earlierC.plan, earlierC.existingChild);
    const earlierE = await rowFor(4, 'Vazia', 'DG', true);
    await saveDgRow(earlierE.cow, earlierE.plan, earlierE.existingChild);
    // Some records already acknowledged by the server.
    const [d0s, dns] = await readAll();
    await localDb.d0s.bulkPut(
      d0s.slice(0, 3).map((r) => ({ ...r, _status: 'synced' as const, _changed: [], _rev: 2 })),
    );
    await localDb.dns.bulkPut(dns.map((r) => ({ ...r, _status: 'synced' as const, _changed: [], _rev: 2 })));
    const rows: DgRow[] = [
      await rowFor(0, 'Prenhe', 'DG', false),
      await rowFor(1, 'Prenhe', 'DGRessinc', false),
      await rowFor(2, 'Vazia', 'DGRessinc', false),
      await rowFor(3, 'Vazia', 'DG', true),
      await rowFor(4, 'Prenhe', 'DG', true),
    ];
    return rows;
  }

  async function snapshot() {
    const [d0s, dns] = await readAll();
    const ids = new Set([...d0s, ...dns].map((r) => r.id));
    const restore = async () => {
      await Promise.all([localDb.d0s.clear(), localDb.dns.clear()]);
      await Promise.all([localDb.d0s.bulkAdd(d0s), localDb.dns.bulkAdd(dns)]);
    };
    const bornSince = async () => {
      const [after, afterDns] = await readAll();
      return new Set([...after, ...afterDns].map((r) => r.id).filter((id) => !ids.has(id)));
    };
    return { restore, bornSince };
  }

  it('DG: plain, DN written and flagged, DN revived, copy created, copy marked omitted', async () => {
    const rows = await scenario();
    const { restore, bornSince } = await snapshot();
    for (const row of rows) await saveDgRow(row.cow, row.plan, row.existingChild);
    const oneByOne = await contents(await bornSince());
    await restore();
    await saveDgRows(rows);
    expect(await contents(await bornSince())).toEqual(oneByOne);
    expect(oneByOne.dns.map(([, dn]) => dn.isDeleted)).toEqual([true, false]);
    expect(oneByOne.d0s).toHaveLength(7);
  });

  it('DG Final: the same cow patches as one by one; a missing cow writes nothing', async () => {
    const rows = await scenario();
    const { restore } = await snapshot();
    const patches = rows.map(({ cow }, n) => ({
      cowId: cow.id,
      values: { perdaGestacao: n % 2 === 0, observacao_DG_Final: n === 1 ? 'Animal morreu' : '[N/A]' },
    }));
    for (const { cowId, values } of patches) await saveDgFinalRow(cowId, values);
    const none = new Set<string>();
    const oneByOne = await contents(none);
    await restore();
    const before = await contents(none);
    await expect(saveDgFinalRows([...patches, { cowId: newId(), values: {} }])).rejects.toThrow();
    expect(await contents(none)).toEqual(before);
    await saveDgFinalRows(patches);
    expect(await contents(none)).toEqual(oneByOne);
  });

  it('a failing DG row writes nothing of the others', async () => {
    const rows = await scenario();
    const before = await contents(new Set());
    const [first] = rows;
    if (!first) throw new Error('scenario');
    const missing = { ...first, cow: { ...first.cow, id: newId() } };
    await expect(saveDgRows([...rows, missing])).rejects.toThrow();
    expect(await contents(new Set())).toEqual(before);
  });
});
