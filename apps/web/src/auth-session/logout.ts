import type { GestarDb } from '../local-db/database.ts';
import type { SyncEngine } from '../sync/engine.ts';
import { countDirty } from '../sync/push.ts';
import { sessionState } from './session-store.ts';

/** Records not yet acknowledged by the server: SAIR warns (LOGOUT_UNSYNCED_WARNING) when there are any. */
export function pendingChangesCount(db: GestarDb): Promise<number> {
  return countDirty(db);
}

export type LogoutResult =
  | { status: 'logged-out' }
  /**
   * Nothing was cleared: the push did not reach the server ('offline', 'failed') or the server refused some
   * records ('rejected'; they are listed in `rejected` for a backup). `discardUnsynced` logs out anyway.
   */
  | { status: 'unsynced'; pending: number; reason: 'offline' | 'failed' | 'rejected' };

/** Empties every table (records, cursors, session, credential copies): the next user starts clean. */
export async function clearLocalDatabase(db: GestarDb): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) await table.clear();
  });
}

/** SAIR (spec §4): push what is pending, and clear the local database only after that push succeeded. */
export async function logout(
  db: GestarDb,
  engine: Pick<SyncEngine, 'sync'>,
  options: {
    discardUnsynced?: boolean;
    /** Ends the login on the server (its refresh tokens); offline or failing, the device logs out anyway. */
    revokeOnServer?: (refreshToken: string) => Promise<unknown>;
    /**
     * The last use of the session before it ends: the usage events still on the device go up (they are
     * cleared with it). Best effort: a failure does not keep the user in.
     */
    beforeClear?: () => Promise<unknown>;
  } = {},
): Promise<LogoutResult> {
  if (!options.discardUnsynced && (await pendingChangesCount(db)) > 0) {
    const pushed = await engine.sync({ pull: false });
    if (pushed.status !== 'done') {
      const reason = pushed.status === 'skipped' || pushed.error === 'offline' ? 'offline' : 'failed';
      return { status: 'unsynced', pending: await pendingChangesCount(db), reason };
    }
    const pending = await pendingChangesCount(db);
    if (pending > 0) return { status: 'unsynced', pending, reason: 'rejected' };
  }
  await options.beforeClear?.().catch(() => undefined);
  const refreshToken = sessionState.get().session?.refreshToken;
  if (refreshToken && options.revokeOnServer)
    await options.revokeOnServer(refreshToken).catch(() => undefined);
  await clearLocalDatabase(db);
  sessionState.set({ loaded: true, session: null, ended: null });
  return { status: 'logged-out' };
}
