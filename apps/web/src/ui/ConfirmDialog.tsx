import { BUTTON_OK } from '@gestar/domain/messages/common';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useSingleFlight } from './use-single-flight.ts';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** Plain text is wrapped in a paragraph; elements are rendered as given. */
  message?: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  /** Without a cancel label the dialog only informs: one button, and closing it counts as confirming. */
  cancelLabel?: string;
  confirmDisabled?: boolean;
  /** Shows a spinner on the confirm button and blocks closing while the action runs. */
  busy?: boolean;
  /** Runs once at a time: a second click while it runs (or in the same tick) is ignored; a returned promise keeps the dialog busy. */
  onConfirm: () => unknown;
  onCancel?: () => void;
};

/** The one dialog for questions ('Deseja…?') and notices ('Aviso!', 'Atenção!') across the app. */
export function ConfirmDialog({
  open,
  title,
  message,
  children,
  confirmLabel = BUTTON_OK(),
  cancelLabel,
  confirmDisabled = false,
  busy: busyProp = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const titleId = useId();
  const flight = useSingleFlight();
  const busy = busyProp || flight.busy;
  const confirm = () => void flight.run(onConfirm);
  const close = () => {
    if (busy || flight.isInFlight()) return;
    if (cancelLabel && onCancel) onCancel();
    else if (!cancelLabel) confirm();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {typeof message === 'string' ? <DialogContentText>{message}</DialogContentText> : message}
        {children}
      </DialogContent>
      <DialogActions>
        {cancelLabel && (
          <Button onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
        )}
        <Button
          variant="contained"
          onClick={confirm}
          disabled={confirmDisabled || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
