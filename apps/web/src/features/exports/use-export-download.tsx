import { formatBytes } from '@gestar/domain/exports/columns';
import { ERROR_TITLE } from '@gestar/domain/messages/common';
import { EXPORT_DONE, EXPORT_DOWNLOADING, exportReceived } from '@gestar/domain/messages/exports';
import { CANNOT_PERFORM_ACTION, NO_INTERNET } from '@gestar/domain/messages/offline';
import { Dialog, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { OfflineError } from '../../api/errors.ts';
import { failureNotice } from '../../ui/failure-notice.ts';
import { NoticeDialog } from '../../ui/NoticeDialog.tsx';
import { saveBlob } from '../../ui/save-blob.ts';

type Notice = { title: string; message: string };

/**
 * Runs a spreadsheet download: refused at once offline (spec §6, the §8 texts), a progress dialog with the bytes
 * received while it streams, the file handed to the browser, and every failure told in pt-BR.
 */
export function useExportDownload() {
  const [received, setReceived] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const run = async (fileName: string, fetchFile: (onProgress: (bytes: number) => void) => Promise<Blob>) => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setNotice({ title: CANNOT_PERFORM_ACTION(), message: NO_INTERNET() });
      return;
    }
    setReceived(0);
    try {
      const blob = await fetchFile(setReceived);
      saveBlob(blob, fileName);
      setNotice({ title: EXPORT_DONE(), message: `${fileName} · ${formatBytes(blob.size)}` });
    } catch (error) {
      setNotice(
        error instanceof OfflineError && error.reason !== 'timeout'
          ? { title: CANNOT_PERFORM_ACTION(), message: NO_INTERNET() }
          : failureNotice(error, ERROR_TITLE()),
      );
    } finally {
      setReceived(null);
    }
  };

  const dialogs = (
    <>
      <Dialog open={received !== null} aria-labelledby="export-progress-title" maxWidth="xs" fullWidth>
        <DialogTitle id="export-progress-title">{EXPORT_DOWNLOADING()}</DialogTitle>
        <DialogContent>
          <LinearProgress aria-label={EXPORT_DOWNLOADING()} />
          <Typography sx={{ mt: 1 }} role="status">
            {exportReceived(formatBytes(received ?? 0))}
          </Typography>
        </DialogContent>
      </Dialog>
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </>
  );
  return { run, busy: received !== null, dialogs };
}
