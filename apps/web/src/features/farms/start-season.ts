import { newId } from '@gestar/domain/entities/common';
import { planSeasonStart, type SeasonStartPlan } from '@gestar/domain/rules/season-start';
import { localDb } from '../../local-db/database.ts';
import {
  fazendaRepository,
  fazendaUsuarioRepository,
  retiroRepository,
} from '../../local-db/repositories.ts';
import { adoptFarmsMadeHere } from '../../sync/hooks.ts';

export type SeasonStartRequest = {
  chosenIds: readonly string[];
  currentSeasonId: string;
  inicioEstacaoMonta: string;
  fimEstacaoMonta: string;
};

/**
 * 'Iniciar estação de monta': plans the copies from the device's farms and writes them in one transaction
 * (a copy never reaches the push queue without its retiros and links). Works offline; the sync pushes it.
 */
export async function startSeason(request: SeasonStartRequest): Promise<SeasonStartPlan> {
  return localDb.transaction(
    'rw',
    [localDb.fazendas, localDb.retiros, localDb.fazendaUsuarios, localDb.meta],
    async () => {
      const ids = [...new Set(request.chosenIds)];
      const [farms, retiros, links] = await Promise.all([
        fazendaRepository.get(),
        retiroRepository.getByRelation('fazendaId', ids),
        fazendaUsuarioRepository.getByRelation('idFazenda', ids),
      ]);
      const plan = planSeasonStart({ ...request, farms, retiros, links, newId });
      if (plan.kind === 'duplicates') return plan;
      for (const copy of plan.copies) {
        await fazendaRepository.post(copy.farm);
        for (const retiro of copy.retiros) await retiroRepository.post(retiro);
        for (const link of copy.links) await fazendaUsuarioRepository.post(link);
      }
      await adoptFarmsMadeHere(plan.copies.map((copy) => copy.farm.id));
      return plan;
    },
  );
}
