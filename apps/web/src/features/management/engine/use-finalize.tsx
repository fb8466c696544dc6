import type { DomainLookup } from '@gestar/domain/lists/domain-ids';
import { type StepKind, stepFinalizeBlock } from '@gestar/domain/management/finalize-step';
import { prepareFinalize, type StepRecords, writeFinalize } from './finalize.ts';
import type { StepFinalize } from './StepScreen.tsx';
import { useFinalizeFlow } from './use-finalize-flow.tsx';
import type { StepData } from './use-step-data.ts';

export type FinalizeInput = {
  kind: StepKind;
  data: StepData;
  lookup: DomainLookup;
  userId: string;
  records?: StepRecords;
  dnDayLabel?: string;
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
    /** `beforeCheck` runs first (DN saves its unsaved rows, spec §4); the counts are read after it. */
    start: (counts: () => { cowCount: number; unsavedCount: number }, beforeCheck?: () => Promise<void>) =>
      flow.start(async () => {
        if (beforeCheck) await beforeCheck();
        const { cowCount, unsavedCount } = counts();
        return stepFinalizeBlock(cowCount, unsavedCount);
      }),
    dialogs: flow.dialogs,
  };
}

/**
 * The finalize of a row step on the step screen (DN, IATF, D0 Resync), counted over the rows as shown. DN
 * saves its unsaved rows before the checks (spec §4 'finalize saves unsaved cows then sets the batch's day'),
 * and a row it could not save stops the finalize.
 */
export function useRowStepFinalize<V>(input: FinalizeInput & { saveAllFirst?: boolean }): StepFinalize<V> {
  const finalize = useFinalize(input);
  return {
    start: (rows, screen) => {
      const counts = () => ({
        cowCount: rows.length,
        unsavedCount: input.saveAllFirst ? 0 : rows.filter((row) => !row.saved).length,
      });
      const saveAllFirst = input.saveAllFirst
        ? async () => {
            if (!(await screen.saveAll())) throw new Error('unsaved rows');
          }
        : undefined;
      void finalize.start(counts, saveAllFirst).catch(() => undefined);
    },
    dialogs: finalize.dialogs,
  };
}
