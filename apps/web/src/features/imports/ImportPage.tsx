import { BUTTON_CANCEL, VIEW_ONLY_REASON } from '@gestar/domain/messages/common';
import * as M from '@gestar/domain/messages/exports';
import { BACK_BUTTON, HOME_BUTTON } from '@gestar/domain/messages/navigation';
import { can } from '@gestar/domain/permissions/can';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import HomeIcon from '@mui/icons-material/Home';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  LinearProgress,
  Paper,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionUser } from '../../auth-session/screen-session.ts';
import { useOnline } from '../../sync/connectivity.ts';
import { BreadcrumbBar, type Crumb } from '../../ui/BreadcrumbBar.tsx';
import { FileDrop } from './FileDrop.tsx';
import { ImportPreviewView } from './ImportPreviewView.tsx';
import { ImportReceiptButton } from './ImportReceiptButton.tsx';
import { ImportTour } from './ImportTour.tsx';
import { ModelDownloadButton } from './ModelDownloadButton.tsx';
import { type ImportTarget, importTargetOf } from './route-state.ts';
import { isImportTourDone, markImportTourDone } from './tour-storage.ts';
import { type ImportBatchView, useImportBatch } from './use-import-batch.ts';
import { useImportFlow } from './use-import-flow.ts';

/** Opened without a batch (a typed address): where to start instead of a dead end. */
function NoBatch() {
  const navigate = useNavigate();
  return (
    <>
      <BreadcrumbBar title={M.IMPORT_TITLE()} />
      <Alert severity="info" sx={{ mb: 2 }}>
        {M.IMPORT_NO_BATCH()}
      </Alert>
      <Button
        variant="contained"
        startIcon={<HomeIcon />}
        onClick={() => navigate('/')}
        sx={{ minHeight: 44 }}
      >
        {HOME_BUTTON()}
      </Button>
    </>
  );
}

/**
 * /importar-dados (spec §2 'Import'), opened from a batch with `{batchId, farmName, farmId}` as
 * router state: the tour guide, the model download, the file, its preview, Importar. Online only.
 */
export function ImportPage() {
  const target = importTargetOf(useLocation().state);
  if (!target) return <NoBatch />;
  return <ImportScreen key={target.batchId} target={target} />;
}

function ImportScreen({ target }: { target: ImportTarget }) {
  const view = useImportBatch(target);
  if (view === undefined) return <CircularProgress aria-label={M.IMPORT_TITLE()} />;
  if (view === null) return <NoBatch />;
  return <ImportSteps target={target} view={view} />;
}

function ErrorList({ messages }: { messages: string[] }) {
  return (
    <Alert severity="error" sx={{ mb: 2 }} role="alert">
      <AlertTitle>{M.IMPORT_ERRORS_TITLE()}</AlertTitle>
      <Box component="ul" aria-label={M.IMPORT_ERRORS_TITLE()} sx={{ m: 0, pl: 2.5 }}>
        {messages.map((message, index) => (
          // Two lines may carry the same text; the position tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
          <li key={index}>{message}</li>
        ))}
      </Box>
    </Alert>
  );
}

function ImportSteps({ target, view }: { target: ImportTarget; view: ImportBatchView }) {
  const navigate = useNavigate();
  const online = useOnline();
  const user = useSessionUser();
  const [tourOpen, setTourOpen] = useState(() => !isImportTourDone());
  const { phase, choose, apply, reset } = useImportFlow(target);
  const allowed = can(user, 'farm.import', view.context);
  const blockReason = !allowed ? VIEW_ONLY_REASON() : !online ? M.IMPORT_NEEDS_CONNECTION() : null;

  const crumbs: Crumb[] = [
    { label: view.farmName, to: view.farmPath },
    ...(view.corral ? [{ label: view.corral.name, to: view.corral.path }] : []),
    { label: view.batchName, to: view.batchPath },
    { label: M.IMPORT_TITLE() },
  ];
  const closeTour = () => {
    markImportTourDone();
    setTourOpen(false);
  };

  return (
    <>
      <BreadcrumbBar
        title={M.IMPORT_TITLE()}
        crumbs={crumbs}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<HelpOutlineIcon />}
              onClick={() => setTourOpen(true)}
              sx={{ minHeight: 44 }}
            >
              {M.IMPORT_TOUR_TITLE()}
            </Button>
            <Button
              variant="outlined"
              startIcon={<ArrowBackIcon />}
              onClick={() => navigate(view.batchPath)}
              sx={{ minHeight: 44 }}
            >
              {BACK_BUTTON()}
            </Button>
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {`${view.farmName} · ${view.batchName}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {M.IMPORT_TOUR_STEPS()[0]}
        </Typography>
        <ModelDownloadButton farmId={target.farmId} farmName={view.farmName} disabled={!online} />
      </Paper>
      {blockReason && (
        <Alert severity={allowed ? 'warning' : 'info'} sx={{ mb: 2 }}>
          {blockReason}
        </Alert>
      )}
      {phase.step === 'file' && (
        <>
          {phase.problem && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {phase.problem}
            </Alert>
          )}
          {phase.errors.length > 0 && <ErrorList messages={phase.errors} />}
          <FileDrop disabled={blockReason !== null} onFiles={(files) => void choose(files)} />
        </>
      )}
      {phase.step === 'working' && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} role="status">
          <Typography sx={{ mb: 1 }}>{phase.label}</Typography>
          <LinearProgress aria-label={phase.label} />
        </Paper>
      )}
      {phase.step === 'preview' && (
        <ImportPreviewView
          title={M.IMPORT_PREVIEW_TITLE()}
          fileName={phase.upload.fileName}
          preview={phase.preview}
          actions={
            <>
              <Button onClick={reset} sx={{ minHeight: 44 }}>
                {BUTTON_CANCEL()}
              </Button>
              <Button
                variant="contained"
                disabled={blockReason !== null}
                onClick={() => void apply()}
                sx={{ minHeight: 44 }}
              >
                {M.IMPORT_APPLY()}
              </Button>
            </>
          }
        />
      )}
      {phase.step === 'done' && (
        <>
          <Alert severity="success" sx={{ mb: 2 }} role="status">
            {M.IMPORT_DONE()}
          </Alert>
          <ImportPreviewView
            title={M.IMPORT_TITLE()}
            fileName={phase.upload.fileName}
            preview={phase.preview}
            actions={
              <>
                <ImportReceiptButton receipt={phase.preview.comprovante} />
                <Button onClick={reset} sx={{ minHeight: 44 }}>
                  {M.IMPORT_ANOTHER_FILE()}
                </Button>
                <Button variant="contained" onClick={() => navigate(view.batchPath)} sx={{ minHeight: 44 }}>
                  {M.IMPORT_BACK_TO_BATCH()}
                </Button>
              </>
            }
          />
        </>
      )}
      <ImportTour open={tourOpen} onClose={closeTour} />
    </>
  );
}
