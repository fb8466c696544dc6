import { BUTTON_EDIT, COLUMN_ACTIONS, ERROR_TITLE } from '@gestar/domain/messages/common';
import { EMAIL_LABEL, LOADING_LABEL } from '@gestar/domain/messages/navigation';
import {
  LABEL_FULL_NAME,
  LABEL_MUNICIPALITY,
  LABEL_ROLE,
  NEW_USER_BUTTON,
  USERS_TITLE,
} from '@gestar/domain/messages/users';
import { assignableRolesFor } from '@gestar/domain/permissions/user-admin';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  IconButton,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../auth-session/screen-session.ts';
import { useOnline } from '../../sync/connectivity.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { type Notice, offlineNotice } from '../../ui/failure-notice.ts';
import { NoticeDialog } from '../../ui/NoticeDialog.tsx';
import { useServerValue } from '../../ui/use-server-value.ts';
import { VisuallyHidden } from '../../ui/VisuallyHidden.tsx';
import { UserFiltersBar } from './UserFiltersBar.tsx';
import { NO_USER_FILTERS, toUserRow, type UserRow, visibleUserRows } from './user-rows.ts';
import { listUsers } from './users-api.ts';

function municipioUf(row: UserRow): string {
  return [row.municipio, row.estado].filter(Boolean).join('/');
}

/** /users (spec §2): the users the caller may see, search, filter toggle, edit per row, Novo Usuário. */
export function UsersListPage() {
  const navigate = useNavigate();
  const online = useOnline();
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  const loaded = useServerValue(listUsers, ERROR_TITLE(), 'users');
  const [filters, setFilters] = useState(NO_USER_FILTERS);
  const [notice, setNotice] = useState<Notice | null>(null);
  const rows = useMemo(
    () => (loaded.status === 'ready' ? visibleUserRows(loaded.value.map(toUserRow), filters) : []),
    [loaded, filters],
  );
  const mayCreate = assignableRolesFor(user).length > 0;

  // Online-only: offline the actions explain why instead of opening a form that cannot save.
  const open = (path: string) => (online ? navigate(path) : setNotice(offlineNotice()));
  const edit = (row: UserRow) => open(`/users/${row.id}`);

  const columns: DataColumn<UserRow>[] = [
    { key: 'nome', header: LABEL_FULL_NAME(), render: (row) => row.nomeCompleto },
    { key: 'email', header: EMAIL_LABEL(), render: (row) => row.email },
    { key: 'perfil', header: LABEL_ROLE(), render: (row) => row.perfil },
    { key: 'municipio', header: LABEL_MUNICIPALITY(), render: municipioUf },
    {
      key: 'editar',
      header: <VisuallyHidden>{COLUMN_ACTIONS()}</VisuallyHidden>,
      align: 'right',
      width: 64,
      render: (row) => (
        <IconButton
          aria-label={`${BUTTON_EDIT()} ${row.nomeCompleto}`}
          onClick={(event) => {
            event.stopPropagation();
            edit(row);
          }}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];

  return (
    <>
      <BreadcrumbBar
        title={USERS_TITLE()}
        actions={
          <Button variant="contained" disabled={!mayCreate} onClick={() => open('/users/create')}>
            {NEW_USER_BUTTON()}
          </Button>
        }
      />
      <UserFiltersBar filters={filters} onChange={setFilters} />
      {loaded.status === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress aria-label={LOADING_LABEL()} />
        </Box>
      )}
      {loaded.status === 'failed' && (
        <Alert severity="warning">
          <AlertTitle>{loaded.notice.title}</AlertTitle>
          {loaded.notice.message}
        </Alert>
      )}
      {loaded.status === 'ready' && (
        <DataTable
          rows={rows}
          columns={columns}
          getRowKey={(row) => row.id}
          label={USERS_TITLE()}
          onRowClick={edit}
          renderCard={(row) => (
            <Card variant="outlined">
              {/* Named by what it shows (the name, e-mail and role), as a person reads it (WCAG 2.5.3). */}
              <CardActionArea onClick={() => edit(row)}>
                <CardContent>
                  <Typography sx={{ fontWeight: 600 }}>{row.nomeCompleto}</Typography>
                  <Typography variant="body2">{row.email}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[row.perfil, municipioUf(row)].filter(Boolean).join(' · ')}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          )}
        />
      )}
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
