import { DEFAULT_RETIRO_NAME } from '@gestar/domain/entities/corral';
import { type FarmContext, farmContext } from '@gestar/domain/permissions/farm-access';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  fazendaRepository,
  fazendaUsuarioRepository,
  loteRepository,
  protocoloRepository,
  retiroRepository,
  usuarioRepository,
} from '../../local-db/repositories.ts';

/**
 * Everything a batch screen needs around the batch: farm and retiro (for crumbs and the way back), the
 * permission context, the retiro's other batch names, the protocols and the farm's people.
 */
export function useBatchContext(farmId: string | undefined, corralId: string | undefined, batchId?: string) {
  return useLiveQuery(async () => {
    if (!farmId || !corralId) return null;
    const [farm, corral, links, siblings, protocols, users] = await Promise.all([
      fazendaRepository.getById(farmId),
      retiroRepository.getById(corralId),
      fazendaUsuarioRepository.getByRelation('idFazenda', farmId),
      loteRepository.getByRelation('retiroId', corralId),
      protocoloRepository.get(),
      usuarioRepository.get(),
    ]);
    if (!farm || !corral || corral.fazendaId !== farm.id) return null;
    const context: FarmContext = farmContext(farm, links);
    const live = siblings.filter((lote) => !lote.isDeleted);
    const batch = batchId ? live.find((lote) => lote.id === batchId) : undefined;
    if (batchId && !batch) return null;
    // The responsible and the inseminators are the users linked to the farm (spec §6) and its owner.
    const people = new Set([farm.usuarioId, ...context.linkedUserIds]);
    const farmPage = `/farms/${farm.id}`;
    return {
      farm,
      corral,
      context,
      batch: batch ?? null,
      otherNames: live.filter((lote) => lote.id !== batchId).map((lote) => lote.nomeLote),
      protocols,
      users: users.filter((user) => people.has(user.id)),
      // Cancel goes back to the retiro page when the farm uses retiros (spec §2).
      backTo: corral.nome === DEFAULT_RETIRO_NAME ? farmPage : `${farmPage}/corrals/${corral.id}`,
    };
  }, [farmId, corralId, batchId]);
}

export type BatchContext = NonNullable<ReturnType<typeof useBatchContext>>;
