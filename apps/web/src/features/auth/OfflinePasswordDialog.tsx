import {
  OFFLINE_PASSWORD_CONFIRM_LABEL,
  OFFLINE_PASSWORD_INTRO,
  OFFLINE_PASSWORD_LABEL,
  OFFLINE_PASSWORD_SAVE,
  OFFLINE_PASSWORD_SKIP,
  OFFLINE_PASSWORD_TITLE,
} from '@gestar/domain/messages/oidc';
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
import { offlinePasswordProblem } from './offline-password.ts';

/**
 * After a sign-in through the organisation on a device with no offline password for the user: one she creates
 * here (kept only as the device's PBKDF2 copy) lets her in with her e-mail in the corral, without signal.
 */
export function OfflinePasswordDialog({
  open,
  account,
  onSave,
  onSkip,
}: {
  open: boolean;
  account: string;
  onSave: (password: string) => Promise<void>;
  onSkip: () => void;
}) {
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = offlinePasswordProblem(password, repeated);

  const flight = useSingleFlight();
  const submit = flight.onSubmit(async () => {
    setTouched(true);
    if (problem || busy) return;
    setBusy(true);
    try {
      await onSave(password);
    } finally {
      setBusy(false);
    }
  });

  return (
    <Dialog open={open} aria-labelledby="offline-password-title" maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="offline-password-title">{OFFLINE_PASSWORD_TITLE()}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{OFFLINE_PASSWORD_INTRO()}</DialogContentText>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {account}
            </Typography>
            <PasswordField
              label={OFFLINE_PASSWORD_LABEL()}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="new-password"
              autoFocus
              fullWidth
            />
            <PasswordField
              label={OFFLINE_PASSWORD_CONFIRM_LABEL()}
              value={repeated}
              onChange={(event) => setRepeated(event.target.value)}
              autoComplete="new-password"
              fullWidth
            />
            {touched && problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onSkip} disabled={busy}>
            {OFFLINE_PASSWORD_SKIP()}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {OFFLINE_PASSWORD_SAVE()}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
