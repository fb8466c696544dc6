// Per-cow row of the IATF screen (spec §5 'IATF step').
import {
  OBS_ANIMAL_DIED,
  OBS_DID_NOT_ATTEND,
  OBS_DISCARDED,
  OBS_NOT_INSEMINATED,
  OBS_WITH_DEVICE,
} from '../../lists/observations.ts';
import { type FieldErrors, required, requiredIf, validate } from '../form-rules.ts';
import { isAbsenceObservation, observationIs } from '../observation-markers.ts';

/**
 * Observations under which semen lot and inseminator are not required. 'Animal morreu' is the spec's
 * unspecified marker of the D0/IATF list (the other markers, 'Matriz Descarte' and '[N/A]', are named apart).
 */
export const IATF_EXEMPT_OBSERVATIONS = [
  OBS_DID_NOT_ATTEND,
  OBS_WITH_DEVICE,
  OBS_NOT_INSEMINATED,
  OBS_ANIMAL_DIED,
  OBS_DISCARDED,
] as const;

export type IatfStepValues = {
  codVaca: string | null;
  /** Semen lot. */
  partidaId: string | null;
  /** Inseminator. */
  usuarioId: string | null;
  observacao: string | null;
};

// Markers match however they were typed or imported (case, accents, a bracketed prefix, the spreadsheet's
// short 'Animal não compareceu').
export function isIatfExempt(observacao: string | null | undefined): boolean {
  return (
    isAbsenceObservation(observacao) || IATF_EXEMPT_OBSERVATIONS.some((m) => observationIs(observacao, m))
  );
}

/** Exempt observations clear semen and inseminator, except 'Matriz com dispositivo' (inseminated later). */
export function clearsInsemination(observacao: string | null | undefined): boolean {
  return isIatfExempt(observacao) && !observationIs(observacao, OBS_WITH_DEVICE);
}

export function applyIatfObservation<V extends IatfStepValues>(values: V, observacao: string | null): V {
  return clearsInsemination(observacao)
    ? { ...values, observacao, partidaId: null, usuarioId: null }
    : { ...values, observacao };
}

export function validateIatfStep(values: IatfStepValues): FieldErrors<keyof IatfStepValues> {
  const inseminated = (v: IatfStepValues) => !isIatfExempt(v.observacao);
  return validate(values, [
    required('codVaca'),
    requiredIf('partidaId', inseminated),
    requiredIf('usuarioId', inseminated),
  ]);
}

/** DN rows only need the cow's ID (spec §5 'DN'). */
export function validateDnStep(values: { codVaca: string | null }): FieldErrors<'codVaca'> {
  return validate(values, [required('codVaca')]);
}
