import { SELF_CHOSEN_ROLES } from '@gestar/domain/entities/login-response';
import { roleLabel } from '@gestar/domain/entities/role';
import {
  CHOOSE_PROFILE_BUTTON,
  CHOOSE_PROFILE_INTRO,
  CHOOSE_PROFILE_LABEL,
  USER_WITHOUT_PROFILE,
} from '@gestar/domain/messages/auth';
import { BUTTON_CANCEL, REQUEST_FAILED } from '@gestar/domain/messages/common';
import { NO_INTERNET } from '@gestar/domain/messages/offline';
import { Alert, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { ApiError, OfflineError } from '../../api/errors.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';

function failureText(error: unknown): string {
  if (error instanceof OfflineError) return NO_INTERNET();
  if (error instanceof ApiError && error.title) return error.title;
  return REQUEST_FAILED();
}

/**
 * The login's profile dialog (spec §2, §5 qualification map): a user whose login answered 'Usuario não possui
 * perfil' picks one of the four self-registration roles; the server records it and the login runs again.
 */
export function ProfileDialog({
  open,
  onChoose,
  onCancel,
}: {
  open: boolean;
  onChoose: (roleId: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [roleId, setRoleId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    if (!roleId) return;
    setBusy(true);
    setFailure(null);
    try {
      await onChoose(roleId);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={USER_WITHOUT_PROFILE()}
      message={CHOOSE_PROFILE_INTRO()}
      confirmLabel={CHOOSE_PROFILE_BUTTON()}
      confirmDisabled={roleId === null}
      cancelLabel={BUTTON_CANCEL()}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <FormControl sx={{ mt: 2 }}>
        <FormLabel id="profile-choice">{CHOOSE_PROFILE_LABEL()}</FormLabel>
        <RadioGroup
          aria-labelledby="profile-choice"
          value={roleId ?? ''}
          onChange={(_, value) => setRoleId(value)}
        >
          {SELF_CHOSEN_ROLES.map((role) => (
            <FormControlLabel key={role.id} value={role.id} control={<Radio />} label={roleLabel(role)} />
          ))}
        </RadioGroup>
      </FormControl>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
