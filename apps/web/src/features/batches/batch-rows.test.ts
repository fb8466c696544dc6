import { domainValueId } from '@gestar/domain/lists/domain-ids';
import { DOMAIN_VALUE_SEED } from '@gestar/domain/lists/domain-values';
import { createDomainLookup, seedLookup } from '@gestar/domain/lists/lookup';
import { headlineText } from '@gestar/domain/messages/labels/reports';
import {
  GOLDEN_BATCHES,
  GOLDEN_COWS,
  GOLDEN_EXPECTED,
  GOLDEN_IATFS,
} from '@gestar/domain/reports/golden-season';
import type { ReportCow } from '@gestar/domain/reports/report-input';
import { describe, expect, it } from 'vitest';
import { cowStatsByBatch, NO_COWS } from './batch-rows.ts';

const lookup = createDomainLookup(DOMAIN_VALUE_SEED);
const dg = (valor: string) => domainValueId('condicaoDG', valor);
const final = (valor: string) => domainValueId('condicaoDGFinal', valor);
const batch = (id: string, originalBatch: string | null = null) => ({
  id,
  nomeLote: id,
  retiroId: 'R',
  originalBatch,
});
const cow = (id: string, loteId: string, fields: Partial<ReportCow> = {}): ReportCow => ({
  id,
  loteId,
  iatf: loteId === 'A2' ? 1 : 0,
  ...fields,
});

// The card's '% Prenhez' is its batch report's headline: the batch and its resync batches, one result per cow.
// Batch A (8 cows) at each step of the season the outside test walked; A2 is its resync (IATF 2).
const pregnantAtDg = ['a1', 'a2', 'a3', 'a4', 'a5'];
const afterDg = [
  ...pregnantAtDg.map((id) => cow(id, 'A', { condicaoDG: dg('Prenhe') })),
  ...['a6', 'a7', 'a8'].map((id) => cow(id, 'A', { condicaoDG: dg('Vazia'), omit_from_dg_final: true })),
  ...['a6', 'a7', 'a8'].map((id) => cow(`r-${id}`, 'A2', { dzeroOriginal: id })),
];
// DG Final of A: a5 lost her pregnancy; DG of A2: r-a6 pregnant; DG Final of A2: r-a6 kept it.
const afterAllFinals = afterDg.map((c) => {
  if (c.loteId === 'A')
    return c.omit_from_dg_final
      ? c
      : { ...c, condicaoDGFinal: final(c.id === 'a5' ? 'Vazia' : 'Prenhe IATF') };
  return c.id === 'r-a6'
    ? { ...c, condicaoDG: dg('Prenhe'), condicaoDGFinal: final('Prenhe IATF') }
    : { ...c, condicaoDG: dg('Vazia'), condicaoDGFinal: final('Vazia') };
});
// A 65-cow batch after the DG, with OK on one cow in DG Final and nothing else.
const big = Array.from({ length: 65 }, (_, n) => cow(`b${n}`, 'B'));
big[0] = cow('b0', 'B', { condicaoDGFinal: final('Prenhe IATF') });

describe('cowStatsByBatch: Matrizes and the batch report headline of the rows on screen', () => {
  it.each<[string, string[], ReportCow[], Record<string, [number, string]>]>([
    ['no cows', ['A'], [], { A: [0, 'Sem diagnóstico'] }],
    ['D0 done, no diagnosis', ['A'], pregnantAtDg.map((id) => cow(id, 'A')), { A: [5, 'Sem diagnóstico'] }],
    // By hand: 5 of 8 pregnant at the DG; the 3 empty ones went on in A2 with no DG yet: their DG says Vazia.
    ['after the DG of A', ['A', 'A2'], afterDg, { A: [8, '62,50 % (5/8) · DG'], A2: [3, 'Sem diagnóstico'] }],
    // By hand: a1–a4 pregnant in A's DG Final, a5 lost hers; r-a6 pregnant in A2's: 5/8. A2 alone: 1/3.
    [
      'after both DG Finals',
      ['A', 'A2'],
      afterAllFinals,
      { A: [8, '62,50 % (5/8) · DG Final'], A2: [3, '33,33 % (1/3) · DG Final'] },
    ],
    ['one OK in a 65-cow DG Final', ['B'], big, { B: [65, '100,00 % (1/1) · 1 de 65 diagnosticadas'] }],
    [
      'deleted cows are not counted',
      ['B'],
      [cow('x', 'B', { condicaoDGFinal: final('Vazia') }), cow('y', 'B', { isDeleted: true })],
      { B: [1, '0,00 % (0/1) · DG Final'] },
    ],
  ])('%s', (_case, shown, cows, expected) => {
    const batches = [batch('A'), batch('A2', 'A'), batch('B')];
    const stats = cowStatsByBatch(shown, batches, cows, [], lookup);
    const seen = Object.fromEntries(
      [...stats].map(([id, { matrizes, headline }]) => [id, [matrizes, headlineText(headline)]]),
    );
    expect(seen).toEqual(expected);
  });
});

describe('the batch cards of the golden season (packages/domain/src/reports/golden-season.ts)', () => {
  it('each card shows the headline computed by hand for its batch report', () => {
    const shown = Object.keys(GOLDEN_EXPECTED.cards);
    const stats = cowStatsByBatch(shown, GOLDEN_BATCHES, GOLDEN_COWS, GOLDEN_IATFS, seedLookup);
    for (const [batchId, expected] of Object.entries(GOLDEN_EXPECTED.cards))
      expect(headlineText(stats.get(batchId)?.headline ?? NO_COWS.headline), batchId).toBe(expected);
    // Matrizes: the batch's own live cows (b5 is deleted).
    expect(stats.get('B')?.matrizes).toBe(4);
  });
});
