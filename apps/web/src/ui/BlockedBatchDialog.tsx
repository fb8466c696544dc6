import {
  BATCH_BLOCKED_MESSAGE,
  BATCH_BLOCKED_TITLE,
  GO_TO_BATCH_BUTTON,
} from '@gestar/domain/messages/batches';
import { BUTTON_CANCEL } from '@gestar/domain/messages/common';
import { blockingCowLine } from '@gestar/domain/messages/labels/batch-listing';
import { Typography } from '@mui/material';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/**
 * Spec §8 'Lote bloqueado!': a batch blocked by a half-included cow names that cow above the message and
 * offers 'Ir para o Lote', where she is completed or deleted. Shared by the batch lists and the listing.
 */
export function BlockedBatchDialog({
  open,
  cowCode,
  onGoToBatch,
  onClose,
}: {
  open: boolean;
  cowCode: string;
  onGoToBatch: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={BATCH_BLOCKED_TITLE()}
      cancelLabel={BUTTON_CANCEL()}
      confirmLabel={GO_TO_BATCH_BUTTON()}
      onCancel={onClose}
      onConfirm={onGoToBatch}
    >
      <Typography sx={{ fontWeight: 600 }}>{blockingCowLine(cowCode)}</Typography>
      <Typography>{BATCH_BLOCKED_MESSAGE()}</Typography>
    </ConfirmDialog>
  );
}
