// Bull form (spec §5 'Bull').
import { BULL_CODE_HINT, REQUIRED_FIELD } from '../../messages/validation.ts';
import { type FieldErrors, isBlank, type Rule, required, validate, validDate } from '../form-rules.ts';

/** Helper text under cod_Touro. */
export const BULL_CODE_HELPER = BULL_CODE_HINT;

export type BullFormValues = {
  nome: string | null;
  cod_Touro: string | null;
  raca: string | null;
  /** Centrais id; null when the central is typed as free text. */
  central: string | null;
  centralValue: string | null;
  observacao: string | null;
  /** Departure date. */
  partida: string | null;
};

/** The central may be chosen from the list or typed: either one answers 'central'. */
const centralRequired: Rule<BullFormValues> = ({ central, centralValue }) =>
  isBlank(central) && isBlank(centralValue) ? { central: REQUIRED_FIELD } : {};

export function validateBullForm(values: BullFormValues): FieldErrors<keyof BullFormValues> {
  return validate(values, [required('nome', 'raca'), centralRequired, validDate('partida')]);
}

/** A bull used in any IATF cannot be deleted (the IATFs point at it). */
export function canDeleteBull(iatfCount: number): boolean {
  return iatfCount === 0;
}
