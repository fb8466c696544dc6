import { confirmDeleteBatch } from '@gestar/domain/messages/batches';
import { BUTTON_CANCEL, BUTTON_CLEAR_FILTERS, VIEW_ONLY_REASON } from '@gestar/domain/messages/common';
import { CURRENT_PROCESS_LABEL, PREGNANCY_PERCENT_LABEL } from '@gestar/domain/messages/farms';
import * as T from '@gestar/domain/messages/labels/batches';
import { headlineText } from '@gestar/domain/messages/labels/reports';
import { COMING_SOON, LOADING_LABEL } from '@gestar/domain/messages/navigation';
import { formatDate } from '@gestar/domain/rules/display';
import { managementPath } from '@gestar/domain/rules/next-management';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  IconButton,
  MenuItem,
  Paper,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { type MouseEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSessionUser } from '../../auth-session/screen-session.ts';
import { d0Repository } from '../../local-db/repositories.ts';
import { BlockedBatchDialog } from '../../ui/BlockedBatchDialog.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { EMPTY_CHOICE_SHOWN } from '../../ui/forms/select-display.tsx';
import { BUILT_MANAGEMENT_ROUTES } from '../../ui/management-paths.ts';
import { NotSentChip } from '../../ui/NotSentChip.tsx';
import { pageWindow } from '../../ui/paging.ts';
import { ReasonTooltip } from '../../ui/ReasonTooltip.tsx';
import {
  type BatchFilters,
  type BatchRow,
  filterBatchRows,
  filterChoices,
  NO_BATCH_FILTERS,
  NO_COWS,
} from './batch-rows.ts';
import { deleteBatch } from './batch-writes.ts';
import { ReservationButtons } from './ReservationButtons.tsx';
import { useBatchRows, useCowStats } from './use-batch-rows.ts';

export type BatchListProps = {
  farmId: string;
  retiroIds: readonly string[];
  /** Edit and delete (Cliente and users outside the farm only look). */
  canWrite: boolean;
  emptyMessage: string;
};

