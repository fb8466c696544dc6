// Resync (Ressinc) form (spec §5 'Resync').
import type { DomainLookup } from '../../lists/domain-ids.ts';
import { RESYNC_ALREADY_EXISTS } from '../../messages/validation.ts';
import { type FieldErrors, required, requiredIf, validate } from '../form-rules.ts';
import { dayNumber, sameText, UNKNOWN_DAY_NUMBER } from '../sorting.ts';

export const TRADITIONAL_RESYNC = 'Tradicional';

export type ResyncFormValues = {
  /** Tipo de Ressincronização id (Super Precoce, Precoce, Tradicional). */
  tipoResync: string | null;
  protocoloId: string | null;
  /** Dias id of the new round's D0. */
  diaD0: string | null;
  progesteronaPosIATF: string | null;
  usuarioId: string | null;
  periodoManejo: string | null;
};

export function isTraditionalResync(tipoResync: string | null | undefined): boolean {
  return sameText(tipoResync, TRADITIONAL_RESYNC);
}

export function validateResyncForm(
  values: ResyncFormValues,
  lookup: DomainLookup,
): FieldErrors<keyof ResyncFormValues> {
  return validate(values, [
    required('tipoResync', 'protocoloId', 'progesteronaPosIATF', 'usuarioId', 'periodoManejo'),
    requiredIf('diaD0', (v) => !isTraditionalResync(lookup.valorOf(v.tipoResync))),
  ]);
}

/**
 * D0 days offered (texts of 'Dias'): Tradicional from D26 onward; Precoce and Super Precoce from D11 up to
 * before D30; none until a type is chosen. Days without a number never qualify.
 */
export function resyncD0DayOptions(days: readonly string[], tipoResync: string | null | undefined): string[] {
  if (!tipoResync) return [];
  const traditional = isTraditionalResync(tipoResync);
  return days.filter((day) => {
    const n = dayNumber(day);
    if (n === UNKNOWN_DAY_NUMBER) return false;
    return traditional ? n >= 26 : n >= 11 && n < 30;
  });
}

/** Only one resync per batch: the message when one exists, else null. */
export function resyncAlreadyExists(hasResync: boolean): string | null {
  return hasResync ? RESYNC_ALREADY_EXISTS() : null;
}
