// DG Final screen (spec §5 'DG Final').
import type { DomainLookup } from '../../lists/domain-ids.ts';
import { MANAGEMENT_DATE_REQUIRED } from '../../messages/validation.ts';
import { type FieldErrors, isValidIsoDate, requiredIf, validate } from '../form-rules.ts';
import { textKey } from '../sorting.ts';
import { isPregnantCondition } from '../statistics.ts';

export type DgFinalStepValues = {
  /** Condição DG Final id. */
  condicaoDGFinal: string | null;
  /** Tipo Prenhe id. */
  tipoPrenheFinal: string | null;
  observacao_DG_Final: string | null;
};

/** 'Animal morreu' and 'Animal não compareceu' (with or without 'ao manejo') need no final diagnosis. */
export function skipsFinalDiagnosis(observacao: string | null | undefined): boolean {
  const key = textKey(observacao);
  return key === 'animal morreu' || key.startsWith('animal nao compareceu');
}

export function validateDgFinalStep(
  values: DgFinalStepValues,
  lookup: DomainLookup,
): FieldErrors<keyof DgFinalStepValues> {
  const diagnosed = (v: DgFinalStepValues) => !skipsFinalDiagnosis(v.observacao_DG_Final);
  return validate(values, [
    requiredIf('condicaoDGFinal', diagnosed),
    // Pregnant and discard-pregnant alike: both texts contain 'prenhe'.
    requiredIf(
      'tipoPrenheFinal',
      (v) => diagnosed(v) && isPregnantCondition(lookup.valorOf(v.condicaoDGFinal)),
    ),
  ]);
}

/** 'Data do DG Final' must be a valid day before finalising; the message, or null when it is. */
export function validateDgFinalDate(dataDgFinal: string | null | undefined): string | null {
  return isValidIsoDate(dataDgFinal) ? null : MANAGEMENT_DATE_REQUIRED();
}
