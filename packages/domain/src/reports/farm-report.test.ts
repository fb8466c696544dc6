// Hand-computed fixture: batch A (IATF 1) with a resync batch B (IATF 2), bull pregnancies, a loss between DG and
// DG Final, a death, discards and a deleted record. Protocol D0/D8/D10, so each IATF is the D0 date + 10 days.
import { describe, expect, it } from 'vitest';
import { domainValueId } from '../lists/domain-ids.ts';
import { seedLookup } from '../lists/lookup.ts';
import { DG, DG_FINAL, ORDEM } from '../lists/value-ids.ts';
import { NOT_INFORMED } from '../messages/labels/reports.ts';
import { buildFarmReport, type RateRow } from './farm-report.ts';
import type { ReportCow, ReportInput } from './report-input.ts';

const day = (d: string) => ({ day: domainValueId('dias', d), management: null });
const protocol = { id: 'p1', name: 'P 3 manejos', managementProtocols: [day('D0'), day('D8'), day('D10')] };
const A = { id: 'A', nomeLote: 'Lote A', retiroId: 'R1', protocoloId: 'p1', dataIatf: '2026-01-01' };
const B = { id: 'B', nomeLote: 'Lote A - IATF 2', retiroId: 'R1', protocoloId: 'p1', dataIatf: '2026-02-10' };
const ECC3 = domainValueId('ecc', '3.00');

const cow = (id: string, loteId: string, fields: Partial<ReportCow> = {}): ReportCow => ({
  id,
  loteId,
  iatf: loteId === 'B' ? 1 : 0,
  ...fields,
});

const cows: ReportCow[] = [
  cow('a1', 'A', {
    condicaoDG: DG.PRENHE,
    condicaoDGFinal: DG_FINAL.PRENHE_IATF,
    ordemMatriz: ORDEM.NOVILHAS,
    ecc: ECC3,
  }),
  cow('a2', 'A', {
    condicaoDG: DG.PRENHE,
    condicaoDGFinal: DG_FINAL.VAZIA,
    perdaGestacao: true,
    ordemMatriz: ORDEM.NOVILHAS,
  }),
  cow('a3', 'A', {
    condicaoDG: DG.PRENHE_TOURO,
    condicaoDGFinal: DG_FINAL.PRENHE_TOURO,
    diasGestacaoTouro: 10,
  }),
  cow('a4', 'A', { condicaoDG: DG.VAZIA, omit_from_dg_final: true }),
  cow('a5', 'A', { condicaoDG: DG.VAZIA, omit_from_dg_final: true }),
  cow('a6', 'A', { observacaoDN: 'Animal morreu', observacaoDG: '[N/A]' }),
  cow('a7', 'A', { condicaoDG: DG.DESCARTE_VAZIA, condicaoDGFinal: DG_FINAL.DESCARTE_VAZIA }),
  cow('a8', 'A', { isDeleted: true, condicaoDGFinal: DG_FINAL.PRENHE_IATF }),
  cow('b4', 'B', { dzeroOriginal: 'a4', condicaoDG: DG.PRENHE, condicaoDGFinal: DG_FINAL.PRENHE_IATF }),
  cow('b5', 'B', {
    dzeroOriginal: 'a5',
    condicaoDG: DG.DESCARTE_PRENHE,
    condicaoDGFinal: DG_FINAL.DESCARTE_PRENHE_IATF,
  }),
];

const iatf = (vacaId: string, touroId: string, usuarioId: string) => ({
  vacaId,
  touroId,
  usuarioId,
  partidaId: `${touroId}-L1`,
});
const iatfs = [
  iatf('a1', 'T1', 'U1'),
  iatf('a2', 'T1', 'U1'),
  iatf('a3', 'T2', 'U2'),
  iatf('a4', 'T2', 'U2'),
  iatf('a5', 'T1', 'U1'),
  iatf('a7', 'T1', 'U1'),
  iatf('b4', 'T1', 'U1'),
  iatf('b5', 'T2', 'U2'),
];

