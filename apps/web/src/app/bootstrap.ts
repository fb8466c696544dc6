import { followUser } from '../auth-session/locale.ts';
import { pendingLogouts } from '../auth-session/pending-logouts.ts';
import {
  currentUser,
  getSessionState,
  loadSession,
  subscribeSession,
} from '../auth-session/screen-session.ts';
import { claimTab, tabOwnership } from '../features/system/tab-ownership.ts';
import { startServiceWorker } from './service-worker.ts';

let started = false;

/**
 * Starts what lives as long as the page: one-tab lock, stored session, offline service worker, and the
 * periodic sync — only in the tab that owns the app (two tabs would sync over each other) and only once
 * someone is logged in, so the engine and its schemas never weigh on the login screen's first download.
 */
export function bootstrap(): void {
  if (started) return;
  started = true;
  claimTab();
  startServiceWorker();
  void loadSession();
  // Logouts that did not reach the server are sent again (pending-logouts.ts); loaded only when there are any.
  const resendLogouts = () => {
    if (pendingLogouts().length > 0)
      void import('../auth-session/sign-out.ts').then(({ resendPendingLogouts }) => resendPendingLogouts());
  };
  resendLogouts();
  window.addEventListener('online', resendLogouts);
  let syncStarted = false;
  const startSync = () => {
    if (syncStarted || tabOwnership.get() !== 'owner' || currentUser() === null) return;
    syncStarted = true;
    void import('../sync/app-sync.ts').then(({ syncScheduler }) => syncScheduler.start());
  };
  tabOwnership.subscribe(startSync);
  subscribeSession(startSync);
  // The person's language follows her sign-in; a choice the server has not heard goes with the next connection.
  const followLanguage = () => {
    const state = getSessionState();
    if (state.status !== 'ready' || !state.user) return;
    followUser(state.user, !state.offline);
    void import('../features/language/pending-language.ts').then(({ sendPendingLanguage }) =>
      sendPendingLanguage(),
    );
  };
  subscribeSession(followLanguage);
  window.addEventListener('online', followLanguage);
}
