import { SYNC_FAILED } from '@gestar/domain/messages/sync';
import { localDb } from '../local-db/database.ts';
import { logout, pendingChangesCount } from './logout.ts';
import { retryPendingLogouts, revokeOrKeep } from './pending-logouts.ts';

export type LogoutStep = 'sending' | 'clearing';

/** The push did not get everything to the server: nothing was cleared. */
export class LogoutBlockedError extends Error {
  override readonly name: string = 'LogoutBlockedError';
  readonly reason: 'offline' | 'failed' | 'rejected';

  constructor(reason: 'offline' | 'failed' | 'rejected') {
    super(SYNC_FAILED());
    this.reason = reason;
  }
}

export function pendingChanges(): Promise<number> {
  return pendingChangesCount(localDb);
}

/**
 * SAIR and /backup-and-exit (spec §4: logout clears the local database): unsynced changes are pushed first,
 * and the database is cleared only once nothing is left unsent, so leaving never loses field data.
 */
export async function logoutAfterPush(onStep: (step: LogoutStep) => void = () => {}): Promise<void> {
  onStep((await pendingChanges()) > 0 ? 'sending' : 'clearing');
  // The engine (and the zod schemas it validates with) loads only when someone actually leaves.
  const { syncEngine, sendTrackingBeforeLogout } = await import('../sync/app-sync.ts');
  const [{ apiClient }, { postLogout }] = await Promise.all([
    import('../api/client.ts'),
    import('../api/auth-calls.ts'),
  ]);
  const result = await logout(localDb, syncEngine, {
    revokeOnServer: (refreshToken) => revokeOrKeep(refreshToken, (token) => postLogout(apiClient, token)),
    beforeClear: sendTrackingBeforeLogout,
  });
  if (result.status === 'unsynced') throw new LogoutBlockedError(result.reason);
}

/** Logouts that did not reach the server (offline SAIR, a server error) are sent again until it answers. */
export function resendPendingLogouts(): void {
  void Promise.all([import('../api/client.ts'), import('../api/auth-calls.ts')]).then(
    ([{ apiClient }, { postLogout }]) => retryPendingLogouts((token) => postLogout(apiClient, token)),
  );
}
