import { useState } from 'react';
import { type Notice, offlineNotice } from '../../ui/failure-notice.ts';
import type { SyncFeedback } from './sync-outcome.ts';

export type Toast = { message: string; warning: boolean };

/**
 * What home's actions share: one action at a time (a sync, the forced sync, a download, the re-sync after a
 * discard), and the dialog or toast that tells its outcome.
 */
export function useHomeActivity(isOnline: () => boolean) {
  const [running, setRunning] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toast, setToast] = useState<Toast | null>(null);

  const show = (feedback: SyncFeedback) => {
    if (feedback.kind === 'toast')
      setToast({ message: feedback.message, warning: feedback.warning === true });
    if (feedback.kind === 'dialog') setNotice(feedback.notice);
  };

  /** Spec §8: an online-only action tried offline says so and does nothing. */
  const whenOnline = (action: () => void) => {
    if (!isOnline()) setNotice(offlineNotice());
    else action();
  };

  const runExclusive = async (work: () => Promise<void>) => {
    setRunning(true);
    try {
      await work();
    } finally {
      setRunning(false);
    }
  };

  return { running, setRunning, notice, setNotice, toast, setToast, show, whenOnline, runExclusive };
}

export type HomeActivity = ReturnType<typeof useHomeActivity>;
