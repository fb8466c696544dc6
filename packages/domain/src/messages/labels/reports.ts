// Labels of the report pages and of the report model's groups (spec §2 'Reports'); pt-BR.

import { defineMessages } from '../../i18n/catalog.ts';
import ptBR from '../../i18n/catalogs/pt-BR/labels/reports.ts';
import { formatPercent } from '../../management/dg-step.ts';
import { formatDate } from '../../rules/display.ts';

const m = defineMessages('labels/reports', ptBR);

export const REPORTS_TITLE = (): string => m.text('REPORTS_TITLE');
/** A group whose record has no value for the dimension (no bull, no ECC…). */
export const NOT_INFORMED = (): string => m.text('NOT_INFORMED');
/** 'IATF 1', 'IATF 2'… the round of the resync chain, named like the resync batches. */
export function roundLabel(round: number): string {
  return m.format('roundLabel', { round: String(round) });
}

// The report page. Not in the spec's texts.
export const PRINT_BUTTON = (): string => m.text('PRINT_BUTTON');
export const REPORT_SUMMARY = (): string => m.text('REPORT_SUMMARY');
export const REPORT_PREGNANCY_RATE = (): string => m.text('REPORT_PREGNANCY_RATE');
export const REPORT_PREGNANCY_RATE_IATF = (): string => m.text('REPORT_PREGNANCY_RATE_IATF');
export const REPORT_COWS = (): string => m.text('REPORT_COWS');
export const REPORT_DISTINCT_COWS = (): string => m.text('REPORT_DISTINCT_COWS');
export const REPORT_DIAGNOSED = (): string => m.text('REPORT_DIAGNOSED');
export const REPORT_PREGNANT_IATF = (): string => m.text('REPORT_PREGNANT_IATF');
export const REPORT_PREGNANT_BULL = (): string => m.text('REPORT_PREGNANT_BULL');
export const REPORT_EMPTY = (): string => m.text('REPORT_EMPTY');
/** A chart tooltip line: the series, its count, its share of the diagnosed and the occurrence ('12 de 30'). */
export function rateTooltip(label: string, count: number, share: string, total: number): string {
  return m.format('rateTooltip', {
    label: String(label),
    count: String(count),
    share: String(share),
    total: String(total),
  });
}
export const REPORT_GROUP = (): string => m.text('REPORT_GROUP');
export const REPORT_DEATHS = (): string => m.text('REPORT_DEATHS');
export const REPORT_DISCARDS = (): string => m.text('REPORT_DISCARDS');
export const REPORT_LOSSES = (): string => m.text('REPORT_LOSSES');
export const REPORT_GESTATION = (): string => m.text('REPORT_GESTATION');
export const REPORT_CALVINGS = (): string => m.text('REPORT_CALVINGS');
export const REPORT_MONTH = (): string => m.text('REPORT_MONTH');
export const REPORT_SHARE = (): string => m.text('REPORT_SHARE');
export const REPORT_NO_DIAGNOSIS = (): string => m.text('REPORT_NO_DIAGNOSIS');
export const REPORT_OFFLINE_NOTE = (): string => m.text('REPORT_OFFLINE_NOTE');
export const REPORT_SECTIONS = () => m.text('REPORT_SECTIONS');
// The tables of what farms tally in their own workbooks: devices lost, straws used, animals worked.
/** A figure that cannot be worked out (no pregnancy to divide by). */
export const REPORT_NO_FIGURE = (): string => m.text('REPORT_NO_FIGURE');
export const REPORT_STRAWS = (): string => m.text('REPORT_STRAWS');
export const REPORT_STRAWS_PER_PREGNANCY = (): string => m.text('REPORT_STRAWS_PER_PREGNANCY');
export const REPORT_STRAWS_NOTE = (): string => m.text('REPORT_STRAWS_NOTE');
export const REPORT_DEVICE_LOSS_SECTIONS = () => m.text('REPORT_DEVICE_LOSS_SECTIONS');
export const REPORT_DEVICE_USE = (): string => m.text('REPORT_DEVICE_USE');
export const REPORT_DEVICE_PERSON = (): string => m.text('REPORT_DEVICE_PERSON');
export const REPORT_DEVICES = (): string => m.text('REPORT_DEVICES');
export const REPORT_DEVICES_LOST = (): string => m.text('REPORT_DEVICES_LOST');
export const REPORT_DEVICE_LOSS_RATE = (): string => m.text('REPORT_DEVICE_LOSS_RATE');
export const REPORT_DEVICE_LOSS_NOTE = (): string => m.text('REPORT_DEVICE_LOSS_NOTE');
export const REPORT_HANDLINGS_TITLE = (): string => m.text('REPORT_HANDLINGS_TITLE');
export const REPORT_HANDLING = (): string => m.text('REPORT_HANDLING');
export const REPORT_ROUND = (): string => m.text('REPORT_ROUND');
export const REPORT_ANIMALS_WORKED = (): string => m.text('REPORT_ANIMALS_WORKED');
export const REPORT_ROUND_SHARE = (): string => m.text('REPORT_ROUND_SHARE');
export const REPORT_HANDLINGS_NOTE = (): string => m.text('REPORT_HANDLINGS_NOTE');
/** The handlings of a round, as the screens name them. */
export const REPORT_HANDLING_LABELS = () => m.text('REPORT_HANDLING_LABELS');
export function reportIssued(name: string, at: string): string {
  return m.format('reportIssued', { name: String(name), at: String(at) });
}
export function reportScope(parts: readonly string[]): string {
  return parts.filter(Boolean).join(' › ');
}

