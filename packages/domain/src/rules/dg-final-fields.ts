// Field effects of the DG Final screen (spec §4 'DG Final details'), as patches of the cow's d0 record.
import { type DomainLookup, domainValueId } from '../lists/domain-ids.ts';
import { CONDICAO_DG_VALOR as DG, CONDICAO_DG_FINAL_VALOR as FINAL } from '../lists/values/diagnosis.ts';
import { CL_NAO_AVALIADO, isEmptyConditionId, TIPO_PRENHE_NORMAL } from './dg-fields.ts';
import {
  isAbsenceObservation,
  isBlankObservation,
  OBS_ANIMAL_DIED,
  OBS_NOT_APPLICABLE,
  observationIs,
} from './observation-markers.ts';
import { sameText } from './sorting.ts';

/** The d0 fields the DG Final screen edits or derives. */
export type DgFinalFields = {
  condicaoDGFinal: string | null;
  observacao_DG_Final: string | null;
  ecC_Final: string | null;
  clFinal: string | null;
  tipoPrenheFinal: string | null;
  /** The weight the screen asks for empty cows (spec: 'another condition clears weight'). */
  pesoBezerro: number | null;
  diasGestacaoTouro: number | null;
  perdaGestacao: boolean;
  dataDgFinal: string | null;
};

/** Any d0 record satisfies this; `condicaoDG` is the earlier diagnosis the final one is compared with. */
export type DgFinalCow = Partial<DgFinalFields> & { condicaoDG?: string | null };

export type DgFinalPatch = Partial<DgFinalFields>;

const finalId = (valor: string) => domainValueId('condicaoDGFinal', valor);

// Spec §4: 'prior Prenhe becomes Prenhe IATF, Descarte Prenhe becomes Descarte Prenhe IATF, Prenhe Touro stays,
// Descarte Vazia stays'. A cow Vazia at DG gets no default: she may have conceived by the bull since, so the
// final diagnosis must be made, not assumed.
const DEFAULT_FINAL_BY_DG: ReadonlyArray<readonly [string, string]> = [
  [DG.PRENHE, FINAL.PRENHE_IATF],
  [DG.DESCARTE_PRENHE, FINAL.DESCARTE_PRENHE_IATF],
  [DG.PRENHE_TOURO, FINAL.PRENHE_TOURO],
  [DG.DESCARTE_VAZIA, FINAL.DESCARTE_VAZIA],
];

// Which final conditions mean the DG pregnancy was lost. Spec §4: 'toggles when a cow previously Prenhe or
// Prenhe Touro changes to Prenhe Touro, Vazia, Descarte Vazia or Descarte Prenhe Touro'. A bull pregnancy that
// is still a bull pregnancy (Prenhe Touro → Prenhe Touro or Descarte Prenhe Touro) did not change, so it is not
// a loss; otherwise every bull-pregnant cow would be flagged by her own default. A cow 'Descarte Prenhe' at the
// DG is pregnant there too (the report's 'prenhes no DG' counts her), so she loses it like a 'Prenhe' one.
const LOSS_FINALS = [FINAL.PRENHE_TOURO, FINAL.VAZIA, FINAL.DESCARTE_VAZIA, FINAL.DESCARTE_PRENHE_TOURO];
const LOSS_FINALS_BY_DG: ReadonlyArray<readonly [string, readonly string[]]> = [
  [DG.PRENHE, LOSS_FINALS],
  [DG.DESCARTE_PRENHE, LOSS_FINALS],
  [DG.PRENHE_TOURO, [FINAL.VAZIA, FINAL.DESCARTE_VAZIA]],
];

/** Pregnancy loss between DG and DG Final (d0.perdaGestacao), derived so changing back reverts it. */
export function isGestationLoss(
  condicaoDG: string | null | undefined,
  condicaoDGFinal: string | null | undefined,
  lookup: DomainLookup,
): boolean {
  const dg = lookup.valorOf(condicaoDG);
  const final = lookup.valorOf(condicaoDGFinal);
  const losses = LOSS_FINALS_BY_DG.find(([before]) => sameText(before, dg))?.[1] ?? [];
  return losses.some((loss) => sameText(loss, final));
}

