import { ERROR_TITLE } from '@gestar/domain/messages/common';
import { FILE_DOWNLOAD_FAILED } from '@gestar/domain/messages/offline';
import { BACKUP_BUTTON } from '@gestar/domain/messages/sync';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { type GestarDb, localDb } from '../../local-db/database.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { saveFile } from '../../ui/save-file.ts';
import { createBackup } from './create-backup.ts';

export type BackupButtonProps = { db?: GestarDb };

/** BACKUP (spec §2/§9): zips the downloaded farms from the device and downloads it; no connection needed. */
export function BackupButton({ db = localDb }: BackupButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const backup = await createBackup(db);
      saveFile(backup.bytes, backup.fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        onClick={() => void run()}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
      >
        {BACKUP_BUTTON()}
      </Button>
      <ConfirmDialog
        open={failed}
        title={ERROR_TITLE()}
        message={FILE_DOWNLOAD_FAILED()}
        onConfirm={() => setFailed(false)}
      />
    </>
  );
}
