// Per-cow effects of the DN and IATF steps (spec §4 'DN' and 'IATF', §5 'IATF step', §9 defaults): who is still
// in the programme, the defaults of an IATF entry, and what an observation clears or marks.

import { domainValueId } from '../lists/domain-ids.ts';
import { YES_NO } from '../lists/values/value-def.ts';
import { clearsInsemination } from './forms/iatf-step.ts';
import {
  OBS_ANIMAL_DIED,
  OBS_DISCARDED,
  OBS_NOT_APPLICABLE,
  OBS_NOT_INSEMINATED,
  observationIs,
  observationOrDefault,
} from './observation-markers.ts';

/** The observation fields of a d0 record where a death or a discard can be written. */
export type StepCow = {
  observacaoD0?: string | null;
  observacaoDN?: string | null;
  observacaoDG?: string | null;
};

function hasMarker(cow: StepCow, iatfObservation: string | null | undefined, marker: string): boolean {
  return [cow.observacaoD0, cow.observacaoDN, cow.observacaoDG, iatfObservation].some((observation) =>
    observationIs(observation, marker),
  );
}

/** 'Animal morreu' in any step so far (D0, DN, DG or the cow's IATF record). */
export function isDeadCow(cow: StepCow, iatfObservation?: string | null): boolean {
  return hasMarker(cow, iatfObservation, OBS_ANIMAL_DIED);
}

/** 'Matriz Descarte' in any step so far. */
export function isDiscardedCow(cow: StepCow, iatfObservation?: string | null): boolean {
  return hasMarker(cow, iatfObservation, OBS_DISCARDED);
}

/** Spec §4 IATF: 'dead or discard cows are excluded from later lists' (DG, DG Final, resync). */
export function isInLaterLists(cow: StepCow, iatfObservation?: string | null): boolean {
  return !isDeadCow(cow, iatfObservation) && !isDiscardedCow(cow, iatfObservation);
}

/** Spec §4 DN: 'dead cows are hidden'. */
export function isShownInDn(cow: StepCow): boolean {
  return !isDeadCow(cow);
}

/** Spec §4 DN: 'cows with a DN observation count as saved'. */
export function isDnSaved(dn: { observacao: string | null } | null | undefined): boolean {
  return Boolean(dn?.observacao && dn.observacao.trim() !== '');
}

/**
 * Spec §4 DN: ''Animal morreu' marks DG observation '[N/A]''. The dead cow will never be diagnosed, and a
 * batch is past DG only when every cow has a DG condition or observation.
 */
export function dnSaveD0Patch(observation: string | null | undefined): {
  observacaoDN: string;
  observacaoDG?: string;
} {
  const observacaoDN = observationOrDefault(observation);
  return observationIs(observation, OBS_ANIMAL_DIED)
    ? { observacaoDN, observacaoDG: OBS_NOT_APPLICABLE }
    : { observacaoDN };
}

export const GNRH_NAO = domainValueId('gnrh', YES_NO.NAO);

/** The iatf fields an observation or a default touches. */
export type IatfPatch = {
  observacao?: string;
  gnhr?: string;
  partidaId?: null;
  touroId?: null;
  usuarioId?: null;
};

const NO_SEMEN: IatfPatch = { partidaId: null, touroId: null, usuarioId: null };

/** Patch for an IATF observation change: the observation, and no semen or inseminator when it clears them. */
export function applyIatfObservation(observation: string | null | undefined): IatfPatch {
  const patch: IatfPatch = { observacao: observationOrDefault(observation) };
  return clearsInsemination(observation) ? { ...patch, ...NO_SEMEN } : patch;
}

/**
 * Defaults of a cow's IATF entry (spec §9: observation '[N/A]', GnRH 'Não'; spec §4: 'a dead cow defaults to
 * 'Matriz não inseminada'').
 */
export function iatfEntryDefaults(cow: StepCow): IatfPatch {
  if (isDeadCow(cow)) return { ...applyIatfObservation(OBS_NOT_INSEMINATED), gnhr: GNRH_NAO };
  return { observacao: OBS_NOT_APPLICABLE, gnhr: GNRH_NAO };
}

/**
 * d0 patch when an IATF is saved. Spec §4: 'discarded cow gets observacaoDG '[N/A]''. A cow recorded dead at the
 * IATF gets it too: she leaves the later lists as well, and without it her batch could never be past DG.
 */
export function iatfSaveD0Patch(observation: string | null | undefined): { observacaoDG?: string } {
  const leaves = observationIs(observation, OBS_DISCARDED) || observationIs(observation, OBS_ANIMAL_DIED);
  return leaves ? { observacaoDG: OBS_NOT_APPLICABLE } : {};
}
