import {
  MERGE_BATCHES_BUTTON,
  MERGE_BATCHES_TITLE,
  MERGE_IN_DG_SWITCH,
  MERGE_NO_COMMON_MANAGEMENT,
  MERGE_TARGET_LABEL,
  mergeSelectionCount,
} from '@gestar/domain/messages/batches';
import { BUTTON_CANCEL, BUTTON_CONTINUE, selectItemLabel } from '@gestar/domain/messages/common';
import { CURRENT_PROCESS_LABEL } from '@gestar/domain/messages/farms';
import * as T from '@gestar/domain/messages/labels/batches';
import { LOADING_LABEL } from '@gestar/domain/messages/navigation';
import { can } from '@gestar/domain/permissions/can';
import { formatDate } from '@gestar/domain/rules/display';
import {
  type MergeTarget,
  mergePath,
  mergeTargetsFor,
  validateMergeSelection,
} from '@gestar/domain/rules/forms/merge';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  MenuItem,
  Paper,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSessionUser } from '../../auth-session/screen-session.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { pageWindow } from '../../ui/paging.ts';
import type { BatchRow } from './batch-rows.ts';
import { useBatchContext } from './use-batch-context.ts';
import { useBatchRows, useCowStats } from './use-batch-rows.ts';

/**
 * /farms/{farmId}/corrals/{corralId}/mergeBatches (spec §2 'Merge batches', §5 'Merge'): the retiro's batches
 * (the DEFAULT retiro's for a farm without retiros), at least two chosen, opened together on one management
 * screen /{target}/{id1;id2;…}.
 */
export function MergeBatchesPage() {
  const { farmId, corralId } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const data = useBatchContext(farmId, corralId);
  const ids = useMemo(() => (corralId ? [corralId] : []), [corralId]);
  const rows = useBatchRows(ids);
  const [chosen, setChosen] = useState<string[]>([]);
  const [diagnosisOnly, setDiagnosisOnly] = useState(false);
  const [picked, setPicked] = useState<MergeTarget | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const shown = pageWindow(rows?.length ?? 0, page);
  const pageIds = useMemo(
    () => (rows ?? []).slice(shown.start, shown.end).map((row) => row.id),
    [rows, shown.start, shown.end],
  );
  const stats = useCowStats(pageIds);
  const cowsOf = (row: BatchRow) => stats?.get(row.id)?.matrizes ?? (stats ? 0 : '');

  const targets = useMemo(() => {
    const byId = new Map((rows ?? []).map((row) => [row.id, row]));
    const routes = chosen.flatMap((id) => byId.get(id)?.nextRoute ?? []);
    return chosen.length === 0 && !diagnosisOnly ? [] : mergeTargetsFor(routes, diagnosisOnly);
  }, [rows, chosen, diagnosisOnly]);

  if (data === undefined || rows === undefined) return <CircularProgress aria-label={LOADING_LABEL()} />;
  if (!data) return <BreadcrumbBar title={MERGE_BATCHES_TITLE()} />;

  const mayMerge = can(user, 'batch.merge', data.context);
  // A single common target is chosen for the user; otherwise their pick while it stays offered.
  const target: MergeTarget | '' =
    targets.length === 1 ? (targets[0] ?? '') : targets.includes(picked as MergeTarget) ? picked : '';
  const toggle = (id: string) =>
    setChosen((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  const proceed = () => {
    const error = validateMergeSelection(chosen);
    if (error) {
      setProblem(error);
      return;
    }
    if (target) navigate(mergePath(target, chosen));
  };

  const corralName = data.backTo === `/farms/${data.farm.id}` ? null : data.corral.nome;
  const selectBox = (row: BatchRow) => (
    <Checkbox
      size="small"
      checked={chosen.includes(row.id)}
      disabled={!mayMerge}
      onClick={(event) => event.stopPropagation()}
      onChange={() => toggle(row.id)}
      slotProps={{ input: { 'aria-label': selectItemLabel(row.nomeLote) } }}
    />
  );
  const columns: DataColumn<BatchRow>[] = [
    { key: 'select', header: '', width: 48, render: selectBox },
    { key: 'lote', header: T.COLUMN_BATCH(), render: (row) => row.nomeLote },
    { key: 'protocolo', header: T.COLUMN_PROTOCOL(), render: (row) => row.protocolName },
    { key: 'iatf', header: T.COLUMN_IATF(), render: (row) => formatDate(row.iatfDate) },
    { key: 'processo', header: CURRENT_PROCESS_LABEL(), render: (row) => row.processoAtual || '-' },
    { key: 'matrizes', header: T.COLUMN_COWS(), align: 'right', render: cowsOf },
  ];

  return (
    <>
      <BreadcrumbBar
        title={MERGE_BATCHES_TITLE()}
        crumbs={[
          { label: data.farm.nome, to: `/farms/${data.farm.id}` },
          ...(corralName ? [{ label: corralName, to: data.backTo }] : []),
          { label: MERGE_BATCHES_TITLE() },
        ]}
        actions={
          <>
            <Button onClick={() => navigate(data.backTo)}>{BUTTON_CANCEL()}</Button>
            <Button
              variant="contained"
              disabled={!mayMerge || (chosen.length >= 2 && !target)}
              onClick={proceed}
            >
              {BUTTON_CONTINUE()}
            </Button>
          </>
        }
      />
      <Paper sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={diagnosisOnly}
              disabled={!mayMerge}
              onChange={(event) => setDiagnosisOnly(event.target.checked)}
            />
          }
          label={MERGE_IN_DG_SWITCH()}
        />
        <TextField
          select
          size="small"
          label={MERGE_TARGET_LABEL()}
          value={target}
          disabled={!mayMerge || targets.length === 0}
          onChange={(event) => setPicked(event.target.value as MergeTarget)}
          sx={{ minWidth: 200 }}
        >
          {targets.map((option) => (
            <MenuItem key={option} value={option}>
              {T.MERGE_TARGET_NAMES()[option]}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          {mergeSelectionCount(chosen.length)}
        </Typography>
      </Paper>
      {chosen.length >= 2 && targets.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {MERGE_NO_COMMON_MANAGEMENT()}
        </Alert>
      )}
      <DataTable
        rows={rows}
        columns={columns}
        getRowKey={(row) => row.id}
        label={MERGE_BATCHES_BUTTON()}
        page={page}
        onPageChange={setPage}
        onRowClick={mayMerge ? (row) => toggle(row.id) : undefined}
        renderCard={(row) => (
          <Card variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1 }}>
            {selectBox(row)}
            <div>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                {row.nomeLote}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[
                  row.protocolName,
                  formatDate(row.iatfDate),
                  row.processoAtual,
                  `${cowsOf(row)} ${T.COLUMN_COWS()}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </div>
          </Card>
        )}
      />
      <ConfirmDialog
        open={problem !== null}
        title={MERGE_BATCHES_TITLE()}
        message={problem ?? ''}
        onConfirm={() => setProblem(null)}
      />
    </>
  );
}
