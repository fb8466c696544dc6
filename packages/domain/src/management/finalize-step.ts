// Finalize of the D0, D0/IATF, DN and IATF steps (spec §4 'Finalize', 'Per-cow save'): what stops it and the
// progress fields it writes on each batch, all from rules/finalize and rules/batch-progress.
import type { DomainLookup } from '../lists/domain-ids.ts';
import {
  type ProgressBatch,
  type ProgressCow,
  processoAtual,
  progressFlags,
} from '../rules/batch-progress.ts';
import {
  type FinalizeBlock,
  type FinalizePatch,
  finalizeBlock,
  finalizeD0,
  finalizeD0Iatf,
  finalizeD0Resync,
  finalizeDn,
  finalizeIatf,
} from '../rules/finalize.ts';
import type { ProtocolDays } from '../rules/iatf-dates.ts';
import { nextProtocolDay } from '../rules/next-management.ts';

export type StepKind = 'D0' | 'D0IATF' | 'DN' | 'IATF' | 'D0Resync';

/** Every lote field a finalize writes. */
export type BatchProgressPatch = Omit<FinalizePatch, 'pastDGFinal' | 'processoAtual'> & {
  lastDoneDay: string | null;
  nextDay: string | null;
  processoAtual: string;
  pastDG: boolean;
  pastDGFinal: boolean;
};

/** Spec §8: 'Não há matrizes cadastradas neste lote.' before 'Existem matrizes que não foram salvas.'. */
export function stepFinalizeBlock(cowCount: number, unsavedCount: number): FinalizeBlock | null {
  return finalizeBlock({ cowCount, unsavedCount });
}

function daysPatch(kind: StepKind, batch: ProgressBatch, protocol: ProtocolDays, lookup: DomainLookup) {
  switch (kind) {
    case 'D0':
      return finalizeD0(protocol, lookup);
    case 'D0IATF':
      return finalizeD0Iatf(protocol, lookup);
    case 'DN':
      return finalizeDn(batch, protocol, lookup);
    case 'IATF':
      return finalizeIatf(batch, protocol, lookup);
    case 'D0Resync':
      return finalizeD0Resync(batch, protocol, lookup);
  }
}

/**
 * The lote patch of one batch on finalize: the step's dias (rules/finalize), then what follows from it —
 * lastDoneDay, nextDay, 'Processo Atual' and the pastDG flags — so the batch lists read stored progress.
 */
export function stepFinalizePatch(
  kind: StepKind,
  batch: ProgressBatch,
  protocol: ProtocolDays,
  cows: readonly ProgressCow[],
  lookup: DomainLookup,
): BatchProgressPatch {
  const patch = daysPatch(kind, batch, protocol, lookup);
  const after = { ...batch, ...patch };
  const flags = progressFlags(after, cows);
  return {
    ...patch,
    lastDoneDay: after.dias ?? null,
    nextDay: nextProtocolDay(after.dias, protocol, lookup)?.id ?? null,
    processoAtual: processoAtual({ ...after, ...flags }, protocol, lookup),
    ...flags,
  };
}

/** The day a DN screen is for: the protocol day after the batch's last done day. */
export function dnDay(batch: { dias: string | null }, protocol: ProtocolDays, lookup: DomainLookup) {
  return nextProtocolDay(batch.dias, protocol, lookup);
}
