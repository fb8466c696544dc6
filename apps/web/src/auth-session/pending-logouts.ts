// SAIR logs the device out at once, online or not; ending the login on the server (its refresh tokens) may fail
// — no signal, a server error, a refusal for rate. A refresh token left alive there opens a session to whoever
// copied the device's storage, so a revocation that failed is kept here (outside the local database, which SAIR
// clears) and tried again when the app starts and whenever the connection comes back, until the server answers.

const KEY = 'gestar.logoutsPending';
/** Logins a device ends offline before it comes back: a handful; older ones are also ended by the server's expiry. */
const MAX_KEPT = 10;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(store: Storage): string[] {
  try {
    const value: unknown = JSON.parse(store.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function write(store: Storage, tokens: readonly string[]): void {
  if (tokens.length === 0) store.removeItem(KEY);
  else store.setItem(KEY, JSON.stringify(tokens.slice(-MAX_KEPT)));
}

/** The refresh tokens whose logout has not reached the server yet. */
export function pendingLogouts(store: Storage | null = storage()): string[] {
  return store ? read(store) : [];
}

/** A status the server will answer the same however often it is asked: the token is malformed. */
const isFinalRefusal = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 400;

/**
 * Ends the login on the server; on failure keeps the token to try again (retryPendingLogouts). Never throws:
 * the device is logged out either way.
 */
export async function revokeOrKeep(
  refreshToken: string,
  revoke: (refreshToken: string) => Promise<unknown>,
  store: Storage | null = storage(),
): Promise<boolean> {
  try {
    await revoke(refreshToken);
    return true;
  } catch (error) {
    if (store && !isFinalRefusal(error))
      write(store, [...read(store).filter((t) => t !== refreshToken), refreshToken]);
    return false;
  }
}

let running: Promise<void> | null = null;

/** Sends every kept logout again; those the server answered (or refused for good) are forgotten. */
export function retryPendingLogouts(
  revoke: (refreshToken: string) => Promise<unknown>,
  store: Storage | null = storage(),
): Promise<void> {
  running ??= (async () => {
    if (!store) return;
    for (const token of read(store)) {
      try {
        await revoke(token);
      } catch (error) {
        if (!isFinalRefusal(error)) continue;
      }
      write(
        store,
        read(store).filter((kept) => kept !== token),
      );
    }
  })().finally(() => {
    running = null;
  });
  return running;
}
