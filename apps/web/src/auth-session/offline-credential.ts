import type { LoginCredentials } from '../api/auth-calls.ts';
import type { GestarDb } from '../local-db/database.ts';
import { credentialKey, isCredentialKey, type SessionUser } from './session-store.ts';

/** PBKDF2-SHA256 work factor for new copies (OWASP 2023 figure); each copy stores its own. */
export const PBKDF2_ITERATIONS = 600_000;
/** Spec §9: salt of 16 random bytes. */
export const SALT_BYTES = 16;
const HASH_BITS = 256;

/** Offline copy of a credential: never the password, only a salted PBKDF2 digest of it. */
export type OfflineCredential = {
  /** 'email:<address>' and/or 'cpf:<11 digits>': the ways this user may type the login field. */
  logins: string[];
  salt: string;
  hash: string;
  iterations: number;
  user: SessionUser;
  /**
   * The user signed in here through her organisation's provider: back online she signs in there again, not
   * with a password. Without an offline password set (salt and hash empty) the copy opens nothing and only
   * records whose data the device holds.
   */
  external?: boolean;
};

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

export async function derivePasswordHash(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** Compares without stopping at the first difference, so timing says nothing about the digest. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/** The login keys a user can be found by (e-mail lower-cased, CPF as digits). */
export function loginKeysOf(user: Pick<SessionUser, 'email' | 'cpf'>): string[] {
  const keys: string[] = [];
  if (user.email) keys.push(`email:${user.email.trim().toLowerCase()}`);
  const cpf = user.cpf?.replace(/\D/g, '');
  if (cpf && cpf.length === 11) keys.push(`cpf:${cpf}`);
  return keys;
}

function loginKeyOf(credentials: LoginCredentials): string {
  return 'cpf' in credentials
    ? `cpf:${credentials.cpf.replace(/\D/g, '')}`
    : `email:${credentials.email.trim().toLowerCase()}`;
}

/** Keeps a copy of the credential after a successful online login, replacing the user's previous one. */
export async function storeOfflineCredential(
  db: GestarDb,
  user: SessionUser,
  password: string,
  iterations: number = PBKDF2_ITERATIONS,
  external = false,
): Promise<void> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derivePasswordHash(password, salt, iterations);
  const credential: OfflineCredential = {
    logins: loginKeysOf(user),
    salt: toBase64(salt),
    hash: toBase64(hash),
    iterations,
    user,
    ...(external ? { external } : {}),
  };
  await db.session.put({ key: credentialKey(user.id), value: credential });
}

async function storedCredential(db: GestarDb, userId: string): Promise<OfflineCredential | undefined> {
  const row = await db.session.get(credentialKey(userId));
  return row && isOfflineCredential(row.value) ? row.value : undefined;
}

/**
 * After a sign-in through the organisation: the device records whose data it now holds (a later login of
 * someone else must see it), keeping an offline password the user set here before.
 */
export async function recordExternalSignIn(db: GestarDb, user: SessionUser): Promise<void> {
  const existing = await storedCredential(db, user.id);
  const credential: OfflineCredential = existing
    ? { ...existing, user, logins: loginKeysOf(user), external: true }
    : { logins: loginKeysOf(user), salt: '', hash: '', iterations: 0, user, external: true };
  await db.session.put({ key: credentialKey(user.id), value: credential });
}

/** Whether this device's copy lets the user in without a connection. */
export async function hasOfflinePassword(db: GestarDb, userId: string): Promise<boolean> {
  return ((await storedCredential(db, userId))?.hash ?? '') !== '';
}

/** Whether the user last signed in here through her organisation (the reconnect prompt sends her there). */
export async function signedInExternally(db: GestarDb, userId: string): Promise<boolean> {
  return (await storedCredential(db, userId))?.external === true;
}

function isOfflineCredential(value: unknown): value is OfflineCredential {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Array.isArray(record.logins) && typeof record.salt === 'string' && typeof record.hash === 'string';
}

/** The user whose stored credential matches, or null (unknown login on this device, or wrong password). */
export async function verifyOfflineLogin(
  db: GestarDb,
  credentials: LoginCredentials,
): Promise<SessionUser | null> {
  const key = loginKeyOf(credentials);
  const rows = await db.session.filter((row) => isCredentialKey(row.key)).toArray();
  for (const row of rows) {
    if (!isOfflineCredential(row.value) || !row.value.logins.includes(key) || row.value.hash === '') continue;
    const hash = await derivePasswordHash(
      credentials.password,
      fromBase64(row.value.salt),
      row.value.iterations,
    );
    if (sameBytes(hash, fromBase64(row.value.hash))) return row.value.user;
  }
  return null;
}