/** The batch list of a farm page or a retiro page: filters, table (cards on phones), 10 per page. */
export function BatchList({ farmId, retiroIds, canWrite, emptyMessage }: BatchListProps) {
  const rows = useBatchRows(retiroIds);
  const navigate = useNavigate();
  const userId = useSessionUser()?.id ?? '';
  const [filters, setFilters] = useState<BatchFilters>(NO_BATCH_FILTERS);
  const [page, setPage] = useState(0);
  const [toDelete, setToDelete] = useState<BatchRow | null>(null);
  const [blocked, setBlocked] = useState<{ row: BatchRow; cowCode: string } | null>(null);
  const choices = useMemo(() => filterChoices(rows ?? []), [rows]);
  const visible = useMemo(() => filterBatchRows(rows ?? [], filters), [rows, filters]);
  const shown = pageWindow(visible.length, page);
  const pageIds = useMemo(
    () => visible.slice(shown.start, shown.end).map((row) => row.id),
    [visible, shown.start, shown.end],
  );
  const stats = useCowStats(pageIds);
  const cowsOf = (row: BatchRow) => stats?.get(row.id) ?? (stats ? NO_COWS : null);
  // The batch report's headline, from the same function; empty while the page's cows are read.
  const headlineOf = (row: BatchRow) => {
    const counted = cowsOf(row);
    return counted ? headlineText(counted.headline) : '';
  };

  if (rows === undefined) return <CircularProgress aria-label={LOADING_LABEL()} />;

  const base = (row: BatchRow) => `/farms/${farmId}/corrals/${row.retiroId}/batches/${row.id}`;
  const change = (patch: Partial<BatchFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(0);
  };
  const stop = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  // A blocked batch says so (and leads to its listing) whatever its next screen is.
  const opensSomething = (row: BatchRow) =>
    Boolean(row.matrizBloqueada) || BUILT_MANAGEMENT_ROUTES.has(row.nextRoute);
  // A blocked batch goes nowhere but to its listing, where the half-included cow is completed or deleted.
  const openManagement = async (row: BatchRow) => {
    if (!row.matrizBloqueada) return navigate(managementPath(row.nextRoute, [row.id]));
    const cow = await d0Repository.getById(row.matrizBloqueada);
    setBlocked({ row, cowCode: cow?.codVaca ?? cow?.codLeitorBastao ?? '' });
  };
  const withReason = (label: string) => (canWrite ? label : `${label} (${VIEW_ONLY_REASON()})`);
  const actions = (row: BatchRow) => (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', alignItems: 'center' }}>
      {/* Its dialog is portalled but React still bubbles its clicks here: the row must not open. */}
      <Box component="span" onClick={(event) => event.stopPropagation()}>
        <ReservationButtons
          batch={{ id: row.id, reservedBy: row.reservedBy }}
          userId={userId}
          enabled={canWrite}
          size="small"
        />
      </Box>
      <Tooltip title={opensSomething(row) ? T.OPEN_MANAGEMENT() : COMING_SOON()}>
        <span>
          <IconButton
            size="small"
            aria-label={`${T.OPEN_MANAGEMENT()} ${row.nomeLote}`}
            disabled={!opensSomething(row)}
            onClick={stop(() => void openManagement(row))}
          >
            <PlayArrowIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={T.VIEW()}>
        <IconButton
          size="small"
          aria-label={`${T.VIEW()} ${row.nomeLote}`}
          onClick={stop(() => navigate(base(row)))}
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ReasonTooltip title={T.EDIT()} reason={canWrite ? null : VIEW_ONLY_REASON()}>
        <IconButton
          size="small"
          aria-label={withReason(`${T.EDIT()} ${row.nomeLote}`)}
          disabled={!canWrite}
          onClick={stop(() => navigate(`${base(row)}/update`))}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </ReasonTooltip>
      <ReasonTooltip title={T.DELETE()} reason={canWrite ? null : VIEW_ONLY_REASON()}>
        <IconButton
          size="small"
          aria-label={withReason(`${T.DELETE()} ${row.nomeLote}`)}
          disabled={!canWrite}
          onClick={stop(() => setToDelete(row))}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </ReasonTooltip>
    </Box>
  );

  const columns: DataColumn<BatchRow>[] = [
    {
      key: 'lote',
      header: T.COLUMN_BATCH(),
      render: (row) => (
        <>
          <span>{row.nomeLote}</span>
          <NotSentChip show={row.notSent} />
        </>
      ),
    },
    { key: 'protocolo', header: T.COLUMN_PROTOCOL(), render: (row) => row.protocolName },
    { key: 'iatf', header: T.COLUMN_IATF(), render: (row) => formatDate(row.iatfDate) },
    { key: 'processo', header: CURRENT_PROCESS_LABEL(), render: (row) => row.processoAtual },
    {
      key: 'matrizes',
      header: T.COLUMN_COWS(),
      align: 'right',
      render: (row) => cowsOf(row)?.matrizes ?? '',
    },
    { key: 'acoes', header: T.COLUMN_ACTIONS(), align: 'right', render: actions },
  ];

  const card = (row: BatchRow) => (
    <Card variant="outlined">
      <CardActionArea onClick={() => navigate(base(row))}>
        <CardContent sx={{ pb: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {row.nomeLote}
            </Typography>
            <NotSentChip show={row.notSent} />
          </Box>
          {[
            [T.COLUMN_PROTOCOL(), row.protocolName],
            [T.IATF_DATE_LABEL(), formatDate(row.iatfDate)],
            [CURRENT_PROCESS_LABEL(), row.processoAtual],
            [T.COLUMN_COWS(), String(cowsOf(row)?.matrizes ?? '')],
            [PREGNANCY_PERCENT_LABEL(), headlineOf(row)],
          ].map(([label, value]) => (
            <Typography key={label} variant="body2">
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {label}:
              </Box>{' '}
              {value || '-'}
            </Typography>
          ))}
        </CardContent>
      </CardActionArea>
      <Box sx={{ px: 1, pb: 1 }}>{actions(row)}</Box>
    </Card>
  );

  return (
    <>
      <Paper sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={T.COLUMN_PROTOCOL()}
          {...EMPTY_CHOICE_SHOWN}
          value={filters.protocoloId}
          onChange={(event) => change({ protocoloId: event.target.value })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{T.FILTER_ANY()}</MenuItem>
          {choices.protocols.map((protocol) => (
            <MenuItem key={protocol.id} value={protocol.id}>
              {protocol.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={T.COLUMN_IATF()}
          {...EMPTY_CHOICE_SHOWN}
          value={filters.iatfDate}
          onChange={(event) => change({ iatfDate: event.target.value })}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{T.FILTER_ANY_DATE()}</MenuItem>
          {choices.dates.map((date) => (
            <MenuItem key={date} value={date}>
              {formatDate(date)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={CURRENT_PROCESS_LABEL()}
          {...EMPTY_CHOICE_SHOWN}
          value={filters.processoAtual}
          onChange={(event) => change({ processoAtual: event.target.value })}
          sx={{ minWidth: 170 }}
        >
          <MenuItem value="">{T.FILTER_ANY()}</MenuItem>
          {choices.processes.map((process) => (
            <MenuItem key={process} value={process}>
              {process}
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={() => change(NO_BATCH_FILTERS)}>{BUTTON_CLEAR_FILTERS()}</Button>
      </Paper>
      <DataTable
        rows={visible}
        columns={columns}
        getRowKey={(row) => row.id}
        label={T.BATCHES_LABEL()}
        emptyMessage={rows.length === 0 ? emptyMessage : undefined}
        onRowClick={(row) => navigate(base(row))}
        renderCard={card}
        page={page}
        onPageChange={setPage}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={T.DELETE_TITLE()}
        message={toDelete ? confirmDeleteBatch(toDelete.nomeLote) : ''}
        cancelLabel={BUTTON_CANCEL()}
        confirmLabel={T.DELETE()}
        onCancel={() => setToDelete(null)}
        onConfirm={async () => {
          if (toDelete) await deleteBatch(toDelete.id);
          setToDelete(null);
        }}
      />
      <BlockedBatchDialog
        open={blocked !== null}
        cowCode={blocked?.cowCode ?? ''}
        onClose={() => setBlocked(null)}
        onGoToBatch={() => blocked && navigate(base(blocked.row))}
      />
    </>
  );
}
