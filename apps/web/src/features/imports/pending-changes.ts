import { isDirty } from '../../local-db/local-record.ts';
import {
  d0Repository,
  dnRepository,
  iatfRepository,
  loteRepository,
  partidaRepository,
} from '../../local-db/repositories.ts';
import type { ImportTarget } from './route-state.ts';

/**
 * Changes of this device the server has not received yet that the import reads: the batch, its cows and their
 * handlings, and the farm's semen lots (the file names them by code). The preview is computed on the server's
 * copy, so with any of these unsent it would not match what the user sees. Changes of other farms do not count:
 * a record rejected elsewhere must not lock the import forever.
 */
export async function pendingImportChanges(target: ImportTarget): Promise<number> {
  const all = { includeDeleted: true };
  const [batch, cows, dns, iatfs, partidas] = await Promise.all([
    loteRepository.getById(target.batchId, all),
    d0Repository.getByRelation('loteId', target.batchId, all),
    dnRepository.getByRelation('loteId', target.batchId, all),
    iatfRepository.getByRelation('loteId', target.batchId, all),
    partidaRepository.getByRelation('fazendaId', target.farmId, all),
  ]);
  const records = [...(batch ? [batch] : []), ...cows, ...dns, ...iatfs, ...partidas];
  return records.filter(isDirty).length;
}
