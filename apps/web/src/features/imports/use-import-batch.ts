import { DEFAULT_RETIRO_NAME } from '@gestar/domain/entities/corral';
import { type FarmContext, farmContext } from '@gestar/domain/permissions/farm-access';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  fazendaRepository,
  fazendaUsuarioRepository,
  loteRepository,
  retiroRepository,
} from '../../local-db/repositories.ts';
import type { ImportTarget } from './route-state.ts';

export type ImportBatchView = {
  farmName: string;
  batchName: string;
  /** The batch cow listing, where the import was opened from and where it leads back. */
  batchPath: string;
  farmPath: string;
  /** The retiro crumb, unless it is the farm's DEFAULT one (shown as the farm itself). */
  corral: { name: string; path: string } | null;
  context: FarmContext;
};

/** The batch of the import as this device holds it: undefined while reading, null when it is not here. */
export function useImportBatch(target: ImportTarget): ImportBatchView | null | undefined {
  return useLiveQuery(async () => {
    const [batch, farm, links] = await Promise.all([
      loteRepository.getById(target.batchId),
      fazendaRepository.getById(target.farmId),
      fazendaUsuarioRepository.getByRelation('idFazenda', target.farmId),
    ]);
    if (!batch || !farm || !batch.retiroId) return null;
    const corral = await retiroRepository.getById(batch.retiroId);
    if (!corral || corral.fazendaId !== farm.id) return null;
    const farmPath = `/farms/${farm.id}`;
    const corralPath = `${farmPath}/corrals/${corral.id}`;
    return {
      farmName: farm.nome || target.farmName,
      batchName: batch.nomeLote,
      batchPath: `${corralPath}/batches/${batch.id}`,
      farmPath,
      corral: corral.nome === DEFAULT_RETIRO_NAME ? null : { name: corral.nome, path: corralPath },
      context: farmContext(farm, links),
    };
  }, [target.batchId, target.farmId]);
}
