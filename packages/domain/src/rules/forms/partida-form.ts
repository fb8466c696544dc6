// Semen lot (partida) form (spec §5 'Partida').
import { INVALID_DATE } from '../../messages/validation.ts';
import { formatDate } from '../display.ts';
import {
  type FieldErrors,
  isBlank,
  isValidIsoDate,
  oneOf,
  type Rule,
  required,
  validate,
} from '../form-rules.ts';

export type PartidaFormValues = {
  /** Day of the lot, 'YYYY-MM-DD'. */
  data: string | null;
  codigo: string | null;
  fazendaIds: readonly string[];
  /** The form identifies the lot by its code instead of a date. */
  codeMode: boolean;
};

const dateWhenNotCode: Rule<PartidaFormValues> = ({ data, codeMode }) =>
  codeMode || isBlank(data) || isValidIsoDate(data) ? {} : { data: INVALID_DATE() };

/** A valid date (outside code mode) or a code, at least one of them, and the farms to copy it to. */
export function validatePartidaForm(values: PartidaFormValues): FieldErrors<keyof PartidaFormValues> {
  const codeRequired: Rule<PartidaFormValues> = (v) =>
    v.codeMode ? required<PartidaFormValues>('codigo')(v) : {};
  return validate(values, [codeRequired, oneOf('data', 'codigo'), dateWhenNotCode, required('fazendaIds')]);
}

/**
 * Stored instant of the lot's day: 05:00 UTC, so the day reads the same from UTC-5 (Acre, Peru, Colombia) to
 * UTC+0 — a midnight UTC instant would show the day before anywhere in the Americas.
 */
export function partidaInstant(day: string): string | null {
  return isValidIsoDate(day) ? `${day}T05:00:00.000Z` : null;
}

/** Spec §5: the lot's date is stored shifted by +5 hours. */
const SHIFT_MS = 5 * 60 * 60 * 1000;

/** The calendar day of a lot's stored instant (spec §5: stored shifted by +5 hours), 'YYYY-MM-DD'. */
export function partidaDay(instant: string | null | undefined): string | null {
  if (!instant) return null;
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return null;
  return new Date(time - SHIFT_MS).toISOString().slice(0, 10);
}

/** How lists name a lot: its day DD/MM/YYYY and its code, either one alone when the other is absent. */
export function partidaLabel(partida: { data: string | null; codigo: string | null }): string {
  const day = formatDate(partidaDay(partida.data));
  const code = partida.codigo?.trim() ?? '';
  if (day && code) return `${day} (${code})`;
  return day || code;
}

/** Clients only view. */
export function canSavePartida(isClient: boolean): boolean {
  return !isClient;
}
