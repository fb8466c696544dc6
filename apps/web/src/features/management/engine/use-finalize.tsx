import type { DomainLookup } from '@gestar/domain/lists/domain-ids';
import type { StepKind } from '@gestar/domain/management/finalize-step';
import { stepFinalizeBlock } from '@gestar/domain/management/finalize-step';
import { ERROR_TITLE } from '@gestar/domain/messages/common';
import { FINALIZE_ERROR_TITLE, NO_COWS_REGISTERED, UNSAVED_COWS } from '@gestar/domain/messages/management';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import { useFinalizeDialogs } from './FinalizeDialogs.tsx';
import {
  downloadReceipt,
  type PreparedFinalize,
  prepareFinalize,
  type StepRecords,
  writeFinalize,
} from './finalize.ts';
import type { StepData } from './use-step-data.ts';

type Dialog =
  | { kind: 'none' }
  | { kind: 'blocked'; title: string; message: string }
  | { kind: 'confirm' }
  | { kind: 'no-receipt'; prepared: PreparedFinalize };

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
 * Finalize of a step (spec §4, §8): 'Não há matrizes cadastradas neste lote.' / 'Existem matrizes que não foram
 * salvas.' stop it; 'Deseja Finalizar?' confirms; the receipt is built, and when it cannot be 'Atenção!' asks
 * before going on; the batch progress is written, the receipt downloaded, and the user taken back.
 */
export function useFinalize(input: FinalizeInput) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  // FINALIZAR, its confirm and 'Continuar' run once at a time: a double tap would write the
  // progress and download the receipt twice.
  const flight = useSingleFlight();

  const start = async () => {
    if (input.beforeCheck) await input.beforeCheck();
    const block = stepFinalizeBlock(input.cowCount, input.unsavedCount);
    if (block?.kind === 'no-cows') {
      setDialog({ kind: 'blocked', title: FINALIZE_ERROR_TITLE, message: NO_COWS_REGISTERED });
    } else if (block) {
      setDialog({ kind: 'blocked', title: ERROR_TITLE, message: UNSAVED_COWS });
    } else setDialog({ kind: 'confirm' });
  };

  const finish = async (prepared: PreparedFinalize) => {
    await writeFinalize(prepared);
    downloadReceipt(prepared);
    setDialog({ kind: 'none' });
    navigate(input.data.backTo);
  };

  const confirm = async () => {
    const prepared = await prepareFinalize(
      input.kind,
      input.data,
      input.lookup,
      input.userId,
      input.records ?? {},
      input.dnDayLabel,
    );
    if (!prepared.receipt) setDialog({ kind: 'no-receipt', prepared });
    else await finish(prepared);
  };

  const dialogs = useFinalizeDialogs({
    dialog,
    busy: flight.busy,
    close: () => setDialog({ kind: 'none' }),
    confirm: () => void flight.run(confirm),
    proceed: () => {
      const pending = dialog;
      if (pending.kind === 'no-receipt') void flight.run(() => finish(pending.prepared));
    },
  });
  return { start: () => flight.run(start), dialogs };
}