/**
 * Spec §4: 'Vazia or Descarte Vazia sets final CL to 'Não Avaliado' and clears type; another condition clears
 * weight and sets type Normal.' Clearing the condition clears type and CL and keeps the weight.
 */
export function dgFinalConditionEffects(
  cow: DgFinalCow,
  conditionId: string | null,
  lookup: DomainLookup,
): DgFinalPatch {
  const perdaGestacao = isGestationLoss(cow.condicaoDG, conditionId, lookup);
  if (conditionId === null) return { tipoPrenheFinal: null, clFinal: null, perdaGestacao };
  if (isEmptyConditionId(conditionId, lookup)) {
    return { clFinal: CL_NAO_AVALIADO, tipoPrenheFinal: null, perdaGestacao };
  }
  return { pesoBezerro: null, tipoPrenheFinal: TIPO_PRENHE_NORMAL, perdaGestacao };
}

/**
 * Initial final diagnosis from the DG one, for a cow that has none yet. Spec §4: 'type defaults to 'Normal'
 * except for empty'; the defaulted condition has the same effects as choosing it.
 */
export function dgFinalDefaults(cow: DgFinalCow, lookup: DomainLookup): DgFinalPatch {
  if (cow.condicaoDGFinal || !isBlankObservation(cow.observacao_DG_Final)) return {};
  const dg = lookup.valorOf(cow.condicaoDG);
  const final = DEFAULT_FINAL_BY_DG.find(([before]) => sameText(before, dg))?.[1];
  if (final === undefined) return {};
  const condicaoDGFinal = finalId(final);
  return { condicaoDGFinal, ...dgFinalConditionEffects(cow, condicaoDGFinal, lookup) };
}

/** Spec §4: ''Animal morreu' or 'Animal não compareceu ao manejo' clears all diagnosis fields'. */
export function clearsFinalDiagnosis(observation: string | null | undefined): boolean {
  return observationIs(observation, OBS_ANIMAL_DIED) || isAbsenceObservation(observation);
}

const CLEARED_FINAL_DIAGNOSIS: DgFinalPatch = {
  condicaoDGFinal: null,
  ecC_Final: null,
  clFinal: null,
  tipoPrenheFinal: null,
  diasGestacaoTouro: null,
  perdaGestacao: false,
};

/**
 * Patch for an edit of DG Final fields. Fields given with the condition win over its defaults; a death or
 * absence observation wins over everything.
 */
export function applyDgFinalChange(
  cow: DgFinalCow,
  change: Partial<Omit<DgFinalFields, 'perdaGestacao' | 'dataDgFinal'>>,
  { lookup }: { lookup: DomainLookup },
): DgFinalPatch {
  const conditionEffects =
    change.condicaoDGFinal === undefined ? {} : dgFinalConditionEffects(cow, change.condicaoDGFinal, lookup);
  const clears = change.observacao_DG_Final !== undefined && clearsFinalDiagnosis(change.observacao_DG_Final);
  return { ...conditionEffects, ...change, ...(clears ? CLEARED_FINAL_DIAGNOSIS : {}) };
}

/**
 * Spec §4 DG Final finalize: 'every cow gets dataDgFinal and observacao_DG_Final becomes '[N/A]' if empty'.
 * `date` is the management date typed on the screen ('YYYY-MM-DD').
 */
export function dgFinalFinalizePatch(cow: DgFinalCow, date: string): DgFinalPatch {
  return {
    dataDgFinal: date,
    ...(isBlankObservation(cow.observacao_DG_Final) ? { observacao_DG_Final: OBS_NOT_APPLICABLE } : {}),
  };
}
