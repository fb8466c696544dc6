import { describe, expect, it } from 'vitest';
import {
  clearExtraFilters,
  extraFilterCount,
  type FarmFilters,
  filterFarmRows,
  initialFilters,
  parseRetiroFilter,
  withState,
} from './farm-filters.ts';
import type { FarmRow } from './farm-rows.ts';

const CURRENT = 'season-2026';
const PREVIOUS = 'season-2025';

function row(id: string, extra: Partial<FarmRow>): FarmRow {
  return {
    id,
    nome: id,
    nomeProprietario: 'Proprietário',
    estado: 'MT',
    municipio: 'Rondonópolis',
    municipioUf: 'Rondonópolis/MT',
    estacaoMontaId: CURRENT,
    estacaoMonta: '2026/2027',
    inicioEstacaoMonta: '2026-10-01',
    fimEstacaoMonta: '2027-02-28',
    retiro: false,
    download: 'not-downloaded',
    notSent: false,
    deleted: false,
    ...extra,
  };
}

const ROWS: FarmRow[] = [
  row('Fazenda Santa Helena', {
    nomeProprietario: 'Joaquim Mendes de Albuquerque',
    retiro: true,
  }),
  row('Fazenda Três Irmãos', {
    nomeProprietario: 'Irmãos Carvalho Agropecuária Ltda.',
    estado: 'MS',
    municipio: 'Ribas do Rio Pardo',
    municipioUf: 'Ribas do Rio Pardo/MS',
    inicioEstacaoMonta: '2026-11-01',
    fimEstacaoMonta: '2027-03-15',
  }),
  row('Fazenda Antiga', {
    nomeProprietario: 'Helena Prado',
    estacaoMontaId: PREVIOUS,
    estacaoMonta: '2025/2026',
    estado: 'GO',
    municipio: 'Rio Verde',
    municipioUf: 'Rio Verde/GO',
    inicioEstacaoMonta: '2025-10-15',
    fimEstacaoMonta: '2026-02-15',
  }),
  row('Fazenda Sem Datas', {
    inicioEstacaoMonta: null,
    fimEstacaoMonta: null,
    estado: null,
    municipio: null,
  }),
];

const ALL_SEASONS: FarmFilters = initialFilters(null);
const names = (filters: Partial<FarmFilters>) =>
  filterFarmRows(ROWS, { ...ALL_SEASONS, ...filters }).map((farm) => farm.id);

describe('filterFarmRows', () => {
  it.each<[string, Partial<FarmFilters>, string[]]>([
    ['no filter', {}, ['Fazenda Santa Helena', 'Fazenda Três Irmãos', 'Fazenda Antiga', 'Fazenda Sem Datas']],
    [
      'current season by default',
      { season: CURRENT },
      ['Fazenda Santa Helena', 'Fazenda Três Irmãos', 'Fazenda Sem Datas'],
    ],
    ['another season', { season: PREVIOUS }, ['Fazenda Antiga']],
    ['search ignores accents and case', { search: 'TRES irmaos' }, ['Fazenda Três Irmãos']],
    ['search finds the owner', { search: 'albuquerque' }, ['Fazenda Santa Helena']],
    ['search finds the municipality', { search: 'rio verde' }, ['Fazenda Antiga']],
    ['search finds the season text', { search: '2025/' }, ['Fazenda Antiga']],
    ['owner name contains', { owner: 'helena' }, ['Fazenda Antiga']],
    ['owner contains, accents ignored', { owner: 'agropecuaria' }, ['Fazenda Três Irmãos']],
    ['state', { estado: 'MS' }, ['Fazenda Três Irmãos']],
    ['state and municipality', { estado: 'MT', municipio: 'rondonopolis' }, ['Fazenda Santa Helena']],
    [
      'a municipality without a state is ignored',
      { municipio: 'Rio Verde' },
      ['Fazenda Santa Helena', 'Fazenda Três Irmãos', 'Fazenda Antiga', 'Fazenda Sem Datas'],
    ],
    ['retiro yes', { retiro: 'yes' }, ['Fazenda Santa Helena']],
    ['retiro no', { retiro: 'no' }, ['Fazenda Três Irmãos', 'Fazenda Antiga', 'Fazenda Sem Datas']],
    [
      'season starting on or after',
      { seasonStart: '2026-10-01' },
      ['Fazenda Santa Helena', 'Fazenda Três Irmãos'],
    ],
    [
      'season starting after excludes the boundary day before',
      { seasonStart: '2026-10-02' },
      ['Fazenda Três Irmãos'],
    ],
    ['season ending on or before', { seasonEnd: '2027-02-28' }, ['Fazenda Santa Helena', 'Fazenda Antiga']],
    ['both bounds', { seasonStart: '2026-01-01', seasonEnd: '2027-03-01' }, ['Fazenda Santa Helena']],
    ['filters combine', { season: CURRENT, retiro: 'no', estado: 'MS' }, ['Fazenda Três Irmãos']],
    ['nothing matches', { search: 'inexistente' }, []],
  ])('%s', (_name, filters, expected) => {
    expect(names(filters)).toEqual(expected);
  });
});

describe('filter state helpers', () => {
  it('starts with the current season and nothing else', () => {
    expect(initialFilters(CURRENT)).toEqual({
      search: '',
      season: CURRENT,
      owner: '',
      estado: null,
      municipio: null,
      retiro: 'all',
      seasonStart: null,
      seasonEnd: null,
    });
  });

  it.each<[string | null, string | null]>([
    ['MT', 'Rondonópolis'],
    ['GO', null],
    [null, null],
  ])('changing the state to %s keeps municipality %s', (estado, expected) => {
    const filters = { ...initialFilters(null), estado: 'MT', municipio: 'Rondonópolis' };
    expect(withState(filters, estado).municipio).toBe(expected);
  });

  it.each<[Partial<FarmFilters>, number]>([
    [{}, 0],
    [{ search: 'x', season: CURRENT }, 0],
    [{ owner: '  ' }, 0],
    [{ owner: 'Ana' }, 1],
    [{ estado: 'MT', municipio: 'Rondonópolis' }, 2],
    [{ municipio: 'Rondonópolis' }, 0],
    [{ retiro: 'yes', seasonStart: '2026-01-01', seasonEnd: '2026-12-31' }, 3],
  ])('extra filter count of %o is %i', (filters, expected) => {
    expect(extraFilterCount({ ...initialFilters(null), ...filters })).toBe(expected);
  });

  it('clearing extra filters keeps the search and the season', () => {
    const filters: FarmFilters = {
      search: 'santa',
      season: PREVIOUS,
      owner: 'x',
      estado: 'MT',
      municipio: 'Cuiabá',
      retiro: 'yes',
      seasonStart: '2026-01-01',
      seasonEnd: '2026-12-31',
    };
    expect(clearExtraFilters(filters)).toEqual({ ...initialFilters(PREVIOUS), search: 'santa' });
  });
});

describe('parseRetiroFilter', () => {
  it.each([
    ['yes', 'yes'],
    ['no', 'no'],
    ['all', 'all'],
    ['talvez', 'all'],
    ['', 'all'],
  ])('%j → %s', (value, expected) => {
    expect(parseRetiroFilter(value)).toBe(expected);
  });
});
