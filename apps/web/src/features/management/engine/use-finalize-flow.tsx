import { type Receipt, receiptFileText } from '@gestar/domain/management/receipt';
import { ERROR_TITLE } from '@gestar/domain/messages/common';
import {
  FINALIZE_ERROR_TITLE,
  FINALIZE_FULL_PREGNANCY_TITLE,
  NO_COWS_REGISTERED,
  resyncFullPregnancy,
  UNSAVED_COWS,
} from '@gestar/domain/messages/management';
import { MANAGEMENT_DATE_REQUIRED } from '@gestar/domain/messages/validation';
import type { FinalizeBlock } from '@gestar/domain/rules/finalize';
import { finalizeTrackingEvent } from '@gestar/domain/rules/tracking-events';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { track } from '../../../sync/tracking.ts';
import { saveBlob } from '../../../ui/save-blob.ts';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import { type FinalizeDialog, useFinalizeDialogs } from './FinalizeDialogs.tsx';

/** A step's finalize, read and built at confirm time: its writes, and the receipt (null when it cannot be built). */
export type PreparedStepFinalize = {
  write: () => Promise<void>;
  receipt: Receipt | null;
  fileName: string;
};

type Dialog =
  | { kind: 'none' | 'confirm' }
  | Extract<FinalizeDialog, { kind: 'blocked' }>
  | { kind: 'no-receipt'; prepared: PreparedStepFinalize };

/** The dialog of each domain block (spec §4, §8 texts). */
function blockDialog(block: FinalizeBlock): Dialog {
  switch (block.kind) {
    case 'no-cows':
      return { kind: 'blocked', title: FINALIZE_ERROR_TITLE(), message: NO_COWS_REGISTERED() };
    case 'unsaved-cows':
      return { kind: 'blocked', title: ERROR_TITLE(), message: UNSAVED_COWS() };
    case 'missing-date':
      return { kind: 'blocked', title: FINALIZE_ERROR_TITLE(), message: MANAGEMENT_DATE_REQUIRED() };
    case 'all-pregnant-in-resync':
      return {
        kind: 'blocked',
        title: FINALIZE_FULL_PREGNANCY_TITLE(),
        message: resyncFullPregnancy(block.currentIatf, block.previousIatf),
      };
  }
}

/**
 * The one finalize flow of every step (spec §4, §8): the step's domain check stops it with its message, or
 * 'Deseja Finalizar?' confirms; then the step prepares its writes and receipt from the stored records, 'Atenção!'
 * asks before going on without a receipt, the writes run, the receipt is downloaded (offline too: nothing leaves
 * the device) and the user is taken back. FINALIZAR, its confirm and 'Continuar' run once at a time: a double tap
 * would write the progress and download the receipt twice.
 */
export function useFinalizeFlow({
  backTo,
  prepare,
}: {
  backTo: string;
  prepare: () => Promise<PreparedStepFinalize>;
}) {
  const navigate = useNavigate();
  // The screen's route ('D0', 'DN', 'DGFinal'…) names the management in the usage event.
  const management = useLocation().pathname.split('/')[1] ?? '';
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const flight = useSingleFlight();

  const start = async (check: () => Promise<FinalizeBlock | null> | FinalizeBlock | null) => {
    const block = await check();
    setDialog(block ? blockDialog(block) : { kind: 'confirm' });
  };

  const finish = async (prepared: PreparedStepFinalize) => {
    await prepared.write();
    await track(finalizeTrackingEvent(management, prepared.receipt?.conteudo ?? null));
    if (prepared.receipt) {
      saveBlob(
        new Blob([receiptFileText(prepared.receipt)], { type: 'application/json' }),
        prepared.fileName,
      );
    }
    setDialog({ kind: 'none' });
    navigate(backTo);
  };

  const confirm = async () => {
    const prepared = await prepare();
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
  return {
    start: (check: () => Promise<FinalizeBlock | null> | FinalizeBlock | null) =>
      flight.run(() => start(check)),
    dialogs,
  };
}
