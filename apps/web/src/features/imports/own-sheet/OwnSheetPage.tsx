import { BUTTON_CANCEL, VIEW_ONLY_REASON } from '@gestar/domain/messages/common';
import { IMPORT_APPLY, IMPORT_ERRORS_TITLE, IMPORT_NEEDS_CONNECTION } from '@gestar/domain/messages/exports';
import { BACK_BUTTON, HOME_BUTTON } from '@gestar/domain/messages/navigation';
import * as M from '@gestar/domain/messages/own-sheet-screen';
import { can } from '@gestar/domain/permissions/can';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
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
import { useNavigate, useParams } from 'react-router';
import { useSessionUser } from '../../../auth-session/screen-session.ts';
import { useOnline } from '../../../sync/connectivity.ts';
import { BreadcrumbBar } from '../../../ui/BreadcrumbBar.tsx';
import { FileDrop } from '../FileDrop.tsx';
import { ImportReceiptButton } from '../ImportReceiptButton.tsx';
import { OwnSheetResult } from './OwnSheetResult.tsx';
import { formProblem, importedListFields } from './own-sheet-form.ts';
import { SheetMapping } from './SheetMapping.tsx';
import { SheetPicker } from './SheetPicker.tsx';
import { type OwnSheetFarmView, useOwnSheetFarm } from './use-own-sheet-farm.ts';
import { type OwnSheetTrouble, useOwnSheetFlow } from './use-own-sheet-flow.ts';
import { ValueMappingTable } from './ValueMappingTable.tsx';

/** /farms/{id}/importar-planilha: a farm's own IATF workbook mapped into its batches. Online only. */
export function OwnSheetPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const userId = useSessionUser()?.id ?? '';
  const view = useOwnSheetFarm(id, userId);
  if (view === undefined || !id) return <CircularProgress aria-label={M.OWN_SHEET_TITLE()} />;
  if (view === null)
    return (
      <>
        <BreadcrumbBar title={M.OWN_SHEET_TITLE()} />
        <Button variant="contained" onClick={() => navigate('/')} sx={{ minHeight: 44 }}>
          {HOME_BUTTON()}
        </Button>
      </>
    );
  return <OwnSheetSteps key={id} farmId={id} view={view} />;
}

function Trouble({ trouble }: { trouble: OwnSheetTrouble }) {
  return (
    <>
      {trouble.problem && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {trouble.problem}
        </Alert>
      )}
      {trouble.errors.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          <AlertTitle>{IMPORT_ERRORS_TITLE()}</AlertTitle>
          <Box component="ul" aria-label={IMPORT_ERRORS_TITLE()} sx={{ m: 0, pl: 2.5 }}>
            {trouble.errors.map((message, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered.
              <li key={index}>{message}</li>
            ))}
          </Box>
        </Alert>
      )}
    </>
  );
}

