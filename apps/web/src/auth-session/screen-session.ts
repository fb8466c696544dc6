import { useSyncExternalStore } from 'react';
import { createObservableValue } from '../local-db/observable-value.ts';
import { localDbExists, openLocalDb } from '../local-db/open-local-db.ts';
import {
  clearSession,
  loadSession as loadStoredSession,
  type SessionUser as StoredUser,
  sessionState as storedSession,
} from './session-store.ts';

/**
 * The session as the screens read it, derived from auth-session (which stores it). Adds what the screens
 * need on top: a single loading state for the guards, whether the user entered offline (no tokens), and
 * whose password to ask for after a password change on another device.
 */
export type SessionUser = StoredUser;

export type SessionState =
  | { status: 'loading' }
  | {
      status: 'ready';
      user: SessionUser | null;
      /** The session ended because the password changed on another device: /login asks for it again. */
      passwordChangedFor: SessionUser | null;
      /** Signed in from the offline copy: no tokens until the user types the password online again. */
      offline: boolean;
      /** The last session ended on its own (spec §8 'Your session token has expired'). */
      expired: boolean;
    };

const view = createObservableValue<SessionState>({ status: 'loading' });

let lastUser: SessionUser | null = null;
let passwordChangedFor: SessionUser | null = null;

function refresh(): void {
  const stored = storedSession.get();
  if (!stored.loaded) return;
  if (stored.session) {
    lastUser = stored.session.user;
    passwordChangedFor = null;
  } else if (stored.ended === 'password-changed') {
    // auth-session forgets the user when the session ends; the re-entry dialog still needs the e-mail.
    passwordChangedFor = lastUser ?? passwordChangedFor;
  }
  const user = stored.session?.user ?? null;
  const offline = stored.session !== null && stored.session.token === null;
  const expired = stored.session === null && stored.ended === 'expired';
  const current = view.get();
  if (
    current.status === 'ready' &&
    current.user === user &&
    current.offline === offline &&
    current.expired === expired &&
    current.passwordChangedFor === passwordChangedFor
  ) {
    return;
  }
  view.set({ status: 'ready', user, passwordChangedFor, offline, expired });
}

storedSession.subscribe(refresh);

export function useSession(): SessionState {
  return useSyncExternalStore(view.subscribe, view.get, view.get);
}

export function subscribeSession(listener: () => void): () => void {
  return view.subscribe(listener);
}

export function getSessionState(): SessionState {
  return view.get();
}

export function currentUser(): SessionUser | null {
  const state = view.get();
  return state.status === 'ready' ? state.user : null;
}

/** Reads the stored session once at start; an unreadable database still lets the login screen show. */
export async function loadSession(): Promise<void> {
  try {
    // A first visit: no session to read, and the database is created at the first sign-in instead.
    if (!(await localDbExists())) storedSession.set({ loaded: true, session: null, ended: null });
    else await loadStoredSession(await openLocalDb());
  } catch {
    storedSession.set({ loaded: true, session: null, ended: null });
  }
  refresh();
}

/** Forgets the re-entry request once the user chose to sign in some other way. */
export function dismissPasswordChanged(): void {
  passwordChangedFor = null;
  lastUser = null;
  refresh();
}

/** Ends a session without server tokens so the login screen takes over (new terms to accept). */
export async function endOfflineSession(): Promise<void> {
  await clearSession(await openLocalDb());
}

/** The signed-in user, or null while the session loads or when nobody is signed in. */
export function useSessionUser(): SessionUser | null {
  const session = useSession();
  return session.status === 'ready' ? session.user : null;
}
