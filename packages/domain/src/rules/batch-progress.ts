// Where a batch stands (spec §4): past DG / past DG Final, the 'Processo Atual' column, the Ressinc button,
// reservation and blocking.
import type { DomainLookup } from '../lists/domain-ids.ts';
import { isInLaterLists, type StepCow } from './cow-steps.ts';
import { isPregnantConditionId } from './dg-fields.ts';
import { type ProtocolDays, protocolDays } from './iatf-dates.ts';
import {
  type FlowBatch,
  isIatfDay,
  LABEL_DG,
  LABEL_DG_FINAL,
  LABEL_IATF,
  nextProtocolDay,
} from './next-management.ts';
import { isBlankObservation } from './observation-markers.ts';

/** What progress reads of a d0 record. */
export type ProgressCow = StepCow & {
  isDeleted?: boolean | null;
  condicaoDG?: string | null;
  condicaoDGFinal?: string | null;
  observacao_DG_Final?: string | null;
  omit_from_dg_final?: boolean | null;
};

function liveCows<C extends ProgressCow>(cows: readonly C[]): C[] {
  return cows.filter((cow) => !cow.isDeleted);
}

// An empty batch is past neither step: finalising needs cows ('Não há matrizes cadastradas neste lote.'), and
// 'every cow' of an empty list would otherwise send a batch that never had a cow straight to DG Final.

/**
 * Spec §8 'D0 já finalizado.' (Cancelar/Continuar): the D0 screen opened again on a batch whose D0 (or D0/IATF)
 * is finalized asks first, since what is typed there now is recorded as done after the D0. A finalized D0
 * always leaves the batch a day done (`dias`); deleted batches do not count.
 */
export function isD0Finalized(
  batches: readonly { dias?: string | null; isDeleted?: boolean | null }[],
): boolean {
  return batches.some((batch) => !batch.isDeleted && Boolean(batch.dias));
}

/** Spec §4: 'Past DG: every cow has a DG condition or observation and the batch is finalized.' */
export function isPastDG(batch: { isFinalize?: boolean | null }, cows: readonly ProgressCow[]): boolean {
  const live = liveCows(cows);
  return (
    Boolean(batch.isFinalize) &&
    live.length > 0 &&
    live.every((cow) => Boolean(cow.condicaoDG) || !isBlankObservation(cow.observacaoDG))
  );
}

/**
 * Spec §4: 'Past DG Final: every cow has a final condition or observation.' Cows marked omit_from_dg_final are
 * not on the DG Final screen (their diagnosis continues in a resync batch), so they are not waited for.
 */
export function isPastDGFinal(cows: readonly ProgressCow[]): boolean {
  const inFinal = liveCows(cows).filter((cow) => !cow.omit_from_dg_final);
  return (
    inFinal.length > 0 &&
    inFinal.every((cow) => Boolean(cow.condicaoDGFinal) || !isBlankObservation(cow.observacao_DG_Final))
  );
}

/** The stored lote.pastDG / lote.pastDGFinal after any cow save or finalize. */
export function progressFlags(
  batch: { isFinalize?: boolean | null },
  cows: readonly ProgressCow[],
): { pastDG: boolean; pastDGFinal: boolean } {
  return { pastDG: isPastDG(batch, cows), pastDGFinal: isPastDGFinal(cows) };
}

export type ProgressBatch = FlowBatch & { pastDGFinal?: boolean | null; reservedBy?: string | null };

/**
 * Spec §4: 'Batch list 'Processo Atual' shows DG Final, DG, IATF or the last done day.' Empty before D0, and
 * empty too for a day the lists do not know (there is nothing truthful to show).
 */
export function processoAtual(batch: ProgressBatch, protocol: ProtocolDays, lookup: DomainLookup): string {
  if (batch.pastDGFinal) return LABEL_DG_FINAL;
  if (batch.pastDG) return LABEL_DG;
  if (!batch.dias) return '';
  const done = protocolDays(protocol, lookup).find((day) => day.id === batch.dias);
  if (done && isIatfDay(done, protocol, lookup)) return LABEL_IATF;
  return lookup.valorOf(batch.dias) ?? '';
}

/** Reserved by someone other than `userId`: the batch shows a disabled 'Lote Reservado'. */
export function isReservedByAnother(batch: { reservedBy?: string | null }, userId: string): boolean {
  return Boolean(batch.reservedBy) && batch.reservedBy !== userId;
}

/** Spec §4: 'Reservar sets reservedBy to the current user if empty'. Null when it cannot. */
export function reservePatch(
  batch: { reservedBy?: string | null },
  userId: string,
): { reservedBy: string } | null {
  return batch.reservedBy ? null : { reservedBy: userId };
}

/** Spec §4: 'Liberar Reserva clears only by the same user'. Null when it cannot. */
export function releasePatch(
  batch: { reservedBy?: string | null },
  userId: string,
): { reservedBy: null } | null {
  return batch.reservedBy && batch.reservedBy === userId ? { reservedBy: null } : null;
}

/**
 * Spec §4: 'Ressinc button appears when the batch is not reserved by another user, DG Final is not done, dias
 * is set and no next day exists.'
 */
export function showResyncButton(
  batch: ProgressBatch,
  protocol: ProtocolDays,
  { currentUserId, lookup }: { currentUserId: string; lookup: DomainLookup },
): boolean {
  return (
    !isReservedByAnother(batch, currentUserId) &&
    !batch.pastDGFinal &&
    Boolean(batch.dias) &&
    nextProtocolDay(batch.dias, protocol, lookup) === undefined
  );
}

/**
 * Spec §4: Ressinc is 'disabled when every cow is pregnant'. Dead and discarded cows are not resynchronised, so
 * they do not count; with no cow left there is nobody to resynchronise either.
 */
export function isResyncDisabled(cows: readonly ProgressCow[], lookup: DomainLookup): boolean {
  return liveCows(cows)
    .filter((cow) => isInLaterLists(cow))
    .every((cow) => isPregnantConditionId(cow.condicaoDG, lookup));
}

/** Spec §4 'Blocking': 'after Incluir Matriz saves a cow, matrizBloqueada is set to that cow'. */
export function isBatchBlocked(batch: { matrizBloqueada?: string | null }): boolean {
  return Boolean(batch.matrizBloqueada);
}

/** What a blocked batch still allows: 'only edit, sync, delete, back-to-resync and a 'Lote Bloqueado' notice'. */
export const ACTIONS_WHILE_BLOCKED = ['edit', 'sync', 'delete', 'backToResync'] as const;

export function isActionAllowed(batch: { matrizBloqueada?: string | null }, action: string): boolean {
  return !isBatchBlocked(batch) || (ACTIONS_WHILE_BLOCKED as readonly string[]).includes(action);
}

/** 'It unblocks when that cow is deleted': the patch for deleting `cowId` from the batch. */
export function unblockOnCowDelete(
  batch: { matrizBloqueada?: string | null },
  cowId: string,
): { matrizBloqueada: null } | Record<string, never> {
  return batch.matrizBloqueada === cowId ? { matrizBloqueada: null } : {};
}
