// Incluir Matriz and batch blocking (spec §2 'Incluir Matriz', §4 'Blocking'): a cow added to a batch that is
// already past D0 blocks the batch until the handlings the batch has done are filled for her, or until she is
// cancelled (deleted with her child records).
import type { DomainLookup } from '../lists/domain-ids.ts';
import { OBS_CREATED_AFTER_D0, OBS_NOT_APPLICABLE } from '../lists/observations.ts';
import { isBatchBlocked } from '../rules/batch-progress.ts';
import type { DgStepValues } from '../rules/forms/dg-step.ts';
import { validateDgStep } from '../rules/forms/dg-step.ts';
import { validateIatfStep } from '../rules/forms/iatf-step.ts';
import { dayNumberOf, type ProtocolDays, protocolDays } from '../rules/iatf-dates.ts';
import { isBlankObservation, observationIs } from '../rules/observation-markers.ts';
import { type IatfRowValues, iatfRowDefaults, type RowCow } from './row-steps.ts';

/** The handlings an included cow is asked for, in the order of the season. */
export type IncludedHandling = 'IATF' | 'DG';

export type IncludeBatch = {
  dias?: string | null;
  isFinalize?: boolean | null;
  pastDG?: boolean | null;
  matrizBloqueada?: string | null;
};

/**
 * Incluir Matriz is for a batch past D0 (before it the D0 screen registers cows) and not already blocked by
 * another half-registered cow (one inclusion at a time, so the 'Lote bloqueado!' dialog names one cow).
 */
export function canIncludeCow(batch: IncludeBatch): boolean {
  return Boolean(batch.dias) && !isBatchBlocked(batch);
}

/** Spec §4: 'after Incluir Matriz saves a cow, matrizBloqueada is set to that cow'. */
export function blockPatch(cowId: string): { matrizBloqueada: string } {
  return { matrizBloqueada: cowId };
}

/** The batch has done its IATF: its last done day is the IATF day or later, or it is already at DG. */
function iatfDone(batch: IncludeBatch, protocol: ProtocolDays, lookup: DomainLookup): boolean {
  if (batch.pastDG || batch.isFinalize) return true;
  const days = protocolDays(protocol, lookup);
  const iatfDay = (days.find((day) => day.isIatf) ?? days.at(-1))?.number ?? null;
  const done = dayNumberOf(batch.dias, lookup);
  return iatfDay !== null && done !== null && done >= iatfDay;
}

/**
 * The handlings the batch has already done that a cow included now must get (spec §2 'then per-cow table of
 * IATF and DG handlings'): IATF once the batch is at its IATF day or beyond, DG once the batch is finalized.
 * Handlings still ahead are filled on their own screens like every other cow's.
 */
export function includedCowHandlings(
  batch: IncludeBatch,
  protocol: ProtocolDays,
  lookup: DomainLookup,
): IncludedHandling[] {
  const handlings: IncludedHandling[] = [];
  if (iatfDone(batch, protocol, lookup)) handlings.push('IATF');
  if (batch.isFinalize || batch.pastDG) handlings.push('DG');
  return handlings;
}

export type IncludedIatf = {
  observacao?: string | null;
  partidaId?: string | null;
  usuarioId?: string | null;
};

export type IncludedCowState = {
  cow: { codVaca: string | null; codLeitorBastao?: string | null } & Partial<DgStepValues>;
  /** The cow's IATF record of the batch, if any. */
  iatf: IncludedIatf | null | undefined;
};

/**
 * A handling counts as filled when its record says what happened: the IATF entry exists with more than the
 * automatic 'Matriz criada após o D0' and passes the IATF rules; the DG has a condition or an observation
 * that passes the DG rules.
 */
