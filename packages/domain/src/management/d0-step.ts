// The D0 and D0/IATF steps (spec §2, §4, §5 'Cow (new)'): a new cow's defaults, and the records a cow form
// writes. The form's rules themselves live in rules/forms/cow-form.ts.
import { OBS_CREATED_AFTER_D0 } from '../lists/observations.ts';
import { GNRH_NAO } from '../rules/cow-steps.ts';
import type { FieldErrors } from '../rules/form-rules.ts';
import {
  applyCowEdit,
  type CowFormContext,
  type CowFormValues,
  normalizeCowValues,
  validateCowForm,
} from '../rules/forms/cow-form.ts';
import { observationOrDefault } from '../rules/observation-markers.ts';

/** D0/IATF's insemination fields beside semen, inseminator and observation (spec §2 D0/IATF). */
export type D0IatfExtra = {
  ecc: string | null;
  gnhr: string | null;
  cioRetirada: string | null;
  temperamento: string | null;
};

export type D0FormValues = CowFormValues & Partial<D0IatfExtra>;

/** What the D0 step reads of a batch: the predominant values the new cow starts with. */
export type D0Batch = {
  id: string;
  dias: string | null;
  dispositivo?: string | null;
  numeroUsoDispositivo?: string | null;
  racaMatriz?: string | null;
  ordemMatriz?: string | null;
  idadeMatriz?: string | null;
};

/**
 * A new cow starts with the batch's predominant breed, order, device and device use, and the user as
 * responsável: in a corral most cows are alike, so most are saved without touching a select.
 */
export function newCowDefaults(batch: D0Batch, userId: string | null): D0FormValues {
  return {
    codVaca: null,
    codLeitorBastao: null,
    responsavelId: userId,
    dispositivoIntravaginal: batch.dispositivo ?? null,
    numero_Uso_Disp: batch.numeroUsoDispositivo ?? null,
    racaMatriz: batch.racaMatriz ?? null,
    ordemMatriz: batch.ordemMatriz ?? null,
    idade_Nov_Pri: batch.idadeMatriz ?? null,
    dataPartoIndividual: null,
    peso_EM: null,
    observacaoD0: null,
    inseminadorId: null,
    partidaId: null,
    observacaoIatf: null,
    ecc: null,
    gnhr: GNRH_NAO,
    cioRetirada: null,
    temperamento: null,
  };
}

/** The d0 fields a cow form edits, as stored: the form's own fields (one definition, CowFormValues) with the
 * weight an integer and the observation defaulted. */
export type D0CowFields = Omit<
  CowFormValues,
  'peso_EM' | 'observacaoD0' | 'inseminadorId' | 'partidaId' | 'observacaoIatf'
> & {
  peso_EM: number | null;
  observacaoD0: string;
};

/** An existing cow back into the form (edit). */
export function cowFormFromRecord(
  record: {
    [K in keyof D0CowFields]?: D0CowFields[K] | null;
  },
): D0FormValues {
  return {
    codVaca: record.codVaca ?? null,
    codLeitorBastao: record.codLeitorBastao ?? null,
    responsavelId: record.responsavelId ?? null,
    dispositivoIntravaginal: record.dispositivoIntravaginal ?? null,
    numero_Uso_Disp: record.numero_Uso_Disp ?? null,
    racaMatriz: record.racaMatriz ?? null,
    ordemMatriz: record.ordemMatriz ?? null,
    idade_Nov_Pri: record.idade_Nov_Pri ?? null,
    dataPartoIndividual: record.dataPartoIndividual ?? null,
    peso_EM: record.peso_EM ?? null,
    observacaoD0: record.observacaoD0 ?? null,
  };
}

export function validateD0Form(values: D0FormValues, context: CowFormContext): FieldErrors {
  return validateCowForm(values, context);
}

/** The IATF record fields D0/IATF writes for the cow (spec §3 iatfs). */
export type IatfRecordFields = {
  observacao: string;
  ecc: string | null;
  gnhr: string | null;
  cioRetirada: string | null;
  temperamento: string | null;
  partidaId: string | null;
  touroId: string | null;
  usuarioId: string | null;
};

/** What one save of a cow form writes: the cow's fields, and an IATF entry when the step makes one. */
export type D0SavePlan = {
  d0: D0CowFields & { iatf?: number; omit_from_dg_final?: boolean; dataProcesso?: string };
  iatf: IatfRecordFields | null;
};

export type D0SaveContext = CowFormContext & {
  /** The batch already has a management day (dias): an edit is noted, a new cow gets an IATF entry. */
  batchHasDay: boolean;
  /** Bull of a semen lot (iatfs carry both, spec §3). */
  bullOfPartida: (partidaId: string) => string | null;
  /** ISO instant of the save (dataProcesso of a new cow). */
  now: string;
};

/**
 * The records a valid cow form writes (call validateD0Form first). New cow: the D0 fields, observation '[N/A]'
 * when none (§9 default). Edit: spec §5 'Cow edit forces iatf=0 and omit_from_dg_final=false and adds
 * 'Matriz editada após o D0'' once the batch has a day. D0/IATF: the cow's IATF entry, semen and inseminator
 * cleared under the observations that exempt them. A cow created after D0 on an advancing batch gets an IATF
 * entry 'Matriz criada após o D0' (spec §4 'Blocking').
 */
export function d0SavePlan(values: D0FormValues, context: D0SaveContext): D0SavePlan {
  const v = normalizeCowValues(values);
  const fields: D0CowFields = {
    codVaca: v.codVaca,
    codLeitorBastao: v.codLeitorBastao?.trim() || null,
    responsavelId: v.responsavelId,
    dispositivoIntravaginal: v.dispositivoIntravaginal,
    numero_Uso_Disp: v.numero_Uso_Disp,
    racaMatriz: v.racaMatriz,
    ordemMatriz: v.ordemMatriz,
    idade_Nov_Pri: v.idade_Nov_Pri,
    dataPartoIndividual: v.dataPartoIndividual || null,
    peso_EM: typeof v.peso_EM === 'number' ? v.peso_EM : null,
    observacaoD0: observationOrDefault(v.observacaoD0),
  };
  const d0 =
    context.mode === 'edit'
      ? applyCowEdit({ ...fields, iatf: 0, omit_from_dg_final: false }, context.batchHasDay)
      : { ...fields, iatf: 0, dataProcesso: context.now };
  const observacaoD0 = observationOrDefault(d0.observacaoD0);
  if (context.management === 'D0IATF') {
    const partidaId = v.partidaId ?? null;
    return {
      d0: { ...d0, observacaoD0 },
      iatf: {
        observacao: observationOrDefault(v.observacaoIatf),
        ecc: v.ecc ?? null,
        gnhr: v.gnhr ?? GNRH_NAO,
        cioRetirada: v.cioRetirada ?? null,
        temperamento: v.temperamento ?? null,
        partidaId,
        touroId: partidaId ? context.bullOfPartida(partidaId) : null,
        usuarioId: v.inseminadorId ?? null,
      },
    };
  }
  const createdAfterD0 = context.mode === 'create' && context.batchHasDay;
  return {
    d0: { ...d0, observacaoD0 },
    iatf: createdAfterD0
      ? {
          observacao: OBS_CREATED_AFTER_D0,
          ecc: null,
          gnhr: GNRH_NAO,
          cioRetirada: null,
          temperamento: null,
          partidaId: null,
          touroId: null,
          usuarioId: null,
        }
      : null,
  };
}
