// Semen lot (partida) form (spec §5 'Partida').
import { INVALID_DATE } from '../../messages/validation.ts';
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
  codeMode || isBlank(data) || isValidIsoDate(data) ? {} : { data: INVALID_DATE };

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

/** Clients only view. */
export function canSavePartida(isClient: boolean): boolean {
  return !isClient;
}
