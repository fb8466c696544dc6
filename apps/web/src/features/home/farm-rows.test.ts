import { createDomainLookup } from '@gestar/domain/lists/lookup';
import { describe, expect, it } from 'vitest';
import { type FarmRowSources, municipioUf, toFarmRows } from './farm-rows.ts';

const SEASON_2026 = '11111111-1111-4111-8111-111111111111';
const seasons = createDomainLookup([{ id: SEASON_2026, valor: '2026/2027' }]);

function farm(id: string, nome: string, extra: Partial<FarmRowSources['farms'][number]> = {}) {
  return {
    id,
    nome,
    nomeProprietario: 'Joaquim Mendes',
    estado: 'MT',
    municipio: 'Rondonópolis',
    estacaoMonta: SEASON_2026,
    inicioEstacaoMonta: '2026-10-01',
    fimEstacaoMonta: '2027-02-28',
    retiro: true,
    isDeleted: false,
    ...extra,
  };
}

describe('municipioUf', () => {
  it.each([
    ['Rondonópolis', 'MT', 'Rondonópolis/MT'],
    ['Rondonópolis', null, 'Rondonópolis'],
    [null, 'MT', 'MT'],
    [null, null, ''],
    ['  ', 'GO', 'GO'],
  ])('%s + %s → %s', (municipio, estado, expected) => {
    expect(municipioUf(municipio, estado)).toBe(expected);
  });
});

describe('toFarmRows', () => {
  it('sorts by name in pt-BR order, ignoring accents and case, and drops deleted farms', () => {
    const rows = toFarmRows({
      farms: [
        farm('a', 'Fazenda Três Irmãos'),
        farm('b', 'fazenda santa helena'),
        farm('c', 'Fazenda Água Limpa'),
        farm('d', 'Fazenda Apagada', { isDeleted: true }),
      ],
      seasons,
      downloadedIds: new Set(),
    });
    expect(rows.map((row) => row.nome)).toEqual([
      'Fazenda Água Limpa',
      'fazenda santa helena',
      'Fazenda Três Irmãos',
    ]);
  });

  it('shows deleted farms, marked, only when asked (administrators, spec §6)', () => {
    const farms = [farm('a', 'Fazenda Viva'), farm('d', 'Fazenda Apagada', { isDeleted: true })];
    const rows = toFarmRows({ farms, seasons, downloadedIds: new Set(), showDeleted: true });
    expect(rows.map((row) => [row.nome, row.deleted])).toEqual([
      ['Fazenda Apagada', true],
      ['Fazenda Viva', false],
    ]);
  });

  it.each([
    ['downloaded', new Set(['x']), new Set<string>()],
    ['downloading', new Set<string>(), new Set(['x'])],
    ['not-downloaded', new Set<string>(), new Set<string>()],
  ] as const)('download state %s', (expected, downloadedIds, downloadingIds) => {
    const [row] = toFarmRows({ farms: [farm('x', 'X')], seasons, downloadedIds, downloadingIds });
    expect(row?.download).toBe(expected);
  });

  it('shows the season text and the Município/UF column; an unknown season id shows empty', () => {
    const [known, unknown] = toFarmRows({
      farms: [farm('a', 'A'), farm('b', 'B', { estacaoMonta: '22222222-2222-4222-8222-222222222222' })],
      seasons,
      downloadedIds: new Set(),
    });
    expect(known).toMatchObject({ estacaoMonta: '2026/2027', municipioUf: 'Rondonópolis/MT', retiro: true });
    expect(unknown?.estacaoMonta).toBe('');
  });
});
