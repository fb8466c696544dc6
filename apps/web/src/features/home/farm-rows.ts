import type { Fazenda } from '@gestar/domain/entities/farm';
import type { DomainLookup } from '@gestar/domain/lists/domain-ids';
import { compareText } from '@gestar/domain/rules/sorting';
import { isDirty } from '../../local-db/local-record.ts';

/** Where a farm's data stands on this device (spec §2: a farm can be entered only once downloaded). */
export type DownloadState = 'downloaded' | 'downloading' | 'not-downloaded';

/** One line of the home farm table, built from the local database only. */
export type FarmRow = {
  id: string;
  nome: string;
  nomeProprietario: string;
  estado: string | null;
  municipio: string | null;
  /** 'Município/UF' column: 'Rondonópolis/MT', or whichever half is known. */
  municipioUf: string;
  estacaoMontaId: string | null;
  /** The season's text ('2026/2027'); '' when the farm has none or the list does not know the id. */
  estacaoMonta: string;
  inicioEstacaoMonta: string | null;
  fimEstacaoMonta: string | null;
  retiro: boolean;
  download: DownloadState;
  /** Saved on this device and not yet accepted by the server. */
  notSent: boolean;
  /** Deleted: listed only for administrators (spec §6), marked and never downloaded. */
  deleted: boolean;
};

export function municipioUf(municipio: string | null, estado: string | null): string {
  return [municipio, estado].filter((part): part is string => Boolean(part?.trim())).join('/');
}

type FarmFields = Pick<
  Fazenda,
  | 'id'
  | 'nome'
  | 'nomeProprietario'
  | 'estado'
  | 'municipio'
  | 'estacaoMonta'
  | 'inicioEstacaoMonta'
  | 'fimEstacaoMonta'
  | 'retiro'
  | 'isDeleted'
> & { _status?: string };

export type FarmRowSources = {
  farms: readonly FarmFields[];
  seasons: DomainLookup;
  downloadedIds: ReadonlySet<string>;
  downloadingIds?: ReadonlySet<string>;
  /** Spec §6: administrators may see deleted farms. */
  showDeleted?: boolean;
};

/** Live farms as table rows, alphabetical by name (pt-BR collation, accents and case ignored). */
export function toFarmRows({
  farms,
  seasons,
  downloadedIds,
  downloadingIds,
  showDeleted = false,
}: FarmRowSources): FarmRow[] {
  return farms
    .filter((farm) => showDeleted || !farm.isDeleted)
    .map(
      (farm): FarmRow => ({
        id: farm.id,
        nome: farm.nome,
        nomeProprietario: farm.nomeProprietario,
        estado: farm.estado,
        municipio: farm.municipio,
        municipioUf: municipioUf(farm.municipio, farm.estado),
        estacaoMontaId: farm.estacaoMonta,
        estacaoMonta: seasons.valorOf(farm.estacaoMonta) ?? '',
        inicioEstacaoMonta: farm.inicioEstacaoMonta,
        fimEstacaoMonta: farm.fimEstacaoMonta,
        retiro: farm.retiro,
        notSent: isDirty(farm),
        deleted: Boolean(farm.isDeleted),
        download: downloadedIds.has(farm.id)
          ? 'downloaded'
          : downloadingIds?.has(farm.id)
            ? 'downloading'
            : 'not-downloaded',
      }),
    )
    .sort((a, b) => compareText(a.nome, b.nome) || a.id.localeCompare(b.id));
}
