import { describe, expect, it } from 'vitest';
import { COUNTRIES, DEFAULT_COUNTRY } from './countries.ts';

describe('countries (spec §3)', () => {
  it('lists the 16 countries verbatim, Brasil first', () => {
    expect(COUNTRIES).toEqual([
      'Brasil',
      'Argentina',
      'Bolívia',
      'Chile',
      'Colômbia',
      'Equador',
      'Estados Unidos',
      'Ilhas Falklands',
      'Ilhas Geórgia do Sul e Sandwich do Sul',
      'Guiana Francesa',
      'Guiana',
      'Paraguai',
      'Peru',
      'Suriname',
      'Uruguai',
      'Venezuela',
    ]);
  });

  it('defaults to Brasil', () => {
    expect(DEFAULT_COUNTRY).toBe(COUNTRIES[0]);
  });
});
