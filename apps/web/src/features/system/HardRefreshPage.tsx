import {
  HARD_REFRESH_FAILED,
  HARD_REFRESH_RUNNING,
  HARD_REFRESH_TITLE,
  RELOAD_BUTTON,
} from '@gestar/domain/messages/navigation';
import { CANNOT_PERFORM_ACTION, NO_INTERNET } from '@gestar/domain/messages/offline';
import { Alert, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { clearAppCaches } from './hard-refresh.ts';

/** /hard-refresh: a way out of a broken cached version, without touching the local database. */
export function HardRefreshPage() {
  const [failed, setFailed] = useState(false);
  // Without a connection the cleared app could not be downloaded again: the device would lose the app.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;

  useEffect(() => {
    if (offline) return;
    let active = true;
    clearAppCaches()
      // Replace, not reload: this page must not stay in history and run again on "back".
      .then(() => window.location.replace('/'))
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [offline]);

  return (
    <Paper sx={{ p: 3, maxWidth: 480, mx: 'auto' }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {HARD_REFRESH_TITLE()}
        </Typography>
        {offline ? (
          <Alert severity="warning">
            <strong>{CANNOT_PERFORM_ACTION()}</strong> {NO_INTERNET()}
          </Alert>
        ) : failed ? (
          <>
            <Alert severity="error">{HARD_REFRESH_FAILED()}</Alert>
            <Button variant="contained" onClick={() => window.location.replace('/')}>
              {RELOAD_BUTTON()}
            </Button>
          </>
        ) : (
          <>
            <Typography>{HARD_REFRESH_RUNNING()}</Typography>
            <LinearProgress aria-label={HARD_REFRESH_TITLE()} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
