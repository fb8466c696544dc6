import { BUTTON_EDIT } from '@gestar/domain/messages/common';
import { LOADING_LABEL } from '@gestar/domain/messages/navigation';
import * as T from '@gestar/domain/messages/protocols';
import { can } from '@gestar/domain/permissions/can';
import {
  type ProtocolRow,
  protocolLockReason,
  searchProtocolRows,
} from '@gestar/domain/rules/protocol-record';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  IconButton,
  Link,
  Paper,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSessionUser } from '../../auth-session/screen-session.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { ReasonTooltip } from '../../ui/ReasonTooltip.tsx';
import { labelWithReason } from '../../ui/reason-label.ts';
import { SearchField } from '../../ui/SearchField.tsx';
import { useDeleteProtocol } from './use-delete-protocol.tsx';
import { useProtocolRows } from './use-protocols.ts';

/** /protocols (spec §2): name search, Protocolo and Processos columns, edit and delete per row. */
export function ProtocolListPage() {
  const navigate = useNavigate();
  const user = useSessionUser();
  const rows = useProtocolRows();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const remover = useDeleteProtocol();
  const visible = useMemo(() => searchProtocolRows(rows ?? [], search), [rows, search]);

  if (rows === undefined) return <CircularProgress aria-label={LOADING_LABEL()} />;

  const view = (row: ProtocolRow) => `/protocols/${row.id}`;
  const actions = (row: ProtocolRow) => (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <ReasonTooltip title={BUTTON_EDIT()} reason={protocolLockReason(row, row.canEdit)}>
        <IconButton
          size="small"
          aria-label={labelWithReason(`${BUTTON_EDIT()} ${row.name}`, protocolLockReason(row, row.canEdit))}
          disabled={!row.canEdit}
          onClick={() => navigate(`${view(row)}/update`)}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </ReasonTooltip>
      <ReasonTooltip title={T.DELETE_PROTOCOL()} reason={protocolLockReason(row, row.canDelete)}>
        <IconButton
          size="small"
          aria-label={labelWithReason(
            `${T.DELETE_PROTOCOL()} ${row.name}`,
            protocolLockReason(row, row.canDelete),
          )}
          disabled={!row.canDelete}
          onClick={() => remover.ask(row.id)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </ReasonTooltip>
    </Box>
  );
  const nameLink = (row: ProtocolRow) => (
    <Link component={RouterLink} to={view(row)} underline="hover">
      {row.name}
    </Link>
  );

  const columns: DataColumn<ProtocolRow>[] = [
    { key: 'protocolo', header: T.PROTOCOL_COLUMN(), render: nameLink },
    { key: 'processos', header: T.PROCESSES_COLUMN(), render: (row) => row.processes },
    { key: 'acoes', header: T.ACTIONS_COLUMN(), align: 'right', width: 110, render: actions },
  ];
  const card = (row: ProtocolRow) => (
    <Card variant="outlined">
      <CardActionArea onClick={() => navigate(view(row))}>
        <CardContent sx={{ pb: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {row.name}
          </Typography>
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {T.PROCESSES_COLUMN()}:
            </Box>{' '}
            {row.processes || '-'}
          </Typography>
        </CardContent>
      </CardActionArea>
      <Box sx={{ px: 1, pb: 1 }}>{actions(row)}</Box>
    </Card>
  );

  return (
    <>
      <BreadcrumbBar
        title={T.PROTOCOLS_TITLE()}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!can(user, 'protocol.create')}
            onClick={() => navigate('/protocols/create')}
          >
            {T.NEW_PROTOCOL_BUTTON()}
          </Button>
        }
      />
      <Paper sx={{ p: 2, mb: 2 }}>
        <SearchField
          placeholder={T.SEARCH_PROTOCOL_PLACEHOLDER()}
          value={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(0);
          }}
          fullWidth
        />
      </Paper>
      <DataTable
        rows={visible}
        columns={columns}
        getRowKey={(row) => row.id}
        label={T.PROTOCOLS_LABEL()}
        emptyMessage={rows.length === 0 ? T.NO_PROTOCOLS_YET() : undefined}
        renderCard={card}
        page={page}
        onPageChange={setPage}
      />
      {remover.dialogs}
    </>
  );
}
