import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { seedLookup as lookup } from '@gestar/domain/lists/lookup';
import { dgFinalRowChange, dgFinalRowDefaults } from '@gestar/domain/management/dg-final-step';
import { dgRowChange, dgRowDefaults, dgSavePlan } from '@gestar/domain/management/dg-step';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '../../../local-db/database.ts';
import { d0Repository, dnRepository, loteRepository } from '../../../local-db/repositories.ts';
import { saveDgFinalRow, saveDgRow, writeDgFinalize } from './dg-save.ts';

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
    await saveDgFinalRow(cow.id, values);
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
