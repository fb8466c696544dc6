import { BUTTON_CANCEL } from '@gestar/domain/messages/common';
import { RECONNECT_MESSAGE, RECONNECT_TITLE } from '@gestar/domain/messages/navigation';
import { OIDC_RECONNECT_MESSAGE, OIDC_SIGN_IN_BUTTON } from '@gestar/domain/messages/oidc';
import { useCallback, useEffect, useState } from 'react';
import { signedInExternally } from '../../auth-session/offline-credential.ts';
import type { SessionUser } from '../../auth-session/screen-session.ts';
import { localDb } from '../../local-db/database.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { oidcStartUrl, useOidcOffer } from './oidc-settings.ts';
import { PasswordPromptDialog } from './PasswordPromptDialog.tsx';
import { useLogin } from './use-login.ts';

/**
 * A user who entered with the offline copy has no tokens, so nothing syncs. Once a connection is back this
 * asks for the password and signs in with the server again (same user, local data kept); a user who signed in
 * here through her organisation is sent there instead, and comes back to the page she was on.
 */
export function ReconnectPrompt({
  user,
  onNeedsFullLogin,
}: {
  user: SessionUser;
  onNeedsFullLogin: () => void;
}) {
  const [dismissed, setDismissed] = useState(false);
  const [external, setExternal] = useState<boolean | null>(null);
  const offer = useOidcOffer();
  const onSignedIn = useCallback(() => setDismissed(true), []);
  const { login } = useLogin(onSignedIn);
  const account = user.email ?? user.cpf ?? '';

  useEffect(() => {
    let live = true;
    void signedInExternally(localDb, user.id).then((value) => {
      if (live) setExternal(value);
    });
    return () => {
      live = false;
    };
  }, [user.id]);

  if (external === null) return null;
  if (external && offer) {
    return (
      <ConfirmDialog
        open={!dismissed}
        title={RECONNECT_TITLE()}
        message={OIDC_RECONNECT_MESSAGE(offer.nome)}
        confirmLabel={OIDC_SIGN_IN_BUTTON(offer.nome)}
        cancelLabel={BUTTON_CANCEL()}
        onConfirm={() =>
          window.location.assign(oidcStartUrl(`${window.location.pathname}${window.location.search}`))
        }
        onCancel={() => setDismissed(true)}
      />
    );
  }
  return (
    <PasswordPromptDialog
      open={!dismissed && account !== ''}
      title={RECONNECT_TITLE()}
      message={RECONNECT_MESSAGE()}
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
