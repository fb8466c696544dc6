import { OIDC_OFFLINE, OIDC_OR, OIDC_SIGN_IN_BUTTON } from '@gestar/domain/messages/oidc';
import { Alert, Button, Divider } from '@mui/material';
import { useState } from 'react';
import { oidcStartUrl, useOidcOffer } from './oidc-settings.ts';

/**
 * 'Entrar com {organisation}' under the password form, when the server offers it. A link, not a form button:
 * the browser leaves for the provider's own page and comes back to /login/oidc.
 */
export function OidcSignInButton({ from }: { from: string }) {
  const offer = useOidcOffer();
  const [offline, setOffline] = useState(false);
  if (!offer) return null;
  return (
    <>
      <Divider>{OIDC_OR()}</Divider>
      <Button
        variant="outlined"
        size="large"
        href={oidcStartUrl(from)}
        onClick={(event) => {
          // The provider's page cannot open without a connection; say what works instead.
          if (navigator.onLine === false) {
            event.preventDefault();
            setOffline(true);
          }
        }}
      >
        {OIDC_SIGN_IN_BUTTON(offer.nome)}
      </Button>
      {offline && (
        <Alert severity="info" role="status">
          {OIDC_OFFLINE()}
        </Alert>
      )}
    </>
  );
}
