import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { Notice } from './failure-notice.ts';

/** A notice (spec §8 title and text) shown until the user closes it; nothing while `notice` is null. */
export function NoticeDialog({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={notice !== null}
      title={notice?.title ?? ''}
      message={notice?.message}
      onConfirm={onClose}
    />
  );
}
