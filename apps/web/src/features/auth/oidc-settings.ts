import { useEffect, useState } from 'react';
import { apiClient } from '../../api/client.ts';
import { getOidcSettings } from '../../api/oidc-settings-call.ts';

// Whether this deployment signs people in through an organisation is server configuration. The last answer is
// kept on the device so the login screen and the reconnect prompt name the provider offline too.
const STORAGE_KEY = 'gestar.oidc';

export type OidcOffer = { nome: string } | null;

function stored(): OidcOffer {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    return typeof value === 'object' &&
      value !== null &&
      typeof (value as { nome?: unknown }).nome === 'string'
      ? { nome: (value as { nome: string }).nome }
      : null;
  } catch {
    return null;
  }
}

function store(offer: OidcOffer): void {
  try {
    if (offer) localStorage.setItem(STORAGE_KEY, JSON.stringify(offer));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode or a full storage: the button shows when online.
  }
}

/** The organisation's sign-in this server offers, or null. */
export function useOidcOffer(): OidcOffer {
  const [offer, setOffer] = useState<OidcOffer>(stored);
  useEffect(() => {
    let live = true;
    getOidcSettings(apiClient)
      .then((settings) => {
        const next = settings.habilitado && settings.nome ? { nome: settings.nome } : null;
        store(next);
        if (live) setOffer(next);
      })
      .catch(() => {
        // Offline or the server unreachable: keep what the device knew.
      });
    return () => {
      live = false;
    };
  }, []);
  return offer;
}

/** Where the sign-in starts; `from` is the page to open after it. */
export function oidcStartUrl(from: string): string {
  return `/api/auth/oidc/start?de=${encodeURIComponent(from)}`;
}
