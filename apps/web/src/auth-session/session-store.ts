import type { LoginResponse } from '@gestar/domain/entities/login-response';
import type { SessionEndReason, TokenPair, TokenStore } from '../api/http-client.ts';
import type { GestarDb } from '../local-db/database.ts';
import { createObservableValue } from '../local-db/observable-value.ts';

/** The logged user as the login answered (no tokens). */
export type SessionUser = Omit<LoginResponse, 'token' | 'refreshToken' | 'title'>;

/** Row `current` of the `session` table. Tokens are null after an offline login until the next online one. */
export type StoredSession = {
  user: SessionUser;
  token: string | null;
  refreshToken: string | null;
  loggedInAt: string;
};

export type SessionState = {
  /** False until the stored session was read at start (guards wait for it before redirecting to /login). */
  loaded: boolean;
  session: StoredSession | null;
  /** Why the last session ended on its own; the screens show SESSION_EXPIRED or the password dialog. */
  ended: SessionEndReason | null;
};

const CURRENT = 'current';
const CREDENTIAL_PREFIX = 'credential:';

export const sessionState = createObservableValue<SessionState>({
  loaded: false,
  session: null,
  ended: null,
});

function isStoredSession(value: unknown): value is StoredSession {
  return typeof value === 'object' && value !== null && 'user' in value && 'loggedInAt' in value;
}

/** Reads the stored session into memory (once at start; later reads come from memory). */
export async function loadSession(db: GestarDb): Promise<StoredSession | null> {
  const row = await db.session.get(CURRENT);
  const session = row && isStoredSession(row.value) ? row.value : null;
  sessionState.set({ loaded: true, session, ended: null });
  return session;
}

async function writeSession(db: GestarDb, session: StoredSession | null): Promise<void> {
  if (session) await db.session.put({ key: CURRENT, value: session });
  else await db.session.delete(CURRENT);
}

export function userOf(response: LoginResponse): SessionUser {
  const { token: _token, refreshToken: _refresh, title: _title, ...user } = response;
  return user;
}

/** After a successful server login: the user and the token pair. */
export async function saveServerSession(
  db: GestarDb,
  response: LoginResponse,
  at = new Date(),
): Promise<StoredSession> {
  const session: StoredSession = {
    user: userOf(response),
    token: response.token,
    refreshToken: response.refreshToken,
    loggedInAt: at.toISOString(),
  };
  await writeSession(db, session);
  sessionState.set({ loaded: true, session, ended: null });
  return session;
}

/** After an offline login: the user from the credential copy, no tokens (sync asks for an online login). */
export async function saveOfflineSession(
  db: GestarDb,
  user: SessionUser,
  at = new Date(),
): Promise<StoredSession> {
  const session: StoredSession = { user, token: null, refreshToken: null, loggedInAt: at.toISOString() };
  await writeSession(db, session);
  sessionState.set({ loaded: true, session, ended: null });
  return session;
}

/** Changes the signed-in user as stored (her language chosen here), keeping the tokens. */
export async function updateStoredUser(db: GestarDb, patch: Partial<SessionUser>): Promise<void> {
  const current = sessionState.get().session;
  if (!current) return;
  const session: StoredSession = { ...current, user: { ...current.user, ...patch } };
  await writeSession(db, session);
  sessionState.set({ ...sessionState.get(), session });
}

export async function clearSession(db: GestarDb): Promise<void> {
  await writeSession(db, null);
  sessionState.set({ loaded: true, session: null, ended: null });
}

export function currentUserId(): string | null {
  return sessionState.get().session?.user.id ?? null;
}

/** Key of an offline credential copy in the `session` table. */
export function credentialKey(userId: string): string {
  return `${CREDENTIAL_PREFIX}${userId}`;
}

export function isCredentialKey(key: string): boolean {
  return key.startsWith(CREDENTIAL_PREFIX);
}

/**
 * The token store the HTTP client uses. When the session ends on its own the user is logged out (the local
 * data stays for the next login); after a password change elsewhere the offline copy of the old password is
 * dropped too, so it no longer opens the app.
 */
export function sessionTokenStore(database: () => Promise<GestarDb>): TokenStore {
  // A function, not the database: the app's store opens it only when a token is renewed or a session ends
  // (open-local-db.ts), so the login screen loads no local-database code.
  return {
    get: (): TokenPair | null => {
      const session = sessionState.get().session;
      return session?.token && session.refreshToken
        ? { token: session.token, refreshToken: session.refreshToken }
        : null;
    },
    set: async (pair) => {
      const session = sessionState.get().session;
      if (!session) return;
      const renewed = { ...session, ...pair };
      await writeSession(await database(), renewed);
      sessionState.set({ ...sessionState.get(), session: renewed });
    },
    end: async (reason) => {
      const userId = currentUserId();
      const db = await database();
      await writeSession(db, null);
      if (reason === 'password-changed' && userId) await db.session.delete(credentialKey(userId));
      sessionState.set({ loaded: true, session: null, ended: reason });
    },
  };
}
