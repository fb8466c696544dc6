import { RELOAD_BUTTON } from '@gestar/domain/messages/navigation';
import { DEVICE_DB_BLOCKED, DEVICE_DB_OUTDATED, DEVICE_STORAGE_FULL } from '@gestar/domain/messages/offline';
import { Alert, Button, Snackbar } from '@mui/material';
import { type LocalDbProblem, localDbProblem, useLocalDbProblem } from '../local-db/db-status.ts';

// Read when shown, in the language shown then.
const TEXT: Record<LocalDbProblem, () => string> = {
  'storage-full': DEVICE_STORAGE_FULL,
  blocked: DEVICE_DB_BLOCKED,
  outdated: DEVICE_DB_OUTDATED,
};

/**
 * Tells the user when the device database cannot take writes: a full disk (the write was refused, nothing
 * half-stored), an upgrade waiting for another tab, or a connection closed because another tab upgraded.
 * Without it a save would seem to do nothing.
 */
export function LocalDbProblemBanner() {
  const problem = useLocalDbProblem();
  if (!problem) return null;
  const action =
    problem === 'outdated' ? (
      <Button color="inherit" size="small" onClick={() => window.location.reload()}>
        {RELOAD_BUTTON()}
      </Button>
    ) : undefined;
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity="error"
        variant="filled"
        action={action}
        // A full disk may be fixed outside the app; the next failed write shows the banner again.
        onClose={problem === 'storage-full' ? () => localDbProblem.set(null) : undefined}
        sx={{ maxWidth: 560 }}
      >
        {TEXT[problem]()}
      </Alert>
    </Snackbar>
  );
}
