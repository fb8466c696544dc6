import {
  DOWNLOAD_FARM_BUTTON,
  FARM_NOT_AVAILABLE,
  HOME_BUTTON,
  NOT_ON_DEVICE_HINT,
} from '@gestar/domain/messages/navigation';
import { NO_INTERNET } from '@gestar/domain/messages/offline';
import { SYNC_FAILED } from '@gestar/domain/messages/sync';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import HomeIcon from '@mui/icons-material/Home';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fazendaRepository } from '../local-db/repositories.ts';
import { syncEngine } from '../sync/app-sync.ts';
import { BreadcrumbBar } from './BreadcrumbBar.tsx';

/**
 * A farm (or something of it) this device does not hold (no dead ends): says why, leads home and
 * offers to download the farm. Once downloaded the page's live query finds the records and shows the screen.
 */
export function NotOnDevice({ title, farmId }: { title: string; farmId?: string | undefined }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async () => {
    if (!farmId) return;
    setBusy(true);
    setProblem(null);
    try {
      const { result } = await syncEngine.downloadFarms([farmId]);
      const offline =
        (result.status === 'skipped' && result.reason === 'offline') ||
        (result.status === 'failed' && result.error === 'offline');
      if (offline) setProblem(NO_INTERNET());
      else if (result.status !== 'done') setProblem(SYNC_FAILED());
      // The pull brought nothing of it: the server does not let this user see the farm.
      else if (!(await fazendaRepository.getById(farmId))) setProblem(FARM_NOT_AVAILABLE());
    } catch {
      setProblem(NO_INTERNET());
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <BreadcrumbBar title={title} />
      <Alert severity="info" sx={{ mb: 2 }}>
        {NOT_ON_DEVICE_HINT()}
      </Alert>
      {problem && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<HomeIcon />} onClick={() => navigate('/')}>
          {HOME_BUTTON()}
        </Button>
        {farmId && (
          <Button
            variant="contained"
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <CloudDownloadIcon />}
            disabled={busy}
            onClick={() => void download()}
          >
            {DOWNLOAD_FARM_BUTTON()}
          </Button>
        )}
      </Box>
    </>
  );
}
