// Per-cow rows of the DG / DGRessinc and D0 Resync screens (spec §5 'DG', 'D0 Resync').
import type { DomainLookup } from '../../lists/domain-ids.ts';
import { OBS_NOT_APPLICABLE } from '../../lists/observations.ts';
import { type FieldErrors, isBlank, required, requiredIf, validate } from '../form-rules.ts';
import { isPregnantCondition } from '../statistics.ts';

export type DgStepValues = {
  /** Condição DG id. */
  condicaoDG: string | null;
  /** Tipo Prenhe id. */
  tipoPrenhe: string | null;
  observacaoDG: string | null;
};

/** Any observation other than none or '[N/A]' (not present, dead, discarded) replaces the diagnosis. */
export function isNeutralObservation(observacao: string | null | undefined): boolean {
  return !isBlank(observacao) && observacao?.trim() !== OBS_NOT_APPLICABLE;
}

export function validateDgStep(values: DgStepValues, lookup: DomainLookup): FieldErrors<keyof DgStepValues> {
  const diagnosed = (v: DgStepValues) => !isNeutralObservation(v.observacaoDG);
  return validate(values, [
    requiredIf('condicaoDG', diagnosed),
    requiredIf('tipoPrenhe', (v) => diagnosed(v) && isPregnantCondition(lookup.valorOf(v.condicaoDG))),
  ]);
}

export type D0ResyncStepValues = {
  dispositivoIntravaginal: string | null;
  numero_Uso_Disp: string | null;
};

export function validateD0ResyncStep(values: D0ResyncStepValues): FieldErrors<keyof D0ResyncStepValues> {
  return validate(values, [required('dispositivoIntravaginal', 'numero_Uso_Disp')]);
}
