import type { DomainLookup } from '@gestar/domain/lists/domain-ids';
import { type StepKind, stepFinalizeBlock } from '@gestar/domain/management/finalize-step';
import { prepareFinalize, type StepRecords, writeFinalize } from './finalize.ts';
import { useFinalizeFlow } from './use-finalize-flow.tsx';
import type { StepData } from './use-step-data.ts';

export type FinalizeInput = {
  kind: StepKind;
  data: StepData;
  lookup: DomainLookup;
  userId: string;
  cowCount: number;
  unsavedCount: number;
  records?: StepRecords;
  dnDayLabel?: string;
  /** Runs before the checks (DN saves its unsaved rows first, spec §4). */
  beforeCheck?: () => Promise<void>;
};

/**
 * Finalize of D0, D0/IATF, DN, IATF and D0 Resync: 'Não há matrizes cadastradas neste lote.' / 'Existem matrizes
 * que não foram salvas.' stop it; then each batch's progress patch (domain rules) and the receipt over the
 * records the step wrote, through the one finalize flow.
 */
export function useFinalize(input: FinalizeInput) {
  const flow = useFinalizeFlow({
    backTo: input.data.backTo,
    prepare: async () => {
      const prepared = await prepareFinalize(
        input.kind,
        input.data,
        input.lookup,
        input.userId,
        input.records ?? {},
        input.dnDayLabel,
      );
      return { write: () => writeFinalize(prepared), receipt: prepared.receipt, fileName: prepared.fileName };
    },
  });
  return {
    start: () =>
      flow.start(async () => {
        if (input.beforeCheck) await input.beforeCheck();
        return stepFinalizeBlock(input.cowCount, input.unsavedCount);
      }),
    dialogs: flow.dialogs,
  };
}
