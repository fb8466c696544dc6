import { describe, expect, it } from 'vitest';
import { domainTypeId, domainValueId } from './domain-ids.ts';
import { DOMAIN_VALUE_SEED } from './domain-values.ts';
import { createDomainLookup, seedLookup, valuesOfType } from './lookup.ts';
import { CL, DG } from './value-ids.ts';

describe('createDomainLookup', () => {
  const lookup = createDomainLookup([
    { id: 'a', valor: 'Prenhe' },
    { id: 'b', valor: 'Valor criado pelo administrador' },
  ]);

  it.each<[string | null | undefined, string | undefined]>([
    ['a', 'Prenhe'],
    ['b', 'Valor criado pelo administrador'],
    ['unknown', undefined],
    [null, undefined],
    [undefined, undefined],
    ['', undefined],
  ])('valorOf(%s) → %s', (id, expected) => {
    expect(lookup.valorOf(id)).toBe(expected);
  });
});

describe('seedLookup', () => {
  it.each([
    [DG.PRENHE_TOURO, 'Prenhe Touro'],
    [CL.NAO_AVALIADO, 'Não Avaliado'],
    [domainValueId('dias', 'D10'), 'D10'],
    [domainValueId('ecc', '3.25'), '3.25'],
  ])('knows %s as %s', (id, valor) => {
    expect(seedLookup.valorOf(id)).toBe(valor);
  });
});

describe('valuesOfType', () => {
  it('returns one list, in the given order', () => {
    const cl = valuesOfType(DOMAIN_VALUE_SEED, 'cl');
    expect(cl.map((value) => value.valor)).toEqual(['Sim', 'Não', 'Não Avaliado']);
  });

  it('keeps the caller’s own fields and skips other types', () => {
    const values = [
      { tipoDominioId: domainTypeId('gnrh'), valor: 'Sim', isDeleted: false },
      { tipoDominioId: domainTypeId('cio'), valor: 'Sim', isDeleted: false },
    ];
    expect(valuesOfType(values, 'gnrh')).toEqual([values[0]]);
    expect(valuesOfType(values, 'ecc')).toEqual([]);
  });
});
