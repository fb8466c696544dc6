import { BACK_TO_LOGIN_LINK } from '@gestar/domain/messages/auth';
import {
  BACK_BUTTON,
  BACKUP_AND_EXIT_CLEARING,
  BACKUP_AND_EXIT_NOTHING,
  BACKUP_AND_EXIT_SENDING,
  BACKUP_AND_EXIT_TITLE,
} from '@gestar/domain/messages/navigation';
import { CANNOT_PERFORM_ACTION, NO_INTERNET } from '@gestar/domain/messages/offline';
import { SYNC_FAILED } from '@gestar/domain/messages/sync';
import { Alert, Button, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

export type BackupStep = 'sending' | 'clearing';

export type BackupAndExitPageProps = {
  /** Whether someone is logged in on this device (nothing to send or clear otherwise). */
  hasSession: boolean;
  /** Pushes pending changes, then logs out; reports each step. */
  run: (onStep: (step: BackupStep) => void) => Promise<void>;
};

type Phase =
  | { kind: 'running'; step: BackupStep | null }
  | { kind: 'offline' }
  | { kind: 'failed' }
  | { kind: 'idle' };

/** /backup-and-exit: sends everything this device still holds, then logs out, showing each step. */
export function BackupAndExitPage({ hasSession, run }: BackupAndExitPageProps) {
  const navigate = useNavigate();
  const started = useRef(false);
  const [phase, setPhase] = useState<Phase>(() =>
    !hasSession ? { kind: 'idle' } : navigator.onLine ? { kind: 'running', step: null } : { kind: 'offline' },
  );

  useEffect(() => {
    // Once per visit, even if React runs the effect twice.
    if (phase.kind !== 'running' || started.current) return;
    started.current = true;
    run((step) => setPhase({ kind: 'running', step }))
      .then(() => navigate('/login', { replace: true }))
      .catch(() => setPhase({ kind: 'failed' }));
  }, [phase.kind, run, navigate]);

  return (
    <Paper sx={{ p: 3, maxWidth: 520, mx: 'auto' }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {BACKUP_AND_EXIT_TITLE()}
        </Typography>
        {phase.kind === 'running' && (
          <>
            <Typography>
              {phase.step === 'clearing' ? BACKUP_AND_EXIT_CLEARING() : BACKUP_AND_EXIT_SENDING()}
            </Typography>
            <LinearProgress aria-label={BACKUP_AND_EXIT_TITLE()} />
          </>
        )}
        {phase.kind === 'offline' && (
          <Alert severity="warning">
            <strong>{CANNOT_PERFORM_ACTION()}</strong> {NO_INTERNET()}
          </Alert>
        )}
        {phase.kind === 'failed' && <Alert severity="error">{SYNC_FAILED()}</Alert>}
        {phase.kind === 'idle' && <Typography>{BACKUP_AND_EXIT_NOTHING()}</Typography>}
        {(phase.kind === 'offline' || phase.kind === 'failed') && (
          <Button variant="outlined" onClick={() => navigate('/', { replace: true })}>
            {BACK_BUTTON()}
          </Button>
        )}
        {phase.kind === 'idle' && (
          <Link component={RouterLink} to="/login">
            {BACK_TO_LOGIN_LINK()}
          </Link>
        )}
      </Stack>
    </Paper>
  );
}