const input = (overrides: Partial<ReportInput> = {}): ReportInput => ({
  batches: [A, B],
  cows,
  iatfs,
  corrals: [{ id: 'R1', nome: 'Retiro Norte' }],
  protocols: [protocol],
  bulls: [
    { id: 'T1', nome: 'Touro Um' },
    { id: 'T2', nome: 'Touro Dois' },
  ],
  partidas: [
    { id: 'T1-L1', codigo: 'L-001' },
    { id: 'T2-L1', codigo: 'L-002' },
  ],
  users: [
    { id: 'U1', nomeCompleto: 'Ana Inseminadora' },
    { id: 'U2', nomeCompleto: 'Bruno Inseminador' },
  ],
  lookup: seedLookup,
  today: '2026-06-01',
  ...overrides,
});

type Counts = Pick<
  RateRow,
  'label' | 'cows' | 'diagnosed' | 'pregnant' | 'pregnantIatf' | 'pregnantBull' | 'rate' | 'iatfRate'
>;
const counts = ({
  label,
  cows,
  diagnosed,
  pregnant,
  pregnantIatf,
  pregnantBull,
  rate,
  iatfRate,
}: RateRow): Counts => ({
  label,
  cows,
  diagnosed,
  pregnant,
  pregnantIatf,
  pregnantBull,
  rate,
  iatfRate,
});
const row = (
  label: string,
  c: number,
  d: number,
  p: number,
  pi: number,
  pb: number,
  rate: number,
  iatfRate: number,
) => ({
  label,
  cows: c,
  diagnosed: d,
  pregnant: p,
  pregnantIatf: pi,
  pregnantBull: pb,
  rate,
  iatfRate,
});

describe('buildFarmReport on a season with a resync', () => {
  const report = buildFarmReport(input());

  it('summary: pregnant (IATF or bull) over cows with a final DG, floored (4/6 → 66.66)', () => {
    // DG Final records: a1 P, a2 V, a3 PT, a6 (dead, no final), a7 DV, b4 P, b5 Descarte Prenhe.
    expect(counts(report.summary)).toEqual(row('', 7, 6, 4, 3, 1, 66.66, 50));
    expect(report.summary).toMatchObject({ basis: 'dgFinal', awaiting: 0 });
    expect(report.summary.empty).toBe(2);
    expect(report.summary.distinctCows).toBe(7);
  });

  it.each<[keyof typeof report, Counts[]]>([
    ['byRound', [row('IATF 1', 7, 6, 2, 1, 1, 33.33, 16.66), row('IATF 2', 2, 2, 2, 2, 0, 100, 100)]],
    [
      'byBatch',
      [row('Lote A', 7, 6, 2, 1, 1, 33.33, 16.66), row('Lote A - IATF 2', 2, 2, 2, 2, 0, 100, 100)],
    ],
    // Per cow (one row per resync chain, her latest result): adds up to the summary.
    ['byCorral', [row('Retiro Norte', 7, 6, 4, 3, 1, 66.66, 50)]],
    ['byProtocol', [row('P 3 manejos', 9, 8, 4, 3, 1, 50, 37.5)]],
    [
      'byBull',
      [
        row('Touro Dois', 3, 3, 2, 1, 1, 66.66, 33.33),
        row('Touro Um', 5, 5, 2, 2, 0, 40, 40),
        row(NOT_INFORMED(), 1, 0, 0, 0, 0, 0, 0),
      ],
    ],
    [
      'bySemenLot',
      [
        row('L-001', 5, 5, 2, 2, 0, 40, 40),
        row('L-002', 3, 3, 2, 1, 1, 66.66, 33.33),
        row(NOT_INFORMED(), 1, 0, 0, 0, 0, 0, 0),
      ],
    ],
    [
      'byInseminator',
      [
        row('Ana Inseminadora', 5, 5, 2, 2, 0, 40, 40),
        row('Bruno Inseminador', 3, 3, 2, 1, 1, 66.66, 33.33),
        row(NOT_INFORMED(), 1, 0, 0, 0, 0, 0, 0),
      ],
    ],
    // Per cow: a1, a2 Novilhas; a3, chains a4→b4 and a5→b5 (their latest record has no category), a6, a7.
    ['byOrder', [row('Novilhas', 2, 2, 1, 1, 0, 50, 50), row(NOT_INFORMED(), 5, 4, 3, 2, 1, 75, 50)]],
    ['byEcc', [row('3,00', 1, 1, 1, 1, 0, 100, 100), row(NOT_INFORMED(), 8, 7, 3, 2, 1, 42.85, 28.57)]],
  ])('%s: counts beside floored rates', (key, expected) => {
    expect((report[key] as RateRow[]).map(counts)).toEqual(expected);
  });

  it('DG vs DG Final: 5 pregnant at DG, 4 at DG Final, 1 loss (20%)', () => {
    expect(report.dgVsFinal).toEqual({
      compared: 6,
      pregnantAtDg: 5,
      pregnantAtFinal: 4,
      losses: 1,
      lossPercent: 20,
    });
  });

  it('deaths and discards per cow (a resync chain is one cow), 2 decimals', () => {
    expect(report.losses).toEqual({
      distinctCows: 7,
      deaths: 1,
      deathPercent: 14.29,
      discards: 2,
      discardPercent: 28.57,
    });
  });

  it('expected calvings: IATF + 285 days, minus the bull days for a bull pregnancy', () => {
    // a1: 11/01 + 285 = 23/10; a3: 11/01 + 275 = 13/10; b4, b5: 20/02 + 285 = 02/12.
    expect(report.calvings).toEqual([
      { month: '2026-10', count: 2, percent: 50 },
      { month: '2026-12', count: 2, percent: 50 },
    ]);
  });

  it.each([
    // Days since the IATF plus the protocol's IATF day (10), less the bull days for a bull pregnancy.
    // 01/06: a1 141 + 10 = 151, a3 141 + 10 - 10 = 141, b4 101 + 10 = 111, b5 111 → 514 / 4.
    ['2026-06-01', { counted: 4, averageDays: 128.5, overdue: 0 }],
    // 25/11: a1 328 (> 315), a3 318 (> 315), b4 288, b5 288 → 1222 / 4.
    ['2026-11-25', { counted: 4, averageDays: 305.5, overdue: 2 }],
  ])('gestation days on %s', (today, expected) => {
    expect(buildFarmReport(input({ today })).gestation).toEqual(expected);
  });
});

