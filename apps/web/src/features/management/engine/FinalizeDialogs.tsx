import { ATTENTION_TITLE, BUTTON_CANCEL, BUTTON_CONTINUE } from '@gestar/domain/messages/common';
import { CONFIRM_FINALIZE, FINALIZE_BUTTON, MISSING_RECEIPT } from '@gestar/domain/messages/management';
import { memo, type ReactNode, useMemo, useRef } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';

/** Which finalize dialog is open; a step's hook may carry more on its 'no-receipt' state. */
export type FinalizeDialog =
  | { kind: 'none' | 'confirm' | 'no-receipt' }
  | { kind: 'blocked'; title: string; message: string };

/**
 * The dialogs of a finalize (spec §4, §8): what stops it, 'Deseja Finalizar?', and 'Atenção!' when the receipt
 * cannot be built. Memoized: given the same handlers, a saved row on the screen does not draw them again.
 */
export const FinalizeDialogs = memo(function FinalizeDialogs({
  dialog,
  busy,
  onClose,
  onConfirm,
  onContinue,
}: {
  dialog: FinalizeDialog;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** Finalizes without the receipt, after 'Atenção!'. */
  onContinue: () => void;
}) {
  return (
    <>
      <ConfirmDialog
        open={dialog.kind === 'blocked'}
        title={dialog.kind === 'blocked' ? dialog.title : ''}
        message={dialog.kind === 'blocked' ? dialog.message : ''}
        onConfirm={onClose}
      />
      <ConfirmDialog
        open={dialog.kind === 'confirm'}
        title={FINALIZE_BUTTON()}
        message={CONFIRM_FINALIZE()}
        cancelLabel={BUTTON_CANCEL()}
        confirmLabel={FINALIZE_BUTTON()}
        busy={busy}
        onCancel={onClose}
        onConfirm={onConfirm}
      />
      <ConfirmDialog
        open={dialog.kind === 'no-receipt'}
        title={ATTENTION_TITLE()}
        message={MISSING_RECEIPT()}
        cancelLabel={BUTTON_CANCEL()}
        confirmLabel={BUTTON_CONTINUE()}
        busy={busy}
        onCancel={onClose}
        onConfirm={onContinue}
      />
    </>
  );
});

type FinalizeDialogsState = {
  dialog: FinalizeDialog;
  busy: boolean;
  close: () => void;
  confirm: () => void;
  /** Finalizes without the receipt, after 'Atenção!'. */
  proceed: () => void;
};

/**
 * The finalize's dialogs for a step's hook. Their handlers stay the same across renders and call the latest
 * `close`, `confirm` and `proceed`, so the dialogs are drawn again only when one opens, closes or waits.
 */
export function useFinalizeDialogs(state: FinalizeDialogsState): ReactNode {
  const latest = useRef(state);
  latest.current = state;
  const handlers = useMemo(
    () => ({
      onClose: () => latest.current.close(),
      onConfirm: () => latest.current.confirm(),
      onContinue: () => latest.current.proceed(),
    }),
    [],
  );
  return <FinalizeDialogs dialog={state.dialog} busy={state.busy} {...handlers} />;
}
