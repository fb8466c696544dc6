import { describe, expect, it } from 'vitest';
import { domainTypeId, domainValueId } from '../lists/domain-ids.ts';
import { DOMAIN_VALUE_SEED } from '../lists/domain-values.ts';
import { createDomainLookup } from '../lists/lookup.ts';
import { productsForPurpose } from './hormone-purpose.ts';

const hormones = DOMAIN_VALUE_SEED.filter((value) => value.tipoDominioId === domainTypeId('hormonio'));
const texts = (values: readonly { valor: string }[]) => values.map((value) => value.valor).sort();

describe('productsForPurpose (seeded hormones)', () => {
  it.each([
    ['Luteólise', ['Luteólise']],
    ['Progesterona Injetável', ['Progesterona Injetável']],
    ['eCG', ['eCG']],
    ['GnRH', ['GnRH']],
    ['Indutor de Ovulação', ['Benzoato de Estradiol', 'Cipionato de Estradiol', 'GnRH']],
    ['luteolise', ['Luteólise']],
  ])('%s → %j', (purpose, expected) => {
    expect(texts(productsForPurpose(purpose, hormones, createDomainLookup(DOMAIN_VALUE_SEED)))).toEqual(
      expected,
    );
  });

  it.each([[null], [''], ['Uma finalidade nova']])('%j: no known products, the whole list', (purpose) => {
    expect(productsForPurpose(purpose, hormones, createDomainLookup(DOMAIN_VALUE_SEED))).toHaveLength(
      hormones.length,
    );
  });
});

describe('productsForPurpose (a hormone an administrator tagged)', () => {
  const luteolysis = domainValueId('tipoManejo', 'Luteólise');
  const added = [
    { id: 'a', valor: 'Cloprostenol 0,25 mg', valorDominioPaiId: luteolysis },
    { id: 'b', valor: 'Dinoprost', valorDominioPaiId: domainValueId('tipoManejo', 'eCG') },
  ];
  const lookup = createDomainLookup([...DOMAIN_VALUE_SEED, ...added]);
  it.each([
    ['Luteólise', ['Cloprostenol 0,25 mg', 'Luteólise']],
    ['eCG', ['Dinoprost', 'eCG']],
  ])('%s → %j (its parent is its purpose)', (purpose, expected) => {
    expect(texts(productsForPurpose(purpose, [...hormones, ...added], lookup))).toEqual(expected);
  });
});
