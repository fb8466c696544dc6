import { exportFileName } from '@gestar/domain/exports/columns';
import { IMPORT_DOWNLOAD_MODEL, templateFileLabel } from '@gestar/domain/messages/exports';
import { FILE_DOWNLOAD_FAILED } from '@gestar/domain/messages/offline';
import { calendarDayOf } from '@gestar/domain/rules/display';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { failureNotice, type Notice } from '../../ui/failure-notice.ts';
import { NoticeDialog } from '../../ui/NoticeDialog.tsx';
import { saveBlob } from '../../ui/save-blob.ts';
import { downloadTemplate } from './import-api.ts';

/** 'Baixar modelo': the farm's import model (its columns and, on a second sheet, the texts each list accepts). */
export function ModelDownloadButton({
  farmId,
  farmName,
  disabled,
}: {
  farmId: string;
  farmName: string;
  disabled: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await downloadTemplate(farmId);
      saveBlob(blob, exportFileName(templateFileLabel(farmName), calendarDayOf(new Date())));
    } catch (error) {
      setNotice(failureNotice(error, FILE_DOWNLOAD_FAILED()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
        disabled={disabled || busy}
        onClick={() => void download()}
        sx={{ minHeight: 44 }}
      >
        {IMPORT_DOWNLOAD_MODEL()}
      </Button>
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
