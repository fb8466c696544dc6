import { describe, expect, it } from 'vitest';
import { filterSeasonRows, type SeasonFarmRow } from './season-rows.ts';

const row = (id: string, nome: string, municipioUf: string, season: string): SeasonFarmRow => ({
  id,
  nome,
  municipioUf,
  estacaoMontaId: `s-${season}`,
  estacaoMonta: season,
  inicio: '',
  fim: '',
  retiro: false,
  downloaded: true,
});
const ROWS = [
  row('a', 'Fazenda Santa Helena', 'Rondonópolis/MT', '2026/2027'),
  row('b', 'Fazenda Três Irmãos', 'Ribas do Rio Pardo/MS', '2025/2026'),
  row('c', 'Sítio Boa Vista', 'Cuiabá/MT', '2025/2026'),
];

describe("season start list: 'Buscar' and the season filter", () => {
  it.each<[string, string, string, string[]]>([
    ['nothing typed, every season', '', '', ['a', 'b', 'c']],
    ['farm name, accents and case ignored', 'tres IRMAOS', '', ['b']],
    ['municipality/state', '/mt', '', ['a', 'c']],
    ['season text', '2025', '', ['b', 'c']],
    ['season filter', '', 's-2025/2026', ['b', 'c']],
    ['both', 'cuiaba', 's-2025/2026', ['c']],
    ['no match', 'zzz', '', []],
  ])('%s', (_case, search, seasonId, ids) => {
    expect(filterSeasonRows(ROWS, search, seasonId).map((r) => r.id)).toEqual(ids);
  });
});
