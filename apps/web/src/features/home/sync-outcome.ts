import { ATTENTION_TITLE } from '@gestar/domain/messages/common';
import { rejectedSeePanel, SYNC_DONE, syncDoneWithRejected } from '@gestar/domain/messages/labels/home';
import { ACTION_NOT_AVAILABLE_YET, SYNC_FAILED } from '@gestar/domain/messages/sync';
import type { ForcedSyncResult } from '../../sync/engine.ts';
import { type Notice, offlineNotice } from '../../ui/failure-notice.ts';

/** What the user sees after SINCRONIZAR, the forced sync or a download. */
export type SyncFeedback =
  | { kind: 'none' }
  /** `warning`: the sync ran but the server refused records (the toast says so and stays longer). */
  | { kind: 'toast'; message: string; warning?: true }
  | { kind: 'dialog'; notice: Notice };

export function syncFeedback(result: ForcedSyncResult, doneMessage: string = SYNC_DONE()): SyncFeedback {
  switch (result.status) {
    case 'done':
      // A sync with refusals is not called complete: it says how many, and where to look.
      if (result.rejected > 0)
        return {
          kind: 'toast',
          warning: true,
          message:
            doneMessage === SYNC_DONE()
              ? syncDoneWithRejected(result.rejected)
              : `${doneMessage} ${rejectedSeePanel(result.rejected)}`,
        };
      return { kind: 'toast', message: doneMessage };
    case 'cooldown':
      return { kind: 'dialog', notice: { title: ACTION_NOT_AVAILABLE_YET(), message: result.message } };
    case 'skipped':
      return result.reason === 'offline' ? { kind: 'dialog', notice: offlineNotice() } : { kind: 'none' };
    case 'failed':
      if (result.error === 'offline') return { kind: 'dialog', notice: offlineNotice() };
      // The session ended: the app shell sends the user to the login or the password dialog.
      if (result.error === 'session-expired' || result.error === 'password-changed') return { kind: 'none' };
      return { kind: 'dialog', notice: { title: ATTENTION_TITLE(), message: SYNC_FAILED() } };
  }
}