describe('buildFarmReport edge cases', () => {
  it('the resync batch alone (batch report): its own cows only', () => {
    const report = buildFarmReport(input({ batches: [B], cows: cows.filter((c) => c.loteId === 'B') }));
    expect(counts(report.summary)).toEqual(row('', 2, 2, 2, 2, 0, 100, 100));
    expect(report.losses).toEqual({
      distinctCows: 2,
      deaths: 0,
      deathPercent: 0,
      discards: 1,
      discardPercent: 50,
    });
  });

  it('DG done, DG Final not yet: every table counts the DG the headline counts (3 of 5 pregnant)', () => {
    const atDg = [
      cow('d1', 'A', { condicaoDG: DG.PRENHE }),
      cow('d2', 'A', { condicaoDG: DG.PRENHE }),
      cow('d3', 'A', { condicaoDG: DG.PRENHE_TOURO }),
      cow('d4', 'A', { condicaoDG: DG.VAZIA }),
      cow('d5', 'A', { condicaoDG: DG.VAZIA }),
    ];
    const report = buildFarmReport(
      input({ batches: [A], cows: atDg, iatfs: atDg.map((c) => iatf(c.id, 'T1', 'U1')) }),
    );
    expect(counts(report.summary)).toEqual(row('', 5, 5, 3, 2, 1, 60, 40));
    expect(report.summary.basis).toBe('dg');
    for (const table of [report.byRound, report.byBatch, report.byBull, report.byInseminator])
      expect(table.map(counts)).toEqual([expect.objectContaining({ diagnosed: 5, pregnant: 3, rate: 60 })]);
    // Only records judged in DG Final are compared with their DG.
    expect(report.dgVsFinal).toMatchObject({ compared: 0 });
  });

  it('no records: zeros, no groups, no division by zero', () => {
    const report = buildFarmReport(input({ batches: [], cows: [], iatfs: [] }));
    expect(counts(report.summary)).toEqual(row('', 0, 0, 0, 0, 0, 0, 0));
    expect(report.byRound).toEqual([]);
    expect(report.dgVsFinal.lossPercent).toBe(0);
    expect(report.calvings).toEqual([]);
    expect(report.gestation).toEqual({ counted: 0, averageDays: null, overdue: 0 });
  });

  it('a cow of a deleted batch is left out', () => {
    const report = buildFarmReport(input({ batches: [{ ...A, isDeleted: true }, B] }));
    expect(report.byBatch.map((r) => r.label)).toEqual(['Lote A - IATF 2']);
  });
});
