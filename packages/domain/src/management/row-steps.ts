// The per-cow rows of the DN and IATF steps (spec §2, §4 'DN', 'IATF', §5 'IATF step', 'DN'): which cows a
// row is shown for, a row's starting values, when it counts as saved, and what saving it writes.
import {
  applyIatfObservation,
  dnSaveD0Patch,
  iatfEntryDefaults,
  iatfSaveD0Patch,
  isDnSaved,
  isShownInDn,
  type StepCow,
} from '../rules/cow-steps.ts';
import type { FieldErrors } from '../rules/form-rules.ts';
import { validateDnStep, validateIatfStep } from '../rules/forms/iatf-step.ts';
import type { IatfRecordFields } from './d0-step.ts';

export type RowCow = StepCow & { id: string; codVaca: string | null; codLeitorBastao?: string | null };

// --- DN -------------------------------------------------------------------------------------------------

export type DnRowValues = { observacao: string | null };

export { isShownInDn };

/** The row starts from the cow's DN record of that day, if any. */
export function dnRowDefaults(dn: { observacao: string | null } | null | undefined): DnRowValues {
  return { observacao: dn?.observacao ?? null };
}

/** Spec §4 DN: 'cows with a DN observation count as saved'. */
export function isDnRowSaved(dn: { observacao: string | null } | null | undefined): boolean {
  return isDnSaved(dn);
}

export function validateDnRow(cow: RowCow): FieldErrors {
  return validateDnStep({ codVaca: cow.codVaca ?? cow.codLeitorBastao ?? null });
}

/** The DN record's observation and the cow's patch ('Animal morreu' marks DG '[N/A]'). */
export function dnSavePlan(values: DnRowValues): {
  dn: { observacao: string };
  d0: { observacaoDN: string; observacaoDG?: string };
} {
  const d0 = dnSaveD0Patch(values.observacao);
  return { dn: { observacao: d0.observacaoDN }, d0 };
}

// --- IATF -----------------------------------------------------------------------------------------------

export type IatfRowValues = {
  partidaId: string | null;
  /** The inseminator. */
  usuarioId: string | null;
  ecc: string | null;
  gnhr: string | null;
  cioRetirada: string | null;
  temperamento: string | null;
  observacao: string | null;
};

/** Spec §4 IATF: dead and discarded cows are in the IATF list (dead ones default to 'Matriz não inseminada'). */
export function isShownInIatf(cow: { isDeleted?: boolean | null }): boolean {
  return !cow.isDeleted;
}

/**
 * The row starts from the cow's IATF record of this batch when she has one, else from the defaults of spec
 * §9 ('[N/A]', GnRH 'Não') and §4 (a dead cow: 'Matriz não inseminada').
 */
export function iatfRowDefaults(
  cow: RowCow,
  record: { [K in keyof IatfRecordFields]?: IatfRecordFields[K] | null } | null | undefined,
): IatfRowValues {
  if (record) {
    return {
      partidaId: record.partidaId ?? null,
      usuarioId: record.usuarioId ?? null,
      ecc: record.ecc ?? null,
      gnhr: record.gnhr ?? null,
      cioRetirada: record.cioRetirada ?? null,
      temperamento: record.temperamento ?? null,
      observacao: record.observacao ?? null,
    };
  }
  const defaults = iatfEntryDefaults(cow);
  return {
    partidaId: null,
    usuarioId: null,
    ecc: null,
    gnhr: defaults.gnhr ?? null,
    cioRetirada: null,
    temperamento: null,
    observacao: defaults.observacao ?? null,
  };
}

/** A cow's IATF row is saved once her IATF record of this batch exists. */
export function isIatfRowSaved(record: unknown): boolean {
  return record !== null && record !== undefined;
}

export function validateIatfRow(cow: RowCow, values: IatfRowValues): FieldErrors {
  return validateIatfStep({
    codVaca: cow.codVaca ?? cow.codLeitorBastao ?? null,
    partidaId: values.partidaId,
    usuarioId: values.usuarioId,
    observacao: values.observacao,
  });
}

/** The IATF record and the cow's patch of one save (exempting observations clear semen and inseminator). */
export function iatfSavePlan(
  values: IatfRowValues,
  bullOfPartida: (partidaId: string) => string | null,
): { iatf: IatfRecordFields; d0: { observacaoDG?: string } } {
  const cleared = applyIatfObservation(values.observacao);
  const partidaId = cleared.partidaId === null ? null : values.partidaId;
  return {
    iatf: {
      observacao: cleared.observacao ?? values.observacao ?? '',
      ecc: values.ecc,
      gnhr: values.gnhr,
      cioRetirada: values.cioRetirada,
      temperamento: values.temperamento,
      partidaId,
      touroId: partidaId ? bullOfPartida(partidaId) : null,
      usuarioId: cleared.usuarioId === null ? null : values.usuarioId,
    },
    d0: iatfSaveD0Patch(values.observacao),
  };
}

/**
 * Spec §9 'save-all indicator 1200 ms': 'Salvar todas' shows that it is saving at least this long, so a save the
 * device finishes in an instant is still seen to happen before 'Ok!' says how many rows were stored.
 */
export const SAVE_ALL_INDICATOR_MS = 1200;
