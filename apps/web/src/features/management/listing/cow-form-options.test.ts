import { DOMAIN_VALUE_SEED } from '@gestar/domain/lists/domain-values';
import { describe, expect, it } from 'vitest';
import { cowFormOptions, domainOptions } from './cow-form-options.ts';

// The lists as a person reads them — ECC with a decimal comma, the rest as stored.
describe('cow form options', () => {
  const values = DOMAIN_VALUE_SEED;

  it('shows the ECC scale with a decimal comma, in order', () => {
    const labels = domainOptions(values, 'ecc').map((option) => option.label);
    expect(labels).toHaveLength(17);
    expect(labels.slice(0, 3)).toEqual(['1,00', '1,25', '1,50']);
    expect(labels.at(-1)).toBe('5,00');
  });

  it.each([
    ['ecc', '2,75'],
    ['raca', 'Nelore'],
  ] as const)('the %s select of the cow form offers %s', (list, label) => {
    const options = cowFormOptions({ people: [], partidas: [] }, values);
    expect(options[list].map((option) => option.label)).toContain(label);
  });
});
