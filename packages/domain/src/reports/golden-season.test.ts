// The device's report on the golden season equals the table computed by hand in golden-season.ts.
import { describe, expect, it } from 'vitest';
import { inLocale } from '../i18n/current-locale.ts';
import { seedLookup } from '../lists/lookup.ts';
import { cowGestation } from '../management/dg-final-step.ts';
import { headlineText } from '../messages/labels/reports.ts';
import { buildFarmReport, type RateRow, REPORT_SECTION_UNITS, reportHeadline } from './farm-report.ts';
import {
  GOLDEN_BATCHES,
  GOLDEN_COWS,
  GOLDEN_EXPECTED,
  GOLDEN_IATFS,
  GOLDEN_PROTOCOL,
  GOLDEN_TODAY,
  goldenFieldWork,
  goldenInput,
  goldenRow,
} from './golden-season.ts';
import { reportBatches } from './report-input.ts';

const asRow = goldenRow;

describe('the golden season, against the table computed by hand', () => {
  const report = buildFarmReport(goldenInput(seedLookup));

  it('headline: one row per cow, her latest result, based on DG Final', () => {
    expect(asRow(report.summary)).toEqual(GOLDEN_EXPECTED.summary);
    expect(report.summary.basis).toBe(GOLDEN_EXPECTED.basis);
    expect(headlineText(report.summary)).toBe(GOLDEN_EXPECTED.headline);
  });

  it.each(Object.entries(GOLDEN_EXPECTED.tables))('%s', (key, rows) => {
    expect(report[key as keyof typeof GOLDEN_EXPECTED.tables].map(asRow)).toEqual(rows);
  });

  it('per-cow tables add up to the headline, per-service tables to the rounds', () => {
    const sum = (rows: readonly RateRow[]) =>
      ['cows', 'diagnosed', 'pregnant', 'pregnantIatf', 'pregnantBull', 'empty'].map((field) =>
        rows.reduce((total, row) => total + (row[field as keyof RateRow] as number), 0),
      );
    for (const [key, unit] of Object.entries(REPORT_SECTION_UNITS)) {
      const rows = report[key as keyof typeof REPORT_SECTION_UNITS];
      expect(sum(rows), key).toEqual(unit === 'cows' ? sum([report.summary]) : sum(report.byRound));
    }
  });

  it('DG against DG Final, deaths and discards, calvings, gestation', () => {
    expect(report.dgVsFinal).toEqual(GOLDEN_EXPECTED.dgVsFinal);
    expect(report.losses).toEqual(GOLDEN_EXPECTED.losses);
    expect(report.calvings).toEqual(GOLDEN_EXPECTED.calvings);
    expect(report.gestation).toEqual(GOLDEN_EXPECTED.gestation);
  });

  it('devices lost, straws per bull and lot, animals worked per handling and round', () => {
    const { deviceLoss, straws, handlings } = GOLDEN_EXPECTED;
    expect(goldenFieldWork(report)).toEqual({ deviceLoss, straws, handlings });
  });

  it('the DG Final rows show the gestation the report averages (one function)', () => {
    for (const [id, expected] of Object.entries(GOLDEN_EXPECTED.rows)) {
      const cow = GOLDEN_COWS.find((candidate) => candidate.id === id);
      const batch = GOLDEN_BATCHES.find((candidate) => candidate.id === cow?.loteId);
      if (!cow || !batch) throw new Error(`fixture: ${id}`);
      expect(cowGestation(cow, batch, GOLDEN_PROTOCOL, GOLDEN_TODAY, seedLookup), id).toMatchObject(expected);
    }
  });

  it('each batch card: the headline of its batch report', () => {
    for (const [batchId, expected] of Object.entries(GOLDEN_EXPECTED.cards)) {
      const batches = reportBatches(GOLDEN_BATCHES, batchId);
      const ids = new Set(batches.map((batch) => batch.id));
      const headline = reportHeadline({
        batches,
        cows: GOLDEN_COWS.filter((cow) => ids.has(cow.loteId)),
        iatfs: GOLDEN_IATFS.filter((iatf) => ids.has(iatf.loteId)),
        lookup: seedLookup,
      });
      expect(headlineText(headline), batchId).toBe(expected);
      // The batch report's own headline is the same figure.
      const scoped = buildFarmReport({ ...goldenInput(seedLookup), batches });
      expect(headlineText(scoped.summary), batchId).toBe(expected);
    }
  });
});

describe('the golden season read in Spanish', () => {
  it('names the groups in the reader’s language; the figures do not change', () => {
    const pt = buildFarmReport(goldenInput(seedLookup));
    const es = inLocale('es', () => buildFarmReport(goldenInput(seedLookup)));
    // Groups are ordered by their label, so compared by key.
    const figures = (rows: readonly RateRow[]) =>
      Object.fromEntries(rows.map((row) => [row.key, goldenRow(row).slice(1)]));
    expect(figures(es.byOrder)).toEqual(figures(pt.byOrder));
    expect(es.byOrder.map((row) => row.label)).toContain('Vaquillonas');
    expect(es.byBull.at(-1)?.label).toBe('No informado');
    expect(es.deviceLossByUse.map((row) => row.label)).toEqual(['1.er uso', '2.º uso', '3.er uso']);
    expect(es.byHandling.find((row) => row.handling === 'd0Resync')?.label).toBe('D0 Resinc');
  });
});