export function isHandlingFilled(
  handling: IncludedHandling,
  state: IncludedCowState,
  lookup: DomainLookup,
): boolean {
  if (handling === 'IATF') {
    const record = state.iatf;
    if (!record || observationIs(record.observacao, OBS_CREATED_AFTER_D0)) return false;
    const errors = validateIatfStep({
      codVaca: state.cow.codVaca ?? state.cow.codLeitorBastao ?? null,
      partidaId: record.partidaId ?? null,
      usuarioId: record.usuarioId ?? null,
      observacao: record.observacao ?? null,
    });
    return !Object.values(errors).some(Boolean);
  }
  const dg: DgStepValues = {
    condicaoDG: state.cow.condicaoDG ?? null,
    tipoPrenhe: state.cow.tipoPrenhe ?? null,
    observacaoDG: state.cow.observacaoDG ?? null,
  };
  if (!dg.condicaoDG && isBlankObservation(dg.observacaoDG)) return false;
  return !Object.values(validateDgStep(dg, lookup)).some(Boolean);
}

/** The handlings still to fill; the inclusion may end (and the batch unblock) when none is left. */
export function pendingHandlings(
  handlings: readonly IncludedHandling[],
  state: IncludedCowState,
  lookup: DomainLookup,
): IncludedHandling[] {
  return handlings.filter((handling) => !isHandlingFilled(handling, state, lookup));
}

/**
 * Spec §8 'Manejo anterior pendente.': a handling of an included cow waits for the ones before it in the season
 * (her DG for her IATF), so no diagnosis is recorded for a cow whose insemination is not on record.
 */
export function isEarlierHandlingPending(
  handling: IncludedHandling,
  handlings: readonly IncludedHandling[],
  state: IncludedCowState,
  lookup: DomainLookup,
): boolean {
  const earlier = handlings.slice(0, Math.max(handlings.indexOf(handling), 0));
  return earlier.some((before) => !isHandlingFilled(before, state, lookup));
}

/** Ending the inclusion unblocks the batch only when it is this cow that blocks it. */
export function finishIncludePatch(
  batch: IncludeBatch,
  cowId: string,
  pending: readonly IncludedHandling[],
): { matrizBloqueada: null } | null {
  return pending.length === 0 && batch.matrizBloqueada === cowId ? { matrizBloqueada: null } : null;
}

type Linked = { id: string; isDeleted?: boolean | null };

/**
 * Spec §4: 'Cancel deletes the cow and its child records and unblocks.' Her children are her IATF and DN
 * records and the d0 copies made of her in resync batches (dzeroPai), with their own records, at any depth.
 */
export function cancelIncludeTargets(
  cowId: string,
  records: {
    d0s: readonly (Linked & { dzeroPai?: string | null })[];
    iatfs: readonly (Linked & { vacaId: string })[];
    dns: readonly (Linked & { vacaId: string })[];
  },
): { d0s: string[]; iatfs: string[]; dns: string[] } {
  const cows = new Set([cowId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d0 of records.d0s) {
      if (!d0.isDeleted && d0.dzeroPai && cows.has(d0.dzeroPai) && !cows.has(d0.id)) {
        cows.add(d0.id);
        grew = true;
      }
    }
  }
  const of = (list: readonly (Linked & { vacaId: string })[]) =>
    list.filter((record) => !record.isDeleted && cows.has(record.vacaId)).map((record) => record.id);
  return { d0s: [...cows], iatfs: of(records.iatfs), dns: of(records.dns) };
}

/** The cow that blocks the batch (for the 'Lote bloqueado!' dialog), if she is on the device. */
export function blockingCow<C extends { id: string; isDeleted?: boolean | null }>(
  batch: IncludeBatch,
  cows: readonly C[],
): C | undefined {
  if (!batch.matrizBloqueada) return undefined;
  return cows.find((cow) => cow.id === batch.matrizBloqueada && !cow.isDeleted);
}

/**
 * The included cow's IATF line starts from her IATF entry, but not from its automatic 'Matriz criada após o
 * D0' (a marker the rules write, never a choice): the line starts at '[N/A]', so saving it says what happened.
 */
export function includedIatfDefaults(
  cow: RowCow,
  record: Parameters<typeof iatfRowDefaults>[1],
): IatfRowValues {
  const values = iatfRowDefaults(cow, record);
  return observationIs(values.observacao, OBS_CREATED_AFTER_D0)
    ? { ...values, observacao: OBS_NOT_APPLICABLE }
    : values;
}
