import { whatsAppLink } from '@gestar/domain/training/screen-videos';
import { useEffect, useState } from 'react';

// The support number is deployment configuration (SUPPORT_WHATSAPP on the server). The last answer is kept on
// the device so the button is still there in the corral, where the page opens offline.
const STORAGE_KEY = 'gestar.supportWhatsApp';

function stored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function store(number: string | null): void {
  try {
    if (number) localStorage.setItem(STORAGE_KEY, number);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode or a full storage: the button shows when online.
  }
}

/** The wa.me link of the support contact, or null when the deployment has none. */
export function useSupportWhatsApp(online: boolean): string | null {
  const [number, setNumber] = useState<string | null>(stored);
  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    fetch('/api/config', { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<{ whatsApp: string | null }>) : null))
      .then((config) => {
        if (!config) return;
        store(config.whatsApp);
        setNumber(config.whatsApp);
      })
      .catch(() => {
        // Offline or aborted: keep what the device knew.
      });
    return () => controller.abort();
  }, [online]);
  return whatsAppLink(number);
}
