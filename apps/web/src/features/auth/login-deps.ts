import { loginCredentials, parseLoginField } from '@gestar/domain/rules/login-field';
import { loginTrackingEvent } from '@gestar/domain/rules/tracking-events';
import {
  loginKeysOf,
  recordExternalSignIn,
  storeOfflineCredential,
  verifyOfflineLogin,
} from '../../auth-session/offline-credential.ts';
import {
  isCredentialKey,
  type SessionUser,
  saveOfflineSession,
  saveServerSession,
  userOf,
} from '../../auth-session/session-store.ts';
import { openLocalDb } from '../../local-db/open-local-db.ts';
import { track } from '../../sync/tracking.ts';
import { serverLogin } from './login-api.ts';
import type { LoginDeps, OfflineLoginResult } from './login-flow.ts';

type StoredCredential = { logins: string[]; user: SessionUser; hash?: string };

function isStoredCredential(value: unknown): value is StoredCredential {
  if (typeof value !== 'object' || value === null) return false;
  const { logins, user } = value as Record<string, unknown>;
  return Array.isArray(logins) && typeof user === 'object' && user !== null;
}

async function storedCredentials(): Promise<StoredCredential[]> {
  const db = await openLocalDb();
  const rows = await db.session.filter((row) => isCredentialKey(row.key)).toArray();
  return rows.map((row) => row.value).filter(isStoredCredential);
}

async function offlineLogin(login: string, password: string): Promise<OfflineLoginResult> {
  const field = parseLoginField(login);
  const credentials = loginCredentials(field, password);
  if (!credentials) return { kind: 'unknown' };
  const db = await openLocalDb();
  const user = await verifyOfflineLogin(db, credentials);
  if (user) {
    await saveOfflineSession(db, user);
    return { kind: 'ok', user };
  }
  // Tell "wrong password" from "never signed in here": the messages differ.
  const typed = loginKeysOf(
    'cpf' in credentials ? { email: null, cpf: credentials.cpf } : { email: credentials.email, cpf: null },
  );
  const known = (await storedCredentials()).find((stored) =>
    stored.logins.some((key) => typed.includes(key)),
  );
  if (known?.hash === '') return { kind: 'no-offline-password' };
  return { kind: known ? 'wrong' : 'unknown' };
}

/** The login wired to the server and to auth-session's storage. */
export const appLoginDeps: LoginDeps = {
  isOnline: () => navigator.onLine !== false,
  serverLogin,
  offlineLogin,
  deviceOwnerIds: async () => (await storedCredentials()).map((stored) => stored.user.id),
  // Rarely needed (another user's data on the device): loaded on demand, the engine modules bring zod.
  pendingChangesCount: async () =>
    (await import('../../auth-session/logout.ts')).pendingChangesCount(await openLocalDb()),
  clearDevice: async () =>
    (await import('../../auth-session/logout.ts')).clearLocalDatabase(await openLocalDb()),
  beginSession: async (response, password) => {
    const user = userOf(response);
    const db = await openLocalDb();
    // The copy first: saving the session lets the router leave the login screen at once.
    if (password === null) await recordExternalSignIn(db, user);
    else await storeOfflineCredential(db, user, password);
    await saveServerSession(db, response);
    return user;
  },
  recordLogin: (offline) => track(loginTrackingEvent(offline)),
};

/** Spec §7 ResetPassword ("local user password updated"): the offline copy follows the new password. */
export async function refreshOfflineCopy(email: string, password: string): Promise<void> {
  const key = `email:${email.trim().toLowerCase()}`;
  const stored = (await storedCredentials()).find((credential) => credential.logins.includes(key));
  if (stored) await storeOfflineCredential(await openLocalDb(), stored.user, password);
}
