import { localDb } from '../../local-db/database.ts';
import { loteRepository, retiroRepository } from '../../local-db/repositories.ts';

/** Soft-deletes a retiro with its batches: a batch without its retiro would vanish from every list anyway. */
export async function deleteCorral(retiroId: string): Promise<void> {
  await localDb.transaction('rw', [localDb.retiros, localDb.lotes], async () => {
    for (const lote of await loteRepository.getByRelation('retiroId', retiroId)) {
      await loteRepository.delete(lote.id);
    }
    await retiroRepository.delete(retiroId);
  });
}
