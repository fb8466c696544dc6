import { DEFAULT_RETIRO_NAME } from '@gestar/domain/entities/corral';
import { DEFAULT_CORRAL_DISPLAY } from '@gestar/domain/messages/batches';
import { type FarmContext, farmContext } from '@gestar/domain/permissions/farm-access';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  fazendaRepository,
  fazendaUsuarioRepository,
  retiroRepository,
} from '../../local-db/repositories.ts';

/** How lists and crumbs show a retiro: the automatic DEFAULT one as '-'. */
export function corralDisplayName(nome: string): string {
  return nome === DEFAULT_RETIRO_NAME ? DEFAULT_CORRAL_DISPLAY() : nome;
}

/** The farm, its permission context and its live retiros (undefined while loading). */
export function useFarmCorrals(farmId: string | undefined) {
  return useLiveQuery(async () => {
    if (!farmId) return null;
    const [farm, links, retiros] = await Promise.all([
      fazendaRepository.getById(farmId),
      fazendaUsuarioRepository.getByRelation('idFazenda', farmId),
      retiroRepository.getByRelation('fazendaId', farmId),
    ]);
    if (!farm) return null;
    const context: FarmContext = farmContext(farm, links);
    return { farm, context, retiros: retiros.filter((retiro) => !retiro.isDeleted) };
  }, [farmId]);
}
