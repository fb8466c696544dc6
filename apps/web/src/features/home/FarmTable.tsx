import { FARM_DELETED_CHIP, FARM_DELETED_HINT } from '@gestar/domain/messages/farms';
import {
  COLUMN_CORRAL,
  COLUMN_DOWNLOAD,
  COLUMN_FARM,
  COLUMN_OWNER,
  COLUMN_PLACE,
  COLUMN_SEASON,
  DOWNLOAD_STATE_LABEL,
  FARMS_TABLE_LABEL,
  NO,
  SELECT_FARM,
  YES,
} from '@gestar/domain/messages/labels/home';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloudDownloadIcon from '@mui/icons-material/CloudDownloadOutlined';
import {
  Box,
  Card,
  CardActionArea,
  CardContent,
  Checkbox,
  Chip,
  CircularProgress,
  Tooltip,
  Typography,
} from '@mui/material';
import type { MouseEvent } from 'react';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { NotSentChip } from '../../ui/NotSentChip.tsx';
import type { FarmRow } from './farm-rows.ts';

export type FarmTableProps = {
  rows: readonly FarmRow[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** A row was clicked: home opens the farm, or tells the user to download it first. */
  onOpen: (row: FarmRow) => void;
  page: number;
  onPageChange: (page: number) => void;
};

function DownloadChip({ row }: { row: FarmRow }) {
  const label = DOWNLOAD_STATE_LABEL()[row.download];
  if (row.download === 'downloaded') {
    return <Chip size="small" color="success" variant="outlined" icon={<CheckCircleIcon />} label={label} />;
  }
  if (row.download === 'downloading') {
    // disableShrink: the spinner only turns (on the compositor) instead of redrawing its arc every frame on the
    // main thread, which a download of tens of thousands of records needs.
    return <Chip size="small" icon={<CircularProgress size={14} disableShrink />} label={label} />;
  }
  return <Chip size="small" variant="outlined" icon={<CloudDownloadIcon />} label={label} />;
}

/** Spec §6: a deleted farm an administrator sees, told apart from the live ones. */
function DeletedChip({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Tooltip title={FARM_DELETED_HINT()}>
      <Chip
        size="small"
        color="error"
        variant="outlined"
        label={FARM_DELETED_CHIP()}
        aria-label={`${FARM_DELETED_CHIP()}: ${FARM_DELETED_HINT()}`}
        sx={{ ml: 1, verticalAlign: 'middle' }}
      />
    </Tooltip>
  );
}

function SelectBox({
  row,
  selected,
  onToggle,
}: {
  row: FarmRow;
  selected: boolean;
  onToggle: (id: string) => void;
}) {
  // Same footprint as the checkbox, so every row keeps one height.
  if (row.download !== 'not-downloaded' || row.deleted) return <Box sx={{ width: 38, height: 38 }} />;
  return (
    <Checkbox
      size="small"
      checked={selected}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      onChange={() => onToggle(row.id)}
      slotProps={{ input: { 'aria-label': SELECT_FARM(row.nome) } }}
    />
  );
}

/** The farm list of home (spec §2): a 10-row table on wide screens, cards on phones (≤ 767 px). */
export function FarmTable({ rows, selected, onToggle, onOpen, page, onPageChange }: FarmTableProps) {
  const columns: DataColumn<FarmRow>[] = [
    {
      key: 'select',
      header: '',
      width: 48,
      render: (row) => <SelectBox row={row} selected={selected.has(row.id)} onToggle={onToggle} />,
    },
    {
      key: 'nome',
      header: COLUMN_FARM(),
      render: (row) => (
        // The chip beside the name, not in it: the name stays a text of its own.
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography fontWeight={600}>{row.nome}</Typography>
          <NotSentChip show={row.notSent} />
          <DeletedChip show={row.deleted} />
        </Box>
      ),
    },
    { key: 'owner', header: COLUMN_OWNER(), render: (row) => row.nomeProprietario },
    { key: 'place', header: COLUMN_PLACE(), render: (row) => row.municipioUf },
    { key: 'season', header: COLUMN_SEASON(), render: (row) => row.estacaoMonta },
    { key: 'retiro', header: COLUMN_CORRAL(), render: (row) => (row.retiro ? YES() : NO()) },
    { key: 'download', header: COLUMN_DOWNLOAD(), render: (row) => <DownloadChip row={row} /> },
  ];

  const card = (row: FarmRow) => (
    <Card variant="outlined">
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        <CardActionArea onClick={() => onOpen(row)} sx={{ flexGrow: 1 }}>
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography fontWeight={600}>{row.nome}</Typography>
              <NotSentChip show={row.notSent} />
              <DeletedChip show={row.deleted} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {row.nomeProprietario}
            </Typography>
            <Typography variant="body2">
              {[row.municipioUf, row.estacaoMonta].filter(Boolean).join(' · ')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">
                {COLUMN_CORRAL()}: {row.retiro ? YES() : NO()}
              </Typography>
              <DownloadChip row={row} />
            </Box>
          </CardContent>
        </CardActionArea>
        <Box sx={{ p: 0.5 }}>
          <SelectBox row={row} selected={selected.has(row.id)} onToggle={onToggle} />
        </Box>
      </Box>
    </Card>
  );

  return (
    <DataTable
      rows={rows}
      columns={columns}
      getRowKey={(row) => row.id}
      label={FARMS_TABLE_LABEL()}
      onRowClick={onOpen}
      renderCard={card}
      page={page}
      onPageChange={onPageChange}
    />
  );
}
