import { domainTypeId } from '@gestar/domain/lists/domain-ids';
import { createDomainLookup } from '@gestar/domain/lists/lookup';
import { formatDate } from '@gestar/domain/rules/display';
import { currentSeasonId } from '@gestar/domain/rules/season-start';
import { compareText, textKey } from '@gestar/domain/rules/sorting';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  d0Repository,
  fazendaRepository,
  loteRepository,
  retiroRepository,
  valorDominioRepository,
} from '../../local-db/repositories.ts';
import { useDownloadedFarmIds } from '../../sync/hooks.ts';

/** One line of /farms/estacaodemonta (spec §2 'Replicate farms'). */
export type SeasonFarmRow = {
  id: string;
  nome: string;
  municipioUf: string;
  estacaoMontaId: string | null;
  estacaoMonta: string;
  inicio: string;
  fim: string;
  retiro: boolean;
  /** Live cows of the farm's live batches; null when the farm is not downloaded. */
  matrizes: number | null;
  downloaded: boolean;
};

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
  const here = farms.filter((farm) => downloaded.has(farm.id));
  const retiros = await retiroRepository.getByRelation(
    'fazendaId',
    here.map((farm) => farm.id),
  );
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
  const counts = new Map<string, number>();
  for (const cow of cows) {
    const farmId = farmOfLote.get(cow.loteId);
    if (farmId) counts.set(farmId, (counts.get(farmId) ?? 0) + 1);
  }
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
        matrizes: downloaded.has(farm.id) ? (counts.get(farm.id) ?? 0) : null,
        downloaded: downloaded.has(farm.id),
      }))
      .sort((a, b) => compareText(a.nome, b.nome) || a.id.localeCompare(b.id)),
  };
}

/** The device's farms with their season and cow counts, live. */
export function useSeasonStartData(): SeasonStartData | undefined {
  const downloaded = useDownloadedFarmIds();
  const key = downloaded?.join(';');
  return useLiveQuery(
    async () => (downloaded ? readRows(new Set(downloaded)) : undefined),
    // The joined ids stand for the array.
    [key],
  );
}

/** 'Buscar' (farm, place or season, case and accents ignored) and the season filter ('' = every season). */
export function filterSeasonRows(rows: readonly SeasonFarmRow[], search: string, seasonId: string) {
  const wanted = textKey(search);
  return rows.filter(
    (row) =>
      (seasonId === '' || row.estacaoMontaId === seasonId) &&
      (wanted === '' ||
        [row.nome, row.municipioUf, row.estacaoMonta].some((text) => textKey(text).includes(wanted))),
  );
}
