import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { d0SavePlan, newCowDefaults } from '@gestar/domain/management/d0-step';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '../../../local-db/database.ts';
import {
  d0Repository,
  dnRepository,
  iatfRepository,
  loteRepository,
} from '../../../local-db/repositories.ts';
import { cancelInclude, finishInclude, includeCow } from './include-writes.ts';

afterEach(async () => {
  await Promise.all([localDb.d0s.clear(), localDb.iatfs.clear(), localDb.dns.clear(), localDb.lotes.clear()]);
});

const USER = newId();
const DAY = newId();

async function includedCow(codVaca: string) {
  const lote = await loteRepository.post({ nomeLote: 'Lote Inclusão', retiroId: newId(), dias: DAY });
  const values = { ...newCowDefaults({ id: lote.id, dias: DAY }, USER), codVaca };
  const plan = d0SavePlan(values, {
    mode: 'create',
    management: 'D0',
    otherCowCodes: [],
    batchHasDay: true,
    bullOfPartida: () => null,
    now: new Date().toISOString(),
  });
  const cow = await includeCow(plan, lote.id);
  return { lote, cow };
}

describe('Incluir Matriz writes', () => {
  it('saves the cow with her "Matriz criada após o D0" IATF entry and blocks the batch with her', async () => {
    const { lote, cow } = await includedCow('7001');
    expect((await loteRepository.getById(lote.id))?.matrizBloqueada).toBe(cow.id);
    const [iatf] = await iatfRepository.getByRelation('vacaId', cow.id);
    expect(iatf).toMatchObject({ loteId: lote.id, observacao: 'Matriz criada após o D0' });
  });

  it('finishing unblocks and keeps the cow', async () => {
    const { lote, cow } = await includedCow('7002');
    await finishInclude(lote.id, { matrizBloqueada: null });
    expect((await loteRepository.getById(lote.id))?.matrizBloqueada).toBeNull();
    expect(await d0Repository.getById(cow.id)).toBeDefined();
  });

  it('cancel soft-deletes the cow, her records and her resync copy with its records, and unblocks', async () => {
    const { lote, cow } = await includedCow('7003');
    const other = await d0Repository.post({ codVaca: '7999', loteId: lote.id });
    const dn = await dnRepository.post({ vacaId: cow.id, loteId: lote.id, dia: DAY, observacao: '[N/A]' });
    const child = await d0Repository.post({ codVaca: '7003', loteId: newId(), dzeroPai: cow.id });
    const childIatf = await iatfRepository.post({
      vacaId: child.id,
      loteId: child.loteId,
      observacao: '[N/A]',
    });

    await cancelInclude(cow);

    const deleted = async (table: 'd0s' | 'iatfs' | 'dns', id: string) =>
      (await localDb[table].get(id))?.isDeleted;
    expect(await deleted('d0s', cow.id)).toBe(true);
    expect(await deleted('d0s', child.id)).toBe(true);
    expect(await deleted('dns', dn.id)).toBe(true);
    expect(await deleted('iatfs', childIatf.id)).toBe(true);
    expect(await iatfRepository.getByRelation('vacaId', cow.id)).toEqual([]);
    expect(await deleted('d0s', other.id)).toBe(false);
    // Soft deletes travel to the server like any change (never a silent local removal).
    expect((await localDb.d0s.get(cow.id))?._status).not.toBe('synced');
    expect((await loteRepository.getById(lote.id))?.matrizBloqueada).toBeNull();
  });
});
