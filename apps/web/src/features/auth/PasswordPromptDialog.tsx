import { BUTTON_CANCEL, BUTTON_SAVE } from '@gestar/domain/messages/common';
import { CURRENT_PASSWORD_LABEL } from '@gestar/domain/messages/navigation';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { PasswordField } from '../../ui/PasswordField.tsx';
import { useSingleFlight } from '../../ui/use-single-flight.ts';

export type PasswordPromptDialogProps = {
  open: boolean;
  title: string;
  message: string;
  /** Whose password is asked for (e-mail or CPF), shown so the user knows which account. */
  account: string;
  /** Logs in again; resolves to an error text to show, or null when it worked. */
  onSubmit: (password: string) => Promise<string | null>;
  onCancel?: () => void;
};

/** Spec §8 password re-entry: asks for the current password; Salvar or Enter logs in again. */
export function PasswordPromptDialog({
  open,
  title,
  message,
  account,
  onSubmit,
  onCancel,
}: PasswordPromptDialogProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // One submit at a time.
  const flight = useSingleFlight();
  const submit = flight.onSubmit(async () => {
    if (password === '' || busy) return;
    setBusy(true);
    setError(null);
    try {
      const failure = await onSubmit(password);
      setError(failure);
      if (!failure) setPassword('');
    } finally {
      setBusy(false);
    }
  });

  return (
    <Dialog open={open} aria-labelledby="password-prompt-title" maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="password-prompt-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{message}</DialogContentText>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {account}
            </Typography>
            <PasswordField
              label={CURRENT_PASSWORD_LABEL()}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              autoFocus
              fullWidth
            />
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {onCancel && (
            <Button onClick={onCancel} disabled={busy}>
              {BUTTON_CANCEL()}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={password === '' || busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {BUTTON_SAVE()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
