import {
  BUTTON_CANCEL,
  BUTTON_DELETE,
  BUTTON_EDIT,
  BUTTON_SAVE,
  SUCCESS_TITLE,
} from '@gestar/domain/messages/common';
import * as T from '@gestar/domain/messages/labels/bulls';
import { HOME_TITLE, LOADING_LABEL } from '@gestar/domain/messages/navigation';
import { can } from '@gestar/domain/permissions/can';
import { routeIds, semenBackPath } from '@gestar/domain/rules/bulls';
import { type PartidaFormValues, partidaDay, partidaLabel } from '@gestar/domain/rules/forms/partida-form';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, CircularProgress, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSessionUser } from '../../auth-session/screen-session.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { NotOnDevice } from '../../ui/NotOnDevice.tsx';
import { PartidaForm } from './PartidaForm.tsx';
import { deletePartida, savePartida } from './partida-writes.ts';
import { type BullPartida, useBullPartidas } from './use-partidas.ts';

/**
 * /partidas/{bullId}/batch/{batchId}/management/{management} (spec §2, §3, §5 'Partida'): the bull's semen
 * lots; save and delete. Back goes to the management screen that opened it, or home.
 */
export function PartidasPage() {
  const { bullId, batchId, management } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const batchIds = useMemo(() => routeIds(batchId), [batchId]);
  const data = useBullPartidas(bullId, batchIds, user);
  const [editing, setEditing] = useState<BullPartida | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  // A new round of the form after each save, so the saved values do not stay in it.
  const [round, setRound] = useState(0);
  if (data === undefined) return <CircularProgress aria-label={LOADING_LABEL()} />;
  if (!data) return <NotOnDevice title={T.BULL_NOT_FOUND()} />;
  const back = semenBackPath(batchId, management);
  const mayWrite = can(user, 'partida.write', data.permission);
  const mayDelete = can(user, 'partida.delete', data.permission);
  const farmsOf = (lot: BullPartida) =>
    lot.fazendaIds
      .map((id) => data.farmNames.get(id) ?? '')
      .filter(Boolean)
      .join(', ');

  const defaults: PartidaFormValues = editing
    ? {
        codeMode: editing.lot.data === null && editing.lot.codigo !== null,
        data: partidaDay(editing.lot.data),
        codigo: editing.lot.codigo ?? '',
        fazendaIds: editing.fazendaIds,
      }
    : { codeMode: false, data: null, codigo: '', fazendaIds: data.batchFarms };

  const columns: DataColumn<BullPartida>[] = [
    { key: 'partida', header: T.COLUMN_LOT(), render: (row) => partidaLabel(row.lot) },
    { key: 'fazendas', header: T.COLUMN_FARMS(), render: farmsOf },
    {
      key: 'acoes',
      header: T.COLUMN_ACTIONS(),
      align: 'right',
      render: (row) => (
        <Tooltip title={BUTTON_EDIT()}>
          <IconButton
            size="small"
            aria-label={`${BUTTON_EDIT()} ${partidaLabel(row.lot)}`}
            onClick={(event) => {
              event.stopPropagation();
              setEditing(row);
            }}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <BreadcrumbBar
        title={`${T.LOTS_TITLE()} – ${data.bull.nome}`}
        crumbs={[{ label: HOME_TITLE(), to: '/' }, { label: data.bull.nome }, { label: T.LOTS_TITLE() }]}
        actions={
          <Button variant="outlined" onClick={() => navigate(back)}>
            {back === '/' ? T.BACK() : T.BACK_TO_MANAGEMENT()}
          </Button>
        }
      />
      <Paper sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {editing ? T.EDIT_LOT_TITLE() : T.NEW_LOT_TITLE()}
        </Typography>
        <PartidaForm
          key={`${editing?.lot.id ?? 'new'}:${round}`}
          defaults={defaults}
          farms={data.farms}
          readOnly={!mayWrite}
          enterSubmits={can(user, 'form.enterSubmit')}
          onSubmit={async (values) => {
            await savePartida(data.bull.id, editing?.lot.id ?? null, values);
            setDone(editing ? T.LOT_UPDATED() : T.LOT_CREATED());
            setEditing(null);
            setRound((n) => n + 1);
          }}
          extraActions={
            editing && (
              <>
                <Button
                  color="error"
                  variant="outlined"
                  disabled={!mayDelete}
                  onClick={() => setDeleting(true)}
                >
                  {BUTTON_DELETE()}
                </Button>
                <Button onClick={() => setEditing(null)}>{BUTTON_CANCEL()}</Button>
              </>
            )
          }
          saveLabel={BUTTON_SAVE()}
        />
      </Paper>
      <Box>
        <DataTable
          rows={data.lots}
          columns={columns}
          getRowKey={(row) => row.lot.id}
          label={T.LOTS_LABEL()}
          emptyMessage={T.NO_LOTS_YET()}
          onRowClick={(row) => setEditing(row)}
        />
      </Box>
      <ConfirmDialog
        open={done !== null}
        title={SUCCESS_TITLE()}
        message={done ?? ''}
        onConfirm={() => setDone(null)}
      />
      <ConfirmDialog
        open={deleting}
        title={BUTTON_DELETE()}
        message={editing ? T.confirmDeleteLot(partidaLabel(editing.lot)) : ''}
        cancelLabel={BUTTON_CANCEL()}
        confirmLabel={BUTTON_DELETE()}
        onCancel={() => setDeleting(false)}
        onConfirm={async () => {
          if (editing) await deletePartida(editing.lot.id);
          setDeleting(false);
          setEditing(null);
        }}
      />
    </>
  );
}
