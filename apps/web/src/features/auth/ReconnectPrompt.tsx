import { RECONNECT_MESSAGE, RECONNECT_TITLE } from '@gestar/domain/messages/navigation';
import { useCallback, useState } from 'react';
import type { SessionUser } from '../../auth-session/screen-session.ts';
import { PasswordPromptDialog } from './PasswordPromptDialog.tsx';
import { useLogin } from './use-login.ts';

/**
 * A user who entered with the offline copy has no tokens, so nothing syncs. Once a connection is back this
 * asks for the password and signs in with the server again (same user, local data kept).
 */
export function ReconnectPrompt({
  user,
  onNeedsFullLogin,
}: {
  user: SessionUser;
  onNeedsFullLogin: () => void;
}) {
  const [dismissed, setDismissed] = useState(false);
  const onSignedIn = useCallback(() => setDismissed(true), []);
  const { login } = useLogin(onSignedIn);
  const account = user.email ?? user.cpf ?? '';
  return (
    <PasswordPromptDialog
      open={!dismissed && account !== ''}
      title={RECONNECT_TITLE}
      message={RECONNECT_MESSAGE}
      account={account}
      onSubmit={async (password) => {
        const step = await login(account, password);
        if (step?.kind === 'terms') {
          // New terms to accept: that dialog lives on the login screen.
          onNeedsFullLogin();
          return null;
        }
        if (step?.kind === 'problem') return step.problem.kind === 'message' ? step.problem.message : null;
        return null;
      }}
      onCancel={() => setDismissed(true)}
    />
  );
}