function OwnSheetSteps({ farmId, view }: { farmId: string; view: OwnSheetFarmView }) {
  const navigate = useNavigate();
  const online = useOnline();
  const user = useSessionUser();
  const flow = useOwnSheetFlow(farmId, view.batches);
  const { phase, form, setForm } = flow;
  const [confirmed, setConfirmed] = useState(false);
  const allowed = can(user, 'farm.import', view.context);
  const blockReason = !allowed ? VIEW_ONLY_REASON() : !online ? IMPORT_NEEDS_CONNECTION() : null;
  const problem = formProblem(form, view.batches);
  // The new batches of the form, so the preview and the result name them before this device has them.
  const batches = [
    ...view.batches,
    ...form.sheets.flatMap((sheet) =>
      sheet.novo && sheet.loteId && !view.batches.some((batch) => batch.id === sheet.loteId)
        ? [
            {
              id: sheet.loteId,
              nomeLote: sheet.novo.nomeLote.trim(),
              retiroId: sheet.novo.retiroId ?? '',
              path: `${view.farmPath}/corrals/${sheet.novo.retiroId}/batches/${sheet.loteId}`,
            },
          ]
        : [],
    ),
  ];
  const listFields = importedListFields(form);
  const actionSx = { minHeight: 44 };

  const restart = () => {
    setConfirmed(false);
    flow.reset();
  };

  return (
    <>
      <BreadcrumbBar
        title={M.OWN_SHEET_TITLE()}
        crumbs={[{ label: view.farmName, to: view.farmPath }, { label: M.OWN_SHEET_TITLE() }]}
        actions={
          <Button
            variant="outlined"
            startIcon={<ArrowBackIcon />}
            onClick={() => navigate(view.farmPath)}
            sx={actionSx}
          >
            {BACK_BUTTON()}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {view.farmName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {M.OWN_SHEET_INTRO()}
        </Typography>
      </Paper>
      {blockReason && (
        <Alert severity={allowed ? 'warning' : 'info'} sx={{ mb: 2 }}>
          {blockReason}
        </Alert>
      )}
      {phase.step === 'file' && (
        <>
          <Trouble trouble={phase} />
          <FileDrop disabled={blockReason !== null} onFiles={(files) => void flow.choose(files)} />
        </>
      )}
      {phase.step === 'working' && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} role="status">
          <Typography sx={{ mb: 1 }}>{phase.label}</Typography>
          <LinearProgress aria-label={phase.label} />
        </Paper>
      )}
      {phase.step === 'mapping' && (
        <>
          <Trouble trouble={phase} />
          <SheetPicker
            abas={phase.read.abas}
            sheets={form.sheets}
            onTick={(index, ticked) =>
              setForm({
                ...form,
                sheets: form.sheets.map((sheet, at) => (at === index ? { ...sheet, ticked } : sheet)),
              })
            }
          />
          {phase.read.abas.map((aba, index) => {
            const sheet = form.sheets[index];
            if (!sheet?.ticked) return null;
            return (
              <SheetMapping
                key={aba.nome}
                aba={aba}
                sheet={sheet}
                batches={view.batches}
                corrals={view.corrals}
                protocols={view.protocols}
                onChange={(next) =>
                  setForm({ ...form, sheets: form.sheets.map((item, at) => (at === index ? next : item)) })
                }
              />
            );
          })}
          <ValueMappingTable
            values={form.values.filter((entry) => listFields.has(entry.field))}
            opcoes={phase.read.opcoes}
            confirmed={confirmed}
            onConfirm={setConfirmed}
            onChange={(entry) => {
              setConfirmed(false);
              setForm({
                ...form,
                values: form.values.map((item) => (item.field === entry.field ? entry : item)),
              });
            }}
          />
          {problem && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mb: 2 }}>
            <Button onClick={restart} sx={actionSx}>
              {BUTTON_CANCEL()}
            </Button>
            <Button
              variant="contained"
              disabled={problem !== null || !confirmed || blockReason !== null}
              onClick={() => void flow.preview()}
              sx={actionSx}
            >
              {M.OWN_SHEET_PREVIEW()}
            </Button>
          </Box>
        </>
      )}
      {phase.step === 'preview' && (
        <OwnSheetResult
          result={phase.preview}
          fileName={phase.upload.fileName}
          batches={batches}
          done={false}
          actions={
            <>
              <Button onClick={flow.backToMapping} sx={actionSx}>
                {BACK_BUTTON()}
              </Button>
              <Button
                variant="contained"
                disabled={blockReason !== null}
                onClick={() => void flow.apply()}
                sx={actionSx}
              >
                {IMPORT_APPLY()}
              </Button>
            </>
          }
        />
      )}
      {phase.step === 'done' && (
        <>
          <Alert severity="success" sx={{ mb: 2 }} role="status">
            {M.OWN_SHEET_DONE()}
          </Alert>
          <OwnSheetResult
            result={phase.result}
            fileName={phase.upload.fileName}
            batches={batches}
            done
            actions={
              <>
                <ImportReceiptButton receipt={phase.result.comprovante} />
                <Button onClick={restart} sx={actionSx}>
                  {M.OWN_SHEET_OTHER_FILE()}
                </Button>
              </>
            }
          />
        </>
      )}
    </>
  );
}
