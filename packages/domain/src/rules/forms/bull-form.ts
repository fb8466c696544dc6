// Bull form (spec §5 'Bull').
import { CENTRAL_OUTRA_ID } from '../../lists/value-ids.ts';
import { BULL_CODE_HINT, REQUIRED_FIELD } from '../../messages/validation.ts';
import {
  type FieldErrors,
  isBlank,
  type Rule,
  required,
  requiredIf,
  validate,
  validDate,
} from '../form-rules.ts';

/** Helper text under cod_Touro, read when the form is shown (in the reader's language). */
export const BULL_CODE_HELPER = (): string => BULL_CODE_HINT();

export type BullFormValues = {
  nome: string | null;
  cod_Touro: string | null;
  raca: string | null;
  /** Centrais id; null when the central is typed as free text. In the form, 'Outra' stands for typed text. */
  central: string | null;
  centralValue: string | null;
  observacao: string | null;
  /** Departure date. */
  partida: string | null;
};

/** The central may be chosen from the list or typed: either one answers 'central'. */
const centralRequired: Rule<BullFormValues> = ({ central, centralValue }) =>
  isBlank(central) && isBlank(centralValue) ? { central: REQUIRED_FIELD() } : {};

export function validateBullForm(values: BullFormValues): FieldErrors<keyof BullFormValues> {
  return validate(values, [
    required('nome', 'raca'),
    centralRequired,
    // 'Outra' chosen: the central's name must be typed.
    requiredIf('centralValue', (v) => v.central === CENTRAL_OUTRA_ID),
    validDate('partida'),
  ]);
}

/** A bull used in any IATF cannot be deleted (the IATFs point at it). */
export function canDeleteBull(iatfCount: number): boolean {
  return iatfCount === 0;
}

const clean = (value: string | null | undefined): string | null => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

/** The record's fields from the form: a typed central is stored as central null + centralValue. */
export function bullFieldsFromForm(values: BullFormValues): BullFormValues {
  const typed = values.central === CENTRAL_OUTRA_ID || isBlank(values.central);
  return {
    nome: clean(values.nome),
    cod_Touro: clean(values.cod_Touro),
    raca: values.raca,
    central: typed ? null : values.central,
    centralValue: typed ? clean(values.centralValue) : null,
    observacao: clean(values.observacao),
    partida: clean(values.partida),
  };
}

/** The form's values from a stored bull: a typed central shows as 'Outra' with its text. */
export function bullFormFromRecord(record: BullFormValues | null): BullFormValues {
  if (!record) {
    return {
      nome: '',
      cod_Touro: '',
      raca: null,
      central: null,
      centralValue: '',
      observacao: '',
      partida: null,
    };
  }
  const typed = isBlank(record.central) && !isBlank(record.centralValue);
  return {
    nome: record.nome ?? '',
    cod_Touro: record.cod_Touro ?? '',
    raca: record.raca,
    central: typed ? CENTRAL_OUTRA_ID : record.central,
    centralValue: record.centralValue ?? '',
    observacao: record.observacao ?? '',
    partida: record.partida,
  };
}
