// For any season, every per-cow table adds up to the headline and every per-service table to the rounds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { seedLookup } from '../lists/lookup.ts';
import { DG, DG_FINAL, ORDEM } from '../lists/value-ids.ts';
import { buildFarmReport, type RateRow, REPORT_SECTION_UNITS } from './farm-report.ts';
import { GOLDEN_BATCHES, GOLDEN_NAMES, GOLDEN_PROTOCOL } from './golden-season.ts';
import type { ReportCow, ReportIatf } from './report-input.ts';

const optional = <T>(values: readonly T[]) => fc.constantFrom<T | null>(null, ...values);
const record = fc.record({
  condicaoDG: optional(Object.values(DG)),
  condicaoDGFinal: optional(Object.values(DG_FINAL)),
  omitted: fc.boolean(),
  observacaoDG: optional(['[N/A]', 'Animal não compareceu ao manejo']),
  observacaoDN: optional(['Animal morreu']),
  iatfObservation: optional(['Matriz Descarte', 'Animal morreu', 'Matriz não inseminada']),
  ordemMatriz: optional([ORDEM.NOVILHAS, ORDEM.MULTIPARAS]),
  ecc: optional(['2.75', '3.00'].map((score) => domainValueId('ecc', score))),
  bull: optional(['T1', 'T2']),
  deleted: fc.boolean(),
});
/** A cow: her first round in A or B, and 0–2 resync rounds after it (in A2/B2). */
const cowChain = fc.record({
  herd: fc.constantFrom('A', 'B'),
  rounds: fc.array(record, { minLength: 1, maxLength: 3 }),
});

const FIELDS = ['cows', 'diagnosed', 'pregnant', 'pregnantIatf', 'pregnantBull', 'empty'] as const;
const sum = (rows: readonly RateRow[]) =>
  FIELDS.map((field) => rows.reduce((total, row) => total + row[field], 0));

describe('report sums (property)', () => {
  it('per-cow tables add up to the headline, per-service tables to the rounds', () => {
    fc.assert(
      fc.property(fc.array(cowChain, { maxLength: 25 }), (chains) => {
        const cows: ReportCow[] = [];
        const iatfs: ReportIatf[] = [];
        chains.forEach(({ herd, rounds }, n) => {
          rounds.forEach((round, index) => {
            const id = `c${n}-${index}`;
            cows.push({
              id,
              loteId: index === 0 ? herd : `${herd}2`,
              iatf: index,
              dzeroOriginal: index === 0 ? null : `c${n}-0`,
              isDeleted: round.deleted,
              condicaoDG: round.condicaoDG,
              condicaoDGFinal: round.condicaoDGFinal,
              // Only a record with a later round can have been omitted from its DG Final.
              omit_from_dg_final: round.omitted && index < rounds.length - 1,
              observacaoDG: round.observacaoDG,
              observacaoDN: round.observacaoDN,
              ordemMatriz: round.ordemMatriz,
              ecc: round.ecc,
            });
            iatfs.push({ vacaId: id, touroId: round.bull, observacao: round.iatfObservation });
          });
        });
        const report = buildFarmReport({
          batches: GOLDEN_BATCHES,
          cows,
          iatfs,
          protocols: [GOLDEN_PROTOCOL],
          lookup: seedLookup,
          today: '2026-06-01',
          ...GOLDEN_NAMES,
        });
        for (const [key, unit] of Object.entries(REPORT_SECTION_UNITS)) {
          const rows = report[key as keyof typeof REPORT_SECTION_UNITS];
          expect(sum(rows), key).toEqual(unit === 'cows' ? sum([report.summary]) : sum(report.byRound));
        }
        expect(report.summary.distinctCows).toBe(report.summary.cows);
        expect(report.summary.pregnant).toBeLessThanOrEqual(report.summary.diagnosed);
      }),
      { numRuns: 300 },
    );
  });
});