// The printed cover page (spec §2 'Reports': farm, corral, batch, station dates 01/01 to 31/12 of the current
// year, issuer and time). Not in the spec as text.
export const COVER_TITLE = (): string => m.text('COVER_TITLE');
export const COVER_FARM = (): string => m.text('COVER_FARM');
export const COVER_CORRAL = (): string => m.text('COVER_CORRAL');
export const COVER_BATCH = (): string => m.text('COVER_BATCH');
export const COVER_STATION = (): string => m.text('COVER_STATION');
export const COVER_SEASON_DATES = (): string => m.text('COVER_SEASON_DATES');
export const COVER_ALL = (): string => m.text('COVER_ALL');
/**
 * The season dates of the cover: the farm's own season ('01/10/2026 a 28/02/2027', from its form), else — a farm
 * stored without them — the spec's 01/01 to 31/12 of the current year.
 */
export function coverSeasonDates(
  start: string | null | undefined,
  end: string | null | undefined,
  year: number,
): string {
  const from = formatDate(start);
  const to = formatDate(end);
  return from && to
    ? m.format('coverSeasonDates', { from, to })
    : m.format('coverSeasonDatesOfYear', { year: String(year) });
}

// What the headline rate is based on, beside it on the report and on the batch card. Not in the spec's texts.
export const HEADLINE_NO_DIAGNOSIS = (): string => m.text('HEADLINE_NO_DIAGNOSIS');
export const HEADLINE_BASIS_DG = (): string => m.text('HEADLINE_BASIS_DG');
export const HEADLINE_BASIS_DG_FINAL = (): string => m.text('HEADLINE_BASIS_DG_FINAL');

/** What a headline needs to be written: the summary row of the report model. */
export type HeadlineFigures = {
  basis: 'none' | 'partial' | 'dg' | 'dgFinal';
  rate: number;
  pregnant: number;
  diagnosed: number;
  awaiting: number;
};

/** '1 de 65 diagnosticadas'. */
export function headlineProgress(diagnosed: number, awaiting: number): string {
  return m.format('headlineProgress', {
    diagnosed: String(diagnosed),
    total: String(diagnosed + awaiting),
  });
}

/**
 * The headline as the batch card and the report show it: '62,50 % (5/8) · DG Final', '62,50 % (5/8) · DG' while
 * some cows have only their DG, '100,00 % (1/1) · 1 de 65 diagnosticadas' while some have no diagnosis yet,
 * 'Sem diagnóstico'.
 */
export function headlineText(figures: HeadlineFigures): string {
  const { basis, rate, pregnant, diagnosed, awaiting } = figures;
  if (basis === 'none') return HEADLINE_NO_DIAGNOSIS();
  const basisText =
    basis === 'partial'
      ? headlineProgress(diagnosed, awaiting)
      : basis === 'dgFinal'
        ? HEADLINE_BASIS_DG_FINAL()
        : HEADLINE_BASIS_DG();
  return `${formatPercent(rate)} % (${pregnant}/${diagnosed}) · ${basisText}`;
}

/** One line under the headline: what the rate divides and what it is based on. */
export function headlineBasisNote(figures: HeadlineFigures): string {
  const { basis, diagnosed, awaiting } = figures;
  if (basis === 'dgFinal') return m.text('HEADLINE_BASIS_NOTE_DG_FINAL');
  if (basis === 'dg') return m.text('HEADLINE_BASIS_NOTE_DG');
  if (basis === 'partial')
    return m.format('headlineBasisNotePartial', { progress: headlineProgress(diagnosed, awaiting) });
  return REPORT_NO_DIAGNOSIS();
}

/** The count column of a table, by what it counts. */
export const REPORT_UNIT_COLUMN = () => m.text('REPORT_UNIT_COLUMN');

/** One line under each table: what its rate divides by and what it adds up to. */
export const REPORT_UNIT_NOTE = () => m.text('REPORT_UNIT_NOTE');
