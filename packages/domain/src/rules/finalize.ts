// What finalising each management does to its batch, and what stops it (spec §4 'Finalize', 'DG details',
// 'DG Final details', 'DN', 'Per-cow save'; spec §8 'Finalize' messages). Patches are for one lote; on a merged
// screen the caller applies them to each batch.
import type { DomainLookup } from '../lists/domain-ids.ts';
import { isPregnantConditionId } from './dg-fields.ts';
import { isValidIsoDate } from './form-rules.ts';
import type { ProtocolDays } from './iatf-dates.ts';
import {
  type FlowBatch,
  firstProtocolDay,
  LABEL_DG,
  LABEL_DG_FINAL,
  lastProtocolDay,
  nextManagement,
  nextProtocolDay,
} from './next-management.ts';

export type FinalizePatch = {
  dias?: string;
  isFinalize?: boolean;
  processoAtual?: string;
  pastDGFinal?: true;
};

function diasPatch(dayId: string | undefined): FinalizePatch {
  return dayId === undefined ? {} : { dias: dayId };
}

/** Spec §4: 'D0 sets dias to the D0 day'. */
export function finalizeD0(protocol: ProtocolDays, lookup: DomainLookup): FinalizePatch {
  return diasPatch(firstProtocolDay(protocol, lookup)?.id);
}

/**
 * Spec §4: 'D0/IATF sets dias to the protocol's last day for every batch' (D0 and IATF are done together).
 */
export function finalizeD0Iatf(protocol: ProtocolDays, lookup: DomainLookup): FinalizePatch {
  return diasPatch(lastProtocolDay(protocol, lookup)?.id);
}

/**
 * Spec §4: 'D0 Resync sets dias to D0 for batches not past DG Final that are resync, precoce and with empty
 * dias.' Other batches of a merged screen are left as they are.
 */
export function finalizeD0Resync(
  batch: FlowBatch & { pastDGFinal?: boolean | null },
  protocol: ProtocolDays,
  lookup: DomainLookup,
): FinalizePatch {
  if (batch.pastDGFinal || !batch.isResync || !batch.isPrecoce || batch.dias) return {};
  return finalizeD0(protocol, lookup);
}

/** Spec §4 DN: 'finalize saves unsaved cows then sets the batch's day' (the day the DN screen was for). */
export function finalizeDn(batch: FlowBatch, protocol: ProtocolDays, lookup: DomainLookup): FinalizePatch {
  return diasPatch(nextProtocolDay(batch.dias, protocol, lookup)?.id);
}

/**
 * Spec §4: 'IATF sets the last day.' isFinalize says the DG of the batch's latest round is finalized: a resync
 * batch had it set by the DG/D0 or DG/{day} of the round before, and its own IATF opens a round whose DG is
 * still to come, so it is cleared (else the batch went from IATF straight to DG Final; DECISIONS).
 */
export function finalizeIatf(
  batch: { isFinalize?: boolean | null },
  protocol: ProtocolDays,
  lookup: DomainLookup,
): FinalizePatch {
  return {
    ...diasPatch(lastProtocolDay(protocol, lookup)?.id),
    ...(batch.isFinalize ? { isFinalize: false } : {}),
  };
}

/** Spec §4: 'DG sets isFinalize true, dias and processoAtual 'DG''; dias is the IATF (last) day the DG follows. */
export function finalizeDg(protocol: ProtocolDays, lookup: DomainLookup): FinalizePatch {
  return { isFinalize: true, ...diasPatch(lastProtocolDay(protocol, lookup)?.id), processoAtual: LABEL_DG };
}

/**
 * Spec §4: 'DGRessinc sets isFinalize true, dias equal to the protocol's current day and processoAtual to the
 * management' ('DG/D0', 'DG/D8'): the day and label the batch's next management had when the screen opened.
 */
export function finalizeDgRessinc(
  batch: FlowBatch,
  protocol: ProtocolDays,
  lookup: DomainLookup,
): FinalizePatch {
  const management = nextManagement(batch, protocol, lookup);
  return {
    isFinalize: true,
    ...diasPatch(management.day ?? undefined),
    processoAtual: management.label,
  };
}

/** After DG Final every cow has a final condition or observation, so the batch is past DG Final. */
export function finalizeDgFinal(): FinalizePatch {
  return { pastDGFinal: true, processoAtual: LABEL_DG_FINAL };
}

/** Why a finalize cannot go on; the screen shows the matching spec §8 message. */
export type FinalizeBlock =
  /** 'Erro ao finalizar' / 'Não há matrizes cadastradas neste lote.' */
  | { kind: 'no-cows' }
  /** 'Erro' / 'Existem matrizes que não foram salvas.' */
  | { kind: 'unsaved-cows' }
  /** 'Você precisa preencher a data do manejo para finalizar.' */
  | { kind: 'missing-date' }
  /** 'Erro ao finalizar.' / 'Este lote se encontra no processo de ressinc na IATF {current} portanto, …' */
  | { kind: 'all-pregnant-in-resync'; currentIatf: number; previousIatf: number };

export type FinalizeCheck = { cowCount: number; unsavedCount: number };

/** Spec §4 'Per-cow save': 'Finalize only when all are saved'; and a batch without cows has nothing to finish. */
export function finalizeBlock({ cowCount, unsavedCount }: FinalizeCheck): FinalizeBlock | null {
  if (cowCount === 0) return { kind: 'no-cows' };
  if (unsavedCount > 0) return { kind: 'unsaved-cows' };
  return null;
}

/** The IATF round a batch is in: 1 for an original batch, 2 for its first resync ('Lote A - IATF 2'). */
export function iatfNumber(batch: { iatfCount?: number | null }): number {
  return (batch.iatfCount ?? 0) + 1;
}

/**
 * Spec §4 DG: 'Finalize is blocked with a warning when 100% of cows are pregnant in the resync case; blocked
 * with an error when unsaved cows exist; otherwise confirmed.' The resync case is a DG whose batch already has a
 * resync under way (`resyncBatch`): with every cow pregnant that resync would have nobody in it.
 */
export function dgFinalizeBlock(
  {
    cows,
    unsavedCount,
    resyncBatch,
  }: {
    cows: readonly { condicaoDG?: string | null }[];
    unsavedCount: number;
    resyncBatch: { iatfCount?: number | null } | null;
  },
  lookup: DomainLookup,
): FinalizeBlock | null {
  if (cows.length === 0) return { kind: 'no-cows' };
  if (resyncBatch && cows.every((cow) => isPregnantConditionId(cow.condicaoDG, lookup))) {
    const currentIatf = iatfNumber(resyncBatch);
    return { kind: 'all-pregnant-in-resync', currentIatf, previousIatf: currentIatf - 1 };
  }
  return finalizeBlock({ cowCount: cows.length, unsavedCount });
}

/** Spec §4 DG Final: 'Finalize needs all cows saved and the management date'. */
export function dgFinalFinalizeBlock({
  cowCount,
  unsavedCount,
  date,
}: FinalizeCheck & { date: string | null | undefined }): FinalizeBlock | null {
  const block = finalizeBlock({ cowCount, unsavedCount });
  if (block) return block;
  return isValidIsoDate(date) ? null : { kind: 'missing-date' };
}
