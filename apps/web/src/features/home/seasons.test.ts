import { domainTypeId, domainValueId } from '@gestar/domain/lists/domain-ids';
import { CURRENT_SEASON_ID } from '@gestar/domain/lists/value-ids';
import { describe, expect, it } from 'vitest';
import { currentSeason, type SeasonValue, seasonOptions } from './seasons.ts';

const SEASON_TYPE = domainTypeId('estacaoMonta');

function season(
  valor: string,
  descricao: string | null = null,
  extra: Partial<SeasonValue> = {},
): SeasonValue {
  return { id: domainValueId('estacaoMonta', valor), valor, descricao, tipoDominioId: SEASON_TYPE, ...extra };
}

describe('seasonOptions', () => {
  it('lists the device seasons newest first, ignoring other lists and deleted values', () => {
    const options = seasonOptions([
      season('2024/2025'),
      season('2026/2027', 'current'),
      season('2025/2026'),
      season('2023/2024', null, { isDeleted: true }),
      { id: 'x', valor: 'Cria', descricao: null, tipoDominioId: domainTypeId('sistemaProducao') },
    ]);
    expect(options.map((option) => option.valor)).toEqual(['2026/2027', '2025/2026', '2024/2025']);
  });

  it('falls back to the seeded list on a device that has not pulled the lists yet', () => {
    const options = seasonOptions([]);
    expect(options.length).toBeGreaterThan(3);
    expect(currentSeason(options)?.id).toBe(CURRENT_SEASON_ID);
  });

  it.each([
    ['current', true],
    [' Current ', true],
    ['atual', false],
    [null, false],
  ])('descricao %o marks the current season: %s', (descricao, expected) => {
    const [option] = seasonOptions([season('2025/2026', descricao)]);
    expect(option?.current).toBe(expected);
  });

  it('follows the administrator moving the current mark', () => {
    const options = seasonOptions([season('2026/2027'), season('2027/2028', 'current')]);
    expect(currentSeason(options)?.valor).toBe('2027/2028');
  });

  it('has no current season when no value is marked', () => {
    expect(currentSeason(seasonOptions([season('2026/2027')]))).toBeNull();
  });
});
