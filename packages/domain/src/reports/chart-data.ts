// The report charts (spec §2 'Reports', §9: six colours, tooltips absolute / percentage / occurrence, minimum
// width 1000 px, at most 1280 scaled by 0.85): what each chart draws and says, apart from the drawing itself.
import { formatPercent } from '../management/dg-step.ts';
import {
  REPORT_EMPTY,
  REPORT_PREGNANT_BULL,
  REPORT_PREGNANT_IATF,
  rateTooltip as rateTooltipText,
} from '../messages/labels/reports.ts';
import { floorPercentage } from '../rules/statistics.ts';
import type { RateRow } from './farm-report.ts';

/** Spec §9's six chart colours: distinct under the common colour-vision deficiencies and in greyscale print. */
export const REPORT_CHART_COLORS = [
  '#1b5e20',
  '#f9a825',
  '#c62828',
  '#1565c0',
  '#6a1b9a',
  '#00838f',
] as const;

export const REPORT_CHART_MIN_WIDTH = 1000;
export const REPORT_CHART_MAX_WIDTH = 1280;
export const REPORT_CHART_SCALE = 0.85;
/** What an A4 portrait page holds across at 96 dpi inside the browser's default margins. */
export const REPORT_PRINT_WIDTH = 700;

/**
 * The width a chart is drawn at and the scale that fits it in `available` px: never narrower than 1000 px (a
 * phone sees it scaled down whole, not squeezed), never wider than 1280 × 0.85.
 */
export function chartSize(available: number): { width: number; scale: number } {
  const widest = REPORT_CHART_MAX_WIDTH * REPORT_CHART_SCALE;
  const width = Math.min(Math.max(available, REPORT_CHART_MIN_WIDTH), widest);
  return { width, scale: available > 0 ? Math.min(1, available / width) : 1 };
}

/** The scale that fits a chart drawn `width` px wide on a printed A4 page. */
export function printScale(width: number): number {
  return Math.min(1, REPORT_PRINT_WIDTH / width);
}

/**
 * The stacks of a rate chart: pregnant by IATF, pregnant by the bull, empty; each a share of the diagnosed. A
 * series' label is read when it is shown, in the reader's language.
 */
export const RATE_SERIES = [
  {
    key: 'pregnantIatf',
    get label(): string {
      return REPORT_PREGNANT_IATF();
    },
    color: REPORT_CHART_COLORS[0],
  },
  {
    key: 'pregnantBull',
    get label(): string {
      return REPORT_PREGNANT_BULL();
    },
    color: REPORT_CHART_COLORS[1],
  },
  {
    key: 'empty',
    get label(): string {
      return REPORT_EMPTY();
    },
    color: REPORT_CHART_COLORS[2],
  },
] as const;

export type RateSeriesKey = (typeof RATE_SERIES)[number]['key'];

/**
 * A tooltip line in the three formats of §9: the absolute count, its percentage of the group's diagnosed cows
 * (floored, as every rate) and the occurrence, 'n de total'. 'Prenhes IATF: 12 · 40,00 % · 12 de 30'.
 */
export function rateTooltip(row: Pick<RateRow, RateSeriesKey | 'diagnosed'>, key: RateSeriesKey): string {
  const series = RATE_SERIES.find((candidate) => candidate.key === key);
  const count = row[key];
  const share = formatPercent(floorPercentage(count, row.diagnosed));
  return rateTooltipText(series?.label ?? key, count, share, row.diagnosed);
}

/** Groups worth a chart: those with a diagnosis (a bar of zeros says nothing the table does not). */
export function chartRows(rows: readonly RateRow[]): RateRow[] {
  return rows.filter((row) => row.diagnosed > 0);
}
