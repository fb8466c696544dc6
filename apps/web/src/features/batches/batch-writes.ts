import { localDb } from '../../local-db/database.ts';
import { loteRepository } from '../../local-db/repositories.ts';

/** Soft-deletes a batch and the resync rounds hanging from it (they cannot outlive the batch they continue). */
export async function deleteBatch(batchId: string): Promise<void> {
  await localDb.transaction('rw', localDb.lotes, async () => {
    const pending = [batchId];
    while (pending.length > 0) {
      const id = pending.pop();
      if (!id) break;
      await loteRepository.delete(id);
      const children = await loteRepository.getByRelation('parentBatch', id);
      pending.push(...children.map((child) => child.id));
    }
  });
}
