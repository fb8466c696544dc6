// Retiro form (spec §5 'Retiro').
import { CORRAL_NAME_TAKEN } from '../../messages/validation.ts';
import { type FieldErrors, type Rule, required, validate } from '../form-rules.ts';
import { sameText } from '../sorting.ts';

export type CorralFormValues = { nome: string | null };

export type CorralFormContext = {
  /** Names of the farm's other retiros. */
  otherNames: readonly string[];
  /** Name when the form opened, on edit: keeping it is never a clash. */
  originalName?: string | null;
};

/** Unique within the farm, ignoring case, accents and spacing, like batch names. */
export function isCorralNameTaken(
  nome: string | null,
  { otherNames, originalName }: CorralFormContext,
): boolean {
  if (!nome || nome.trim() === '') return false;
  if (originalName && sameText(nome, originalName)) return false;
  return otherNames.some((other) => sameText(other, nome));
}

export function validateCorralForm(
  values: CorralFormValues,
  context: CorralFormContext,
): FieldErrors<keyof CorralFormValues> {
  const unique: Rule<CorralFormValues> = ({ nome }) =>
    isCorralNameTaken(nome, context) ? { nome: CORRAL_NAME_TAKEN() } : {};
  return validate(values, [required('nome'), unique]);
}
