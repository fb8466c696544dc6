import { textKey } from '@gestar/domain/rules/sorting';
import type { FarmRow } from './farm-rows.ts';

export const RETIRO_FILTERS = ['all', 'yes', 'no'] as const;
export type RetiroFilter = (typeof RETIRO_FILTERS)[number];

/** The retiro filter from a select's value; anything unknown means no filter. */
export function parseRetiroFilter(value: string): RetiroFilter {
  return RETIRO_FILTERS.find((option) => option === value) ?? 'all';
}

/** The home filters of spec §2: search, breeding season, and the extra filters. */
export type FarmFilters = {
  /** Free text over farm, owner, municipality/state and season. */
  search: string;
  /** A breeding-season id (Estação de Monta), or null for every season. */
  season: string | null;
  /** 'owner name contains', ignoring case and accents. */
  owner: string;
  estado: string | null;
  /** Only meaningful with a state: municipalities repeat across states ('Santa Helena' in GO, MA, PB, PR, SC). */
  municipio: string | null;
  retiro: RetiroFilter;
  /** Season period bounds (YYYY-MM-DD): the farm's season starts on or after `seasonStart`… */
  seasonStart: string | null;
  /** …and ends on or before `seasonEnd`. */
  seasonEnd: string | null;
};

export function initialFilters(currentSeasonId: string | null): FarmFilters {
  return {
    search: '',
    season: currentSeasonId,
    owner: '',
    estado: null,
    municipio: null,
    retiro: 'all',
    seasonStart: null,
    seasonEnd: null,
  };
}

/** A new state invalidates the chosen municipality (it belongs to the previous state's list). */
export function withState(filters: FarmFilters, estado: string | null): FarmFilters {
  return { ...filters, estado, municipio: estado === filters.estado ? filters.municipio : null };
}

/** How many of the extra filters (not search, not season) are set: the badge on the filter button. */
export function extraFilterCount(filters: FarmFilters): number {
  return [
    textKey(filters.owner) !== '',
    filters.estado !== null,
    filters.estado !== null && filters.municipio !== null,
    filters.retiro !== 'all',
    filters.seasonStart !== null,
    filters.seasonEnd !== null,
  ].filter(Boolean).length;
}

/** The extra filters back to empty; search and season stay as chosen. */
export function clearExtraFilters(filters: FarmFilters): FarmFilters {
  return { ...initialFilters(filters.season), search: filters.search };
}

function matchesSearch(row: FarmRow, search: string): boolean {
  const needle = textKey(search);
  if (needle === '') return true;
  return [row.nome, row.nomeProprietario, row.municipioUf, row.estacaoMonta].some((text) =>
    textKey(text).includes(needle),
  );
}

export function matchesFilters(row: FarmRow, filters: FarmFilters): boolean {
  if (!matchesSearch(row, filters.search)) return false;
  if (filters.season !== null && row.estacaoMontaId !== filters.season) return false;
  const owner = textKey(filters.owner);
  if (owner !== '' && !textKey(row.nomeProprietario).includes(owner)) return false;
  if (filters.estado !== null) {
    if (textKey(row.estado) !== textKey(filters.estado)) return false;
    if (filters.municipio !== null && textKey(row.municipio) !== textKey(filters.municipio)) return false;
  }
  if (filters.retiro !== 'all' && row.retiro !== (filters.retiro === 'yes')) return false;
  // Calendar dates are 'YYYY-MM-DD', so string order is date order; a farm without the date cannot match.
  if (
    filters.seasonStart !== null &&
    !(row.inicioEstacaoMonta && row.inicioEstacaoMonta >= filters.seasonStart)
  )
    return false;
  if (filters.seasonEnd !== null && !(row.fimEstacaoMonta && row.fimEstacaoMonta <= filters.seasonEnd))
    return false;
  return true;
}

export function filterFarmRows(rows: readonly FarmRow[], filters: FarmFilters): FarmRow[] {
  return rows.filter((row) => matchesFilters(row, filters));
}
