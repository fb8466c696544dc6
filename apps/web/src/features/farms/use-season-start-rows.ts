import { domainTypeId } from '@gestar/domain/lists/domain-ids';
import { createDomainLookup } from '@gestar/domain/lists/lookup';
import { formatDate } from '@gestar/domain/rules/display';
import { currentSeasonId } from '@gestar/domain/rules/season-start';
import { compareText } from '@gestar/domain/rules/sorting';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  d0Repository,
  fazendaRepository,
  loteRepository,
  retiroRepository,
  valorDominioRepository,
} from '../../local-db/repositories.ts';
import { useDownloadedFarmIds } from '../../sync/hooks.ts';
import type { SeasonFarmRow } from './season-rows.ts';

export type SeasonStartData = {
  rows: SeasonFarmRow[];
  seasons: { id: string; valor: string }[];
  currentSeasonId: string;
};

async function readRows(downloaded: ReadonlySet<string>): Promise<SeasonStartData> {
  const [farms, seasonValues] = await Promise.all([
    fazendaRepository.get(),
    valorDominioRepository.getByRelation('tipoDominioId', domainTypeId('estacaoMonta')),
  ]);
  const seasons = createDomainLookup(seasonValues);
  return {
    currentSeasonId: currentSeasonId(seasonValues),
    seasons: seasonValues
      .map((value) => ({ id: value.id, valor: value.valor }))
      .sort((a, b) => compareText(b.valor, a.valor)),
    rows: farms
      .map((farm) => ({
        id: farm.id,
        nome: farm.nome,
        municipioUf: [farm.municipio, farm.estado].filter(Boolean).join('/'),
        estacaoMontaId: farm.estacaoMonta,
        estacaoMonta: seasons.valorOf(farm.estacaoMonta) ?? '',
        inicio: formatDate(farm.inicioEstacaoMonta),
        fim: formatDate(farm.fimEstacaoMonta),
        retiro: farm.retiro,
        downloaded: downloaded.has(farm.id),
      }))
      .sort((a, b) => compareText(a.nome, b.nome) || a.id.localeCompare(b.id)),
  };
}

/**
 * Live cows of the live batches of some downloaded farms ('Matrizes'), read only for the farms on screen: a
 * farm may hold tens of thousands of cows.
 */
export function useFarmCowCounts(farmIds: readonly string[]): ReadonlyMap<string, number> | undefined {
  const key = farmIds.join(';');
  return useLiveQuery(
    async () => {
      const retiros = await retiroRepository.getByRelation('fazendaId', farmIds);
      const lotes = await loteRepository.getByRelation(
        'retiroId',
        retiros.map((retiro) => retiro.id),
      );
      const cows = await d0Repository.getByRelation(
        'loteId',
        lotes.map((lote) => lote.id),
      );
      const farmOfRetiro = new Map(retiros.map((retiro) => [retiro.id, retiro.fazendaId]));
      const farmOfLote = new Map(lotes.map((lote) => [lote.id, farmOfRetiro.get(lote.retiroId)]));
      const counts = new Map<string, number>(farmIds.map((id) => [id, 0]));
      for (const cow of cows) {
        const farmId = farmOfLote.get(cow.loteId);
        if (farmId) counts.set(farmId, (counts.get(farmId) ?? 0) + 1);
      }
      return counts;
    },
    // The joined ids stand for the array.
    [key],
  );
}

/** The device's farms with their season, live. */
export function useSeasonStartData(): SeasonStartData | undefined {
  const downloaded = useDownloadedFarmIds();
  const key = downloaded?.join(';');
  return useLiveQuery(
    async () => (downloaded ? readRows(new Set(downloaded)) : undefined),
    // The joined ids stand for the array.
    [key],
  );
}
