import { TRY_AGAIN_LATER } from '@gestar/domain/messages/common';
import { SAVE_FAILED } from '@gestar/domain/messages/validation';
import { Alert, Snackbar } from '@mui/material';
import { type ReactNode, useCallback, useState } from 'react';
import { LocalStorageFullError, RecordValidationError } from '../local-db/errors.ts';

/** The pt-BR words for a failed save: the record's own reasons when the schema refused it. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof RecordValidationError) {
    return `${SAVE_FAILED()} ${error.issues.map((issue) => issue.message).join('; ')}`;
  }
  // A full disk has its own banner (LocalDbProblemBanner); the form only says the save did not happen.
  if (error instanceof LocalStorageFullError) return SAVE_FAILED();
  return `${SAVE_FAILED()} ${TRY_AGAIN_LATER()}`;
}

/**
 * A save that still fails after the form's own checks tells the user (an error snackbar)
 * instead of leaving an uncaught rejection in the console. `guard` wraps a save; `notice` goes in the page.
 */
export function useSaveError(): {
  /** Runs a save: `{ value }` when it worked, null when it failed (and the user was told). */
  guard: <T>(save: () => Promise<T>) => Promise<{ value: T } | null>;
  notice: ReactNode;
} {
  const [message, setMessage] = useState<string | null>(null);
  const guard = useCallback(async <T,>(save: () => Promise<T>): Promise<{ value: T } | null> => {
    try {
      setMessage(null);
      return { value: await save() };
    } catch (error) {
      setMessage(saveErrorMessage(error));
      return null;
    }
  }, []);
  const notice = (
    <Snackbar
      open={message !== null}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') setMessage(null);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={() => setMessage(null)} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
  return { guard, notice };
}
