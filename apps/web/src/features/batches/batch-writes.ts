import { localDb } from '../../local-db/database.ts';
import { d0Repository, dnRepository, iatfRepository, loteRepository } from '../../local-db/repositories.ts';

/**
 * The entities kept per batch (the registry's records whose farm link is the batch, `loteId`): a deleted batch
 * takes them with it. batch-writes.test.ts checks this list against the registry.
 */
export const BATCH_RECORD_TABLES = ['d0s', 'dns', 'iatfs'] as const;

/**
 * Soft-deletes a batch, the resync rounds hanging from it (they cannot outlive the batch they continue) and the
 * cows' records of each (D0, DN, IATF and the diagnoses they hold): left live, they would still count in the
 * farm's reports and exports and travel with backups, under a batch nobody can open. One transaction: all or none.
 */
export async function deleteBatch(batchId: string): Promise<void> {
  const tables = [localDb.lotes, ...BATCH_RECORD_TABLES.map((table) => localDb[table])];
  await localDb.transaction('rw', tables, async () => {
    const batchIds: string[] = [];
    const pending = [batchId];
    while (pending.length > 0) {
      const id = pending.pop();
      if (!id) break;
      batchIds.push(id);
      await loteRepository.delete(id);
      const children = await loteRepository.getByRelation('parentBatch', id);
      pending.push(...children.map((child) => child.id));
    }
    const deletes = (records: readonly { id: string }[]) => records.map((record) => ({ delete: record.id }));
    await d0Repository.writeMany(deletes(await d0Repository.getByRelation('loteId', batchIds)));
    await dnRepository.writeMany(deletes(await dnRepository.getByRelation('loteId', batchIds)));
    await iatfRepository.writeMany(deletes(await iatfRepository.getByRelation('loteId', batchIds)));
  });
}
