import { BUTTON_CANCEL } from '@gestar/domain/messages/common';
import {
  BACKUP_AND_EXIT_CLEARING,
  BACKUP_AND_EXIT_SENDING,
  LOGOUT_CONFIRM,
  LOGOUT_TITLE,
  MENU_LOGOUT,
  SYNC_AND_LOGOUT_BUTTON,
} from '@gestar/domain/messages/navigation';
import { NO_INTERNET } from '@gestar/domain/messages/offline';
import { LOGOUT_UNSYNCED_WARNING, SYNC_FAILED } from '@gestar/domain/messages/sync';
import { Alert, DialogContentText, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { OfflineError } from '../api/errors.ts';
import {
  LogoutBlockedError,
  type LogoutStep,
  logoutAfterPush,
  pendingChanges,
} from '../auth-session/sign-out.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

/** SAIR (spec §2/§4/§8): warns about unsynced changes, sends them, and only then clears the device. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<number | null>(null);
  const [step, setStep] = useState<LogoutStep | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setPending(null);
    setError(null);
    setStep(null);
    void pendingChanges().then(setPending);
  }, [open]);

  const confirm = async () => {
    setError(null);
    try {
      await logoutAfterPush(setStep);
      navigate('/login', { replace: true });
    } catch (failure) {
      setStep(null);
      setError(
        failure instanceof OfflineError ||
          (failure instanceof LogoutBlockedError && failure.reason === 'offline')
          ? NO_INTERNET()
          : SYNC_FAILED(),
      );
    }
  };

  const busy = step !== null;
  const progress =
    step === 'sending' ? BACKUP_AND_EXIT_SENDING() : step === 'clearing' ? BACKUP_AND_EXIT_CLEARING() : null;
  return (
    <ConfirmDialog
      open={open}
      title={LOGOUT_TITLE()}
      confirmLabel={pending ? SYNC_AND_LOGOUT_BUTTON() : MENU_LOGOUT()}
      cancelLabel={BUTTON_CANCEL()}
      confirmDisabled={pending === null}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <Stack spacing={2}>
        {pending !== null && (
          <DialogContentText>{pending > 0 ? LOGOUT_UNSYNCED_WARNING() : LOGOUT_CONFIRM()}</DialogContentText>
        )}
        {progress && <Alert severity="info">{progress}</Alert>}
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </ConfirmDialog>
  );
}
