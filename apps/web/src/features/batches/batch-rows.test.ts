import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { DOMAIN_VALUE_SEED } from '@gestar/domain/lists/domain-values';
import { createDomainLookup } from '@gestar/domain/lists/lookup';
import { describe, expect, it } from 'vitest';
import { cowStatsByBatch } from './batch-rows.ts';

const lookup = createDomainLookup(DOMAIN_VALUE_SEED);
const final = (valor: string) => domainValueId('condicaoDGFinal', valor);
const cow = (loteId: string, condicaoDGFinal: string | null, isDeleted = false) => ({
  loteId,
  condicaoDGFinal,
  isDeleted,
});

describe('cowStatsByBatch: Matrizes and % Prenhez of the rows on screen', () => {
  it.each<[string, ReturnType<typeof cow>[], Record<string, { matrizes: number; prenhez: number }>]>([
    ['no cows', [], {}],
    [
      'deleted cows are not counted',
      [cow('a', null), cow('a', null, true)],
      { a: { matrizes: 1, prenhez: 0 } },
    ],
    [
      'per batch, pregnancy over the batch',
      [cow('a', final('Prenhe IATF')), cow('a', final('Vazia')), cow('b', final('Prenhe IATF'))],
      { a: { matrizes: 2, prenhez: 50 }, b: { matrizes: 1, prenhez: 100 } },
    ],
  ])('%s', (_case, cows, expected) => {
    expect(Object.fromEntries(cowStatsByBatch(cows, lookup))).toEqual(expected);
  });
});
