import { textKey } from '@gestar/domain/rules/sorting';

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
  downloaded: boolean;
};

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
