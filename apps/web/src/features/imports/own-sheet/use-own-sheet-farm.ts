import { type FarmContext, farmContext } from '@gestar/domain/permissions/farm-access';
import { protocolChoices } from '@gestar/domain/rules/batch-form';
import { compareText } from '@gestar/domain/rules/sorting';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  fazendaRepository,
  fazendaUsuarioRepository,
  loteRepository,
  protocoloRepository,
  retiroRepository,
} from '../../../local-db/repositories.ts';

export type OwnSheetBatch = { id: string; nomeLote: string; retiroId: string; path: string };
export type OwnSheetChoice = { id: string; label: string };

export type OwnSheetFarmView = {
  farmName: string;
  farmPath: string;
  /** The farm's live batches by name: the sheets' possible destinations. */
  batches: OwnSheetBatch[];
  /** Where a new batch may go, and the protocols the batch form offers this person. */
  corrals: OwnSheetChoice[];
  protocols: OwnSheetChoice[];
  context: FarmContext;
};

/** The farm of the import as this device holds it: undefined while reading, null when it is not here. */
export function useOwnSheetFarm(
  farmId: string | undefined,
  userId: string,
): OwnSheetFarmView | null | undefined {
  return useLiveQuery(async () => {
    if (!farmId) return null;
    const [farm, links, corrals, protocols] = await Promise.all([
      fazendaRepository.getById(farmId),
      fazendaUsuarioRepository.getByRelation('idFazenda', farmId),
      retiroRepository.getByRelation('fazendaId', farmId),
      protocoloRepository.get(),
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
          retiroId: lote.retiroId,
          path: `${farmPath}/corrals/${lote.retiroId}/batches/${lote.id}`,
        }))
        .sort((a, b) => compareText(a.nomeLote, b.nomeLote)),
      corrals: live
        .map((corral) => ({ id: corral.id, label: corral.nome }))
        .sort((a, b) => compareText(a.label, b.label)),
      protocols: protocolChoices(protocols, userId)
        .map((protocol) => ({ id: protocol.id, label: protocol.name }))
        .sort((a, b) => compareText(a.label, b.label)),
      context: farmContext(
        farm,
        links.filter((link) => !link.isDeleted),
      ),
    };
  }, [farmId, userId]);
}
