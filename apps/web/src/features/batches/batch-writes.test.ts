import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '../../local-db/database.ts';
import { loteRepository } from '../../local-db/repositories.ts';
import { deleteBatch } from './batch-writes.ts';

afterEach(async () => {
  await localDb.lotes.clear();
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
