import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
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
import { deleteCow, inOneTransaction, saveD0Cow, saveDnRow, saveIatfRow } from './save.ts';

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
