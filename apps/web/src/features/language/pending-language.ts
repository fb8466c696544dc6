import { languageDelivered, pendingLanguage } from '../../auth-session/locale.ts';
import { currentUser } from '../../auth-session/screen-session.ts';
import { saveLanguage } from './language-api.ts';

let sending: Promise<void> | null = null;

/**
 * Sends the signed-in person's language choice the server has not heard yet (chosen offline, or the call
 * failed). Quiet: the choice already shows on this device, and the next connection tries again.
 */
export function sendPendingLanguage(): Promise<void> {
  sending ??= (async () => {
    const pending = pendingLanguage();
    if (!pending || pending.userId !== currentUser()?.id || !navigator.onLine) return;
    try {
      await saveLanguage(pending.idioma);
      languageDelivered(pending);
    } catch {
      // Offline, a session without tokens, a server error: kept for the next connection.
    }
  })().finally(() => {
    sending = null;
  });
  return sending;
}
