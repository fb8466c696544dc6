import { BUTTON_CANCEL } from '@gestar/domain/messages/common';
import * as T from '@gestar/domain/messages/labels/management';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';

type CowToDelete = { codVaca?: string | null; codLeitorBastao?: string | null };

/** 'Excluir matriz' asked about one cow, named by her code; open while `cow` is set. */
export function DeleteCowDialog<C extends CowToDelete>({
  cow,
  onCancel,
  onConfirm,
}: {
  cow: C | null;
  onCancel: () => void;
  onConfirm: (cow: C) => Promise<void>;
}) {
  return (
    <ConfirmDialog
      open={cow !== null}
      title={T.DELETE_COW()}
      message={cow ? T.confirmDeleteCow(cow.codVaca ?? cow.codLeitorBastao ?? '') : ''}
      cancelLabel={BUTTON_CANCEL()}
      confirmLabel={T.DELETE_COW()}
      onCancel={onCancel}
      onConfirm={async () => {
        if (cow) await onConfirm(cow);
      }}
    />
  );
}
