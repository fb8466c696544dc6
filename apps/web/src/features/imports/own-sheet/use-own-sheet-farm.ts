import { type FarmContext, farmContext } from '@gestar/domain/permissions/farm-access';
import { compareText } from '@gestar/domain/rules/sorting';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  fazendaRepository,
  fazendaUsuarioRepository,
  loteRepository,
  retiroRepository,
} from '../../../local-db/repositories.ts';

export type OwnSheetBatch = { id: string; nomeLote: string; path: string };

export type OwnSheetFarmView = {
  farmName: string;
  farmPath: string;
  /** The farm's live batches by name: the sheets' possible destinations. */
  batches: OwnSheetBatch[];
  context: FarmContext;
};

/** The farm of the import as this device holds it: undefined while reading, null when it is not here. */
export function useOwnSheetFarm(farmId: string | undefined): OwnSheetFarmView | null | undefined {
  return useLiveQuery(async () => {
    if (!farmId) return null;
    const [farm, links, corrals] = await Promise.all([
      fazendaRepository.getById(farmId),
      fazendaUsuarioRepository.getByRelation('idFazenda', farmId),
      retiroRepository.getByRelation('fazendaId', farmId),
    ]);
    if (!farm || farm.isDeleted) return null;
    const live = corrals.filter((corral) => !corral.isDeleted);
    const lotes = await loteRepository.getByRelation(
      'retiroId',
      live.map((corral) => corral.id),
    );
    const farmPath = `/farms/${farm.id}`;
    return {
      farmName: farm.nome,
      farmPath,
      batches: lotes
        .filter((lote) => !lote.isDeleted && lote.retiroId)
        .map((lote) => ({
          id: lote.id,
          nomeLote: lote.nomeLote,
          path: `${farmPath}/corrals/${lote.retiroId}/batches/${lote.id}`,
        }))
        .sort((a, b) => compareText(a.nomeLote, b.nomeLote)),
      context: farmContext(
        farm,
        links.filter((link) => !link.isDeleted),
      ),
    };
  }, [farmId]);
}
