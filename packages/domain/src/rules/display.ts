// Display helpers of spec §5 ('Local display helper') and §2/§9 (dates, pager label, semen label).

import type { DomainTypeKey } from '../lists/domain-ids.ts';
import { OBS_NOT_APPLICABLE } from '../lists/observations.ts';
import { NOT_APPLICABLE_LABEL, pageRangeLabel } from '../messages/common.ts';
import { domainValueLabel } from '../messages/list-values.ts';
import { COW_EDITED_AFTER_D0 } from '../messages/validation.ts';
import { OBS_EDITED_AFTER_D0 } from './observation-markers.ts';

/**
 * Empty gives ''; '[N/A]' becomes 'Nada Consta'; a leading bracketed prefix is stripped ('[D0] Texto' → 'Texto'); a
 * seeded list value or observation reads in the reader's language (messages/list-values: 'Animal morreu' →
 * 'Animal murió' in Spanish), and so does the note a cow's edit writes (OBS_EDITED_AFTER_D0); what a person typed
 * reads as typed.
 */
export function displayText(value: string | null | undefined): string {
  if (value === null || value === undefined || value.trim() === '') return '';
  const trimmed = value.trim();
  if (trimmed === OBS_NOT_APPLICABLE) return NOT_APPLICABLE_LABEL();
  if (trimmed === OBS_EDITED_AFTER_D0) return COW_EDITED_AFTER_D0();
  return domainValueLabel(value.replace(/^\s*\[[^\]]*\]\s*/, ''));
}

/**
 * An ECC score as a person reads it: two decimals after a comma ('3.00' or 3 → '3,00', '2.75' → '2,75'). The
 * list stores '3.00' so Number(valor) gives the score back; only the text shown changes. Anything that is not
 * a number goes through displayText.
 */
export function formatEcc(value: string | number | null | undefined): string {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  const score = /^\d+(?:[.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
  if (!Number.isFinite(score)) return displayText(typeof value === 'number' ? null : value);
  return score.toFixed(2).replace('.', ',');
}

/** A value of a domain list as the screens show it: ECC scores through formatEcc, the rest through displayText. */
export function listValueLabel(type: DomainTypeKey, valor: string | null | undefined): string {
  return type === 'ecc' ? formatEcc(valor) : displayText(valor);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Where instants are shown: the farms are in Brazil, and a DG stamped at 22:00 there is already tomorrow in UTC. */
export const DISPLAY_TIME_ZONE = 'America/Sao_Paulo';

// Building an Intl.DateTimeFormat costs far more than formatting with one (the sync bar formats the last sync
// at every render): one formatter per kind and time zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'day' | 'time', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found =
      kind === 'day'
        ? new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
        : new Intl.DateTimeFormat('en-GB', {
            timeZone,
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          });
    formatters.set(key, found);
  }
  return found;
}

/**
 * DD/MM/YYYY from a calendar day 'YYYY-MM-DD' (as written, no time zone) or from an ISO instant (its day in
 * `timeZone`). Anything else gives ''.
 */
export function formatDate(value: string | null | undefined, timeZone: string = DISPLAY_TIME_ZONE): string {
  if (!value) return '';
  const day = ISO_DAY.exec(value);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  const parts = formatter('day', timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** The calendar day 'YYYY-MM-DD' of an instant in `timeZone` (what "today" is for the agenda and the dates). */
export function calendarDayOf(instant: Date, timeZone: string = DISPLAY_TIME_ZONE): string {
  return formatter('day', timeZone).format(instant);
}

/** 'DD/MM/YYYY HH:mm' of an ISO instant in `timeZone` (the last sync in the header); anything else gives ''. */
export function formatDateTime(
  value: string | null | undefined,
  timeZone: string = DISPLAY_TIME_ZONE,
): string {
  const day = value && /^\d{4}-\d{2}-\d{2}T/.test(value) ? formatDate(value, timeZone) : '';
  if (!day || !value) return '';
  const time = formatter('time', timeZone).format(new Date(value));
  return `${day} ${time}`;
}

/** Pager label 'from-to de total' for a zero-based page: `pageLabel(0, 10, 23)` → '1-10 de 23'. */
export function pageLabel(page: number, rowsPerPage: number, total: number): string {
  if (total <= 0) return pageRangeLabel(0, 0, 0);
  const from = Math.min(page * rowsPerPage + 1, total);
  const to = Math.min((page + 1) * rowsPerPage, total);
  return pageRangeLabel(from, to, total);
}

export const SEMEN_LABEL_MAX = 25;

/** Semen names can be long; lists show the first 25 characters and '...'. */
export function shortSemenLabel(label: string | null | undefined): string {
  const text = label ?? '';
  return text.length > SEMEN_LABEL_MAX ? `${text.slice(0, SEMEN_LABEL_MAX)}...` : text;
}

/**
 * A semen lot as lists name it: `bull` on one line, `lot` on the line under it. Two lots of one bull differ
 * only by their code (or day), so that part is never shortened: the 25-character rule of spec §9 applies to
 * the bull's name alone, and the lot is shown whole on a line of its own.
 */
export function semenLabel(partida: {
  bullName: string | null;
  codigo: string | null;
  data: string | null;
}): { bull: string; lot: string } {
  return {
    bull: shortSemenLabel(partida.bullName?.trim()),
    lot: partida.codigo?.trim() || formatDate(partida.data),
  };
}
