// Field effects of the DG and DGRessinc screens (spec §4 'DG details'). Pure: they return patches for the
// cow's d0 record (and the DN record a DG on a resync day also writes); the screen applies them.
import { type DomainLookup, domainValueId } from '../lists/domain-ids.ts';
import { CL_VALOR, TIPO_PRENHE_VALOR } from '../lists/values/diagnosis.ts';
import { dayNumberOf } from './iatf-dates.ts';
import {
  isBlankObservation,
  isDefaultObservation,
  OBS_NOT_APPLICABLE,
  observationOrDefault,
} from './observation-markers.ts';
import { isEmptyCondition, isPregnantCondition } from './statistics.ts';

/** The d0 fields a DG screen edits (DG/D0 adds the new device, its use and the initial weight). */
export type DgFields = {
  condicaoDG: string | null;
  observacaoDG: string | null;
  eccDG: string | null;
  tipoPrenhe: string | null;
  clVazia: string | null;
  dispositivoIntravaginal: string | null;
  numero_Uso_Disp: string | null;
  peso_d0resync: number | null;
  diasGestacaoTouro: number | null;
};

/** Any d0 record satisfies this. */
export type DgCow = Partial<DgFields>;

export type DgPatch = Partial<DgFields> & { dataDg?: string };

export type DgContext = { now: Date; lookup: DomainLookup };

const DG_FIELDS: readonly (keyof DgFields)[] = [
  'condicaoDG',
  'observacaoDG',
  'eccDG',
  'tipoPrenhe',
  'clVazia',
  'dispositivoIntravaginal',
  'numero_Uso_Disp',
  'peso_d0resync',
  'diasGestacaoTouro',
];

export const TIPO_PRENHE_NORMAL = domainValueId('tipoPrenhe', TIPO_PRENHE_VALOR.NORMAL);
export const CL_NAO_AVALIADO = domainValueId('cl', CL_VALOR.NAO_AVALIADO);

/** Spec §9: 'Condição DG' and 'Condição DG Final' values containing 'prenhe' mean pregnant. */
export function isPregnantConditionId(conditionId: string | null | undefined, lookup: DomainLookup): boolean {
  return isPregnantCondition(lookup.valorOf(conditionId));
}

/** Vazia and Descarte Vazia. */
export function isEmptyConditionId(conditionId: string | null | undefined, lookup: DomainLookup): boolean {
  return isEmptyCondition(lookup.valorOf(conditionId));
}

/**
 * Spec §4: 'pregnant kinds set type to Normal and clear CL; empty kinds set CL 'Não Avaliado' and clear
 * type; other choices clear both.'
 */
export function dgConditionEffects(
  conditionId: string | null,
  lookup: DomainLookup,
): Pick<DgFields, 'tipoPrenhe' | 'clVazia'> {
  if (isPregnantConditionId(conditionId, lookup)) return { tipoPrenhe: TIPO_PRENHE_NORMAL, clVazia: null };
  if (isEmptyConditionId(conditionId, lookup)) return { tipoPrenhe: null, clVazia: CL_NAO_AVALIADO };
  return { tipoPrenhe: null, clVazia: null };
}

const CLEARED_DIAGNOSIS = { condicaoDG: null, eccDG: null, tipoPrenhe: null, clVazia: null } as const;

/**
 * Patch for an edit of one or more DG fields. Spec §4: 'Every change stamps dataDg with current UTC time. A
 * non-default observation clears diagnosis, ECC, type and CL.' A value equal to the stored one is no change
 * and returns {} (no stamp). Fields given together with the condition win over its defaults (a bulk fill of
 * condition and type keeps the type); a non-default observation wins over everything.
 */
export function applyDgChange(cow: DgCow, change: Partial<DgFields>, { now, lookup }: DgContext): DgPatch {
  const changed = DG_FIELDS.some(
    (field) => change[field] !== undefined && change[field] !== (cow[field] ?? null),
  );
  if (!changed) return {};
  const conditionEffects =
    change.condicaoDG === undefined ? {} : dgConditionEffects(change.condicaoDG, lookup);
  const observationClears = change.observacaoDG !== undefined && !isDefaultObservation(change.observacaoDG);
  return {
    ...conditionEffects,
    ...change,
    ...(observationClears ? CLEARED_DIAGNOSIS : {}),
    dataDg: now.toISOString(),
  };
}

/** Spec §4: 'Saving sets observacaoDG to '[N/A]' if empty'. */
export function dgSavePatch(cow: DgCow): DgPatch {
  return isBlankObservation(cow.observacaoDG) ? { observacaoDG: OBS_NOT_APPLICABLE } : {};
}

/** Where the DG is done: a plain DG after the IATF has no day; a DG of a resync is on a protocol day. */
export type DgManagement = { route: string; day: string | null };

/**
 * Spec §4: 'outside DG/D0 it also creates or updates a DN record for that cow and day'. Only a diagnosis on a
 * later resync day (DG/D8 of a precoce resync) is also that day's DN: on DG/D0 the day is the resync's D0.
 */
export function dgSaveWritesDn(management: DgManagement, lookup: DomainLookup): boolean {
  return (
    management.route === 'DGRessinc' && management.day !== null && dayNumberOf(management.day, lookup) !== 0
  );
}

export type DnFromDg = {
  vacaId: string;
  loteId: string;
  dia: string;
  observacao: string;
  isDeleted: boolean;
};

/**
 * The DN record a DG save writes for the cow and day, 'flagged isDeleted when the cow is pregnant, pregnant
 * bull or pregnant discard' (she leaves the protocol). It carries the saved DG observation.
 */
export function dnFromDgSave(
  cow: DgCow & { id: string },
  where: { loteId: string; dia: string },
  lookup: DomainLookup,
): DnFromDg {
  return {
    vacaId: cow.id,
    loteId: where.loteId,
    dia: where.dia,
    observacao: observationOrDefault(cow.observacaoDG),
    isDeleted: isPregnantConditionId(cow.condicaoDG, lookup),
  };
}
