import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { ENTITY_REGISTRY } from '@gestar/domain/entities/registry';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '../../local-db/database.ts';
import { d0Repository, dnRepository, iatfRepository, loteRepository } from '../../local-db/repositories.ts';
import { BATCH_RECORD_TABLES, deleteBatch } from './batch-writes.ts';

afterEach(async () => {
  await Promise.all([localDb.lotes.clear(), localDb.d0s.clear(), localDb.dns.clear(), localDb.iatfs.clear()]);
});

const RETIRO = newId();

/** A batch and its resync rounds: A, then 'A - IATF 2' made from it, then 'A - IATF 3' made from that one. */
async function chain(name: string) {
  const first = await loteRepository.post({ nomeLote: name, retiroId: RETIRO });
  const second = await loteRepository.post({
    nomeLote: `${name} - IATF 2`,
    retiroId: RETIRO,
    isResync: true,
    parentBatch: first.id,
    originalBatch: first.id,
  });
  const third = await loteRepository.post({
    nomeLote: `${name} - IATF 3`,
    retiroId: RETIRO,
    isResync: true,
    parentBatch: second.id,
    originalBatch: first.id,
  });
  return [first.id, second.id, third.id] as const;
}

const stored = (id: string) => localDb.lotes.get(id);

describe('deleteBatch: a batch goes with the resync rounds made from it', () => {
  it('soft-deletes the batch and every round of its chain; they travel to the server as changes', async () => {
    const ids = await chain('Lote A');
    await deleteBatch(ids[0]);
    for (const id of ids) {
      const batch = await stored(id);
      expect(batch?.isDeleted).toBe(true);
      // Soft: the record stays on the device, flagged, for the next push.
      expect(batch?._status).not.toBe('synced');
    }
    expect(await loteRepository.getByRelation('retiroId', [RETIRO])).toEqual([]);
  });

  it('deleting a round keeps the rounds before it and deletes the ones after it', async () => {
    const [first, second, third] = await chain('Lote B');
    await deleteBatch(second);
    expect((await stored(first))?.isDeleted).toBeFalsy();
    expect((await stored(second))?.isDeleted).toBe(true);
    expect((await stored(third))?.isDeleted).toBe(true);
  });

  it('leaves the other batches of the retiro, and their own rounds, alone', async () => {
    const doomed = await chain('Lote C');
    const kept = await chain('Lote D');
    await deleteBatch(doomed[0]);
    const left = await loteRepository.getByRelation('retiroId', [RETIRO]);
    expect(left.map((batch) => batch.nomeLote).sort()).toEqual([
      'Lote D',
      'Lote D - IATF 2',
      'Lote D - IATF 3',
    ]);
    for (const id of kept) expect((await stored(id))?.isDeleted).toBeFalsy();
  });
});

describe("deleteBatch: the cows' records go with their batch (spec: deleting a lote deletes its chain)", () => {
  it('lists every entity the registry files under a batch', () => {
    const underBatch = Object.entries(ENTITY_REGISTRY)
      .filter(([, definition]) => {
        const link = definition.farmLink;
        return link !== null && link !== 'self' && link.parent === 'lotes';
      })
      .map(([key]) => key);
    expect([...BATCH_RECORD_TABLES].sort()).toEqual(underBatch.sort());
  });

  it('soft-deletes the D0, DN and IATF records of the batch and of its rounds, and only theirs', async () => {
    const [first, second] = await chain('Lote E');
    const [other] = await chain('Lote F');
    const cow = await d0Repository.post({ loteId: first, codVaca: '101' });
    const copy = await d0Repository.post({ loteId: second, codVaca: '101', dzeroOriginal: cow.id });
    const dn = await dnRepository.post({ loteId: first, vacaId: cow.id, dia: newId() });
    const iatf = await iatfRepository.post({ loteId: second, vacaId: copy.id });
    const kept = await d0Repository.post({ loteId: other, codVaca: '101' });

    await deleteBatch(first);

    for (const table of ['d0s', 'dns', 'iatfs'] as const)
      for (const id of [cow.id, copy.id, dn.id, iatf.id]) {
        const record = await localDb[table].get(id);
        if (record) {
          expect(record.isDeleted).toBe(true);
          // Each deletion waits to be pushed, like the batch's.
          expect(record._status).not.toBe('synced');
        }
      }
    expect(await d0Repository.getByRelation('loteId', [first, second])).toEqual([]);
    expect(await iatfRepository.getByRelation('loteId', [second])).toEqual([]);
    expect(await dnRepository.getByRelation('loteId', [first])).toEqual([]);
    expect((await localDb.d0s.get(kept.id))?.isDeleted).toBeFalsy();
  });
});
