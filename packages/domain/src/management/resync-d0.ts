// The per-cow rows of D0 Resync (spec §2 'D0 Resync', §5 'D0 Resync'): device, use, ECC, initial weight, CL
// and observation; when a row counts as saved and what saving it writes on the carried cow.

import { CL_NAO_AVALIADO } from '../rules/dg-fields.ts';
import { type FieldErrors, required, validate } from '../rules/form-rules.ts';
import { numberFieldText, numberFieldValue, validNumber, WEIGHT_FIELD } from '../rules/number-field.ts';

export type D0ResyncRowValues = {
  dispositivoIntravaginal: string | null;
  numero_Uso_Disp: string | null;
  ecc: string | null;
  /** Initial weight as typed ('432' or '432,5'). */
  peso: string;
  clD0: string | null;
  observacaoD0: string | null;
};

export type D0ResyncCow = {
  dispositivoIntravaginal?: string | null;
  numero_Uso_Disp?: string | null;
  ecc?: string | null;
  peso_d0resync?: number | string | null;
  clD0?: string | null;
  observacaoD0?: string | null;
  dataProcesso?: string | null;
};

/** What 'Uso' for all and 'Preencher Todas' put into every unsaved row (a field left blank is not filled). */
export type D0ResyncFill = { dispositivoIntravaginal: string | null; numero_Uso_Disp: string | null };

/** The row starts from the cow's record; CL defaults to 'Não Avaliado' (spec §2). */
export function d0ResyncRowDefaults(cow: D0ResyncCow): D0ResyncRowValues {
  return {
    dispositivoIntravaginal: cow.dispositivoIntravaginal ?? null,
    numero_Uso_Disp: cow.numero_Uso_Disp ?? null,
    ecc: cow.ecc ?? null,
    peso: numberFieldText(cow.peso_d0resync),
    clD0: cow.clD0 ?? CL_NAO_AVALIADO,
    observacaoD0: cow.observacaoD0 ?? null,
  };
}

/**
 * One unsaved row after 'Preencher Todas': the chosen device and use replace the row's, whatever was typed
 * there (as the DG's fill does); the row's other fields stay as typed. Null when nothing is chosen.
 */
export function d0ResyncFillRow(values: D0ResyncRowValues, fill: D0ResyncFill): D0ResyncRowValues {
  return {
    ...values,
    dispositivoIntravaginal: fill.dispositivoIntravaginal ?? values.dispositivoIntravaginal,
    numero_Uso_Disp: fill.numero_Uso_Disp ?? values.numero_Uso_Disp,
  };
}

/** A carried copy starts with dataProcesso empty; the D0 Resync save stamps it. */
export function isD0ResyncRowSaved(cow: D0ResyncCow): boolean {
  return Boolean(cow.dataProcesso);
}

/** Device and use are required; the initial weight, when typed, is kilograms by the number rule. */
export function validateD0ResyncRow(values: D0ResyncRowValues): FieldErrors {
  return validate(values, [
    required('dispositivoIntravaginal', 'numero_Uso_Disp'),
    validNumber(WEIGHT_FIELD, 'peso'),
  ]);
}

/** The d0 patch of one save: only the row's fields, plus the stamp that marks it saved. */
export function d0ResyncSavePatch(values: D0ResyncRowValues, now: Date) {
  return {
    dispositivoIntravaginal: values.dispositivoIntravaginal,
    numero_Uso_Disp: values.numero_Uso_Disp,
    ecc: values.ecc,
    peso_d0resync: numberFieldValue(values.peso, WEIGHT_FIELD),
    clD0: values.clD0 ?? CL_NAO_AVALIADO,
    observacaoD0: values.observacaoD0,
    dataProcesso: now.toISOString(),
  };
}
