// Cow (matriz) form of the D0 and D0/IATF screens and of Incluir Matriz (spec §5 'Cow (new)').
import {
  OBS_ANIMAL_DIED,
  OBS_DID_NOT_ATTEND,
  OBS_DISCARDED,
  OBS_NOT_APPLICABLE,
} from '../../lists/observations.ts';
import { COW_DUPLICATE_IN_BATCH } from '../../messages/validation.ts';
import {
  type FieldErrors,
  isBlank,
  oneOf,
  type Rule,
  required,
  requiredIf,
  validate,
  validDate,
} from '../form-rules.ts';
import { COW_WEIGHT_FIELD, numberFieldValue, validNumber } from '../number-field.ts';
import { OBS_EDITED_AFTER_D0 } from '../observation-markers.ts';
import { sameText } from '../sorting.ts';

/** IATF observations of the D0/IATF form under which the cow is not inseminated: no semen, no inseminator. */
export const NOT_INSEMINATED_OBSERVATIONS = [OBS_ANIMAL_DIED, OBS_DISCARDED, OBS_DID_NOT_ATTEND] as const;

export type CowFormValues = {
  /** ID1. */
  codVaca: string | null;
  /** ID2, from the wand reader. */
  codLeitorBastao: string | null;
  responsavelId: string | null;
  dispositivoIntravaginal: string | null;
  numero_Uso_Disp: string | null;
  racaMatriz: string | null;
  ordemMatriz: string | null;
  idade_Nov_Pri: string | null;
  dataPartoIndividual: string | null;
  /** Typed text until saved; the record holds whole kilograms (rules/number-field COW_WEIGHT_FIELD). */
  peso_EM: string | number | null;
  observacaoD0: string | null;
  /** D0/IATF only: the IATF record's inseminator, semen lot and observation. */
  inseminadorId?: string | null;
  partidaId?: string | null;
  observacaoIatf?: string | null;
};

export type CowFormContext = {
  mode: 'create' | 'edit';
  /** 'D0IATF' adds the insemination fields. */
  management: 'D0' | 'D0IATF';
  /** codVaca of the batch's other cows. */
  otherCowCodes: readonly string[];
};

export function isNotInseminatedObservation(observation: string | null | undefined): boolean {
  return NOT_INSEMINATED_OBSERVATIONS.some((text) => sameText(text, observation));
}

/**
 * Before saving (the form's validation passed): ID1 takes the reader value when empty; the weight becomes the
 * whole kilograms the number rule read; a cow that is not inseminated loses semen and inseminator.
 */
export function normalizeCowValues<V extends CowFormValues>(values: V): V {
  const codVaca = isBlank(values.codVaca) ? values.codLeitorBastao : values.codVaca;
  const notInseminated = isNotInseminatedObservation(values.observacaoIatf);
  return {
    ...values,
    codVaca: codVaca?.trim() || null,
    peso_EM: numberFieldValue(values.peso_EM, COW_WEIGHT_FIELD),
    ...(notInseminated ? { inseminadorId: null, partidaId: null } : {}),
  };
}

export function isDuplicateCow(codVaca: string | null, otherCowCodes: readonly string[]): boolean {
  return !isBlank(codVaca) && otherCowCodes.some((code) => sameText(code, codVaca));
}

export function validateCowForm(
  values: CowFormValues,
  context: CowFormContext,
): FieldErrors<keyof CowFormValues> {
  const inseminates = (v: CowFormValues) =>
    context.management === 'D0IATF' && !isNotInseminatedObservation(v.observacaoIatf);
  const unique: Rule<CowFormValues> = (v) => {
    const code = isBlank(v.codVaca) ? v.codLeitorBastao : v.codVaca;
    return isDuplicateCow(code, context.otherCowCodes) ? { codVaca: COW_DUPLICATE_IN_BATCH() } : {};
  };
  return validate(values, [
    oneOf('codVaca', 'codLeitorBastao'),
    required('responsavelId', 'dispositivoIntravaginal', 'numero_Uso_Disp', 'racaMatriz', 'ordemMatriz'),
    requiredIf('idade_Nov_Pri', () => context.mode === 'edit'),
    requiredIf('inseminadorId', inseminates),
    requiredIf('partidaId', inseminates),
    validDate('dataPartoIndividual'),
    validNumber(COW_WEIGHT_FIELD, 'peso_EM'),
    unique,
  ]);
}

export type EditedCow = { iatf: number; omit_from_dg_final: boolean; observacaoD0: string | null };

/**
 * An edited cow starts over: iatf 0, not omitted from DG Final; once the batch has a day, the edit is noted
 * in observacaoD0 (only over an empty or '[N/A]' observation, never over a marker like 'Matriz Descarte'). The
 * note is stored in pt-BR whatever the editor's language (OBS_EDITED_AFTER_D0) and shown in the reader's.
 */
export function applyCowEdit<R extends EditedCow>(record: R, batchHasDay: boolean): R {
  const note = isBlank(record.observacaoD0) || record.observacaoD0?.trim() === OBS_NOT_APPLICABLE;
  return {
    ...record,
    iatf: 0,
    omit_from_dg_final: false,
    observacaoD0: batchHasDay && note ? OBS_EDITED_AFTER_D0 : record.observacaoD0,
  };
}

export type SearchableCow = { codVaca: string | null; codLeitorBastao: string | null };

/** Search matches codVaca or codLeitorBastao, case-insensitively, as a substring. */
export function matchesCowSearch(cow: SearchableCow, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (needle === '') return true;
  return [cow.codVaca, cow.codLeitorBastao].some((code) => (code ?? '').toLowerCase().includes(needle));
}

/** Save is disabled while loading, with an ID error, or for the client role. */
export function canSaveCow(state: { loading: boolean; idError: boolean; isClient: boolean }): boolean {
  return !state.loading && !state.idError && !state.isClient;
}
