import { DEFAULT_RETIRO_NAME } from '@gestar/domain/entities/corral';
import { DEFAULT_CORRAL_DISPLAY, MERGE_BATCHES_BUTTON } from '@gestar/domain/messages/batches';
import {
  BUTTON_EDIT,
  COLUMN_ACTIONS,
  VIEW_BUTTON,
  VIEW_ONLY_REASON,
  viewItemLabel,
} from '@gestar/domain/messages/common';
import {
  FARM_REPORT_BUTTON,
  MERGE_NEEDS_TWO_BATCHES,
  NO_CORRAL_OR_BATCH_YET,
  NO_DEFAULT_CORRAL_REASON,
  REDOWNLOAD_FARM_RUNNING,
} from '@gestar/domain/messages/farms';
import * as T from '@gestar/domain/messages/labels/farms';
import { HOME_TITLE, LOADING_LABEL } from '@gestar/domain/messages/navigation';
import { OWN_SHEET_TITLE } from '@gestar/domain/messages/own-sheet-screen';
import { can } from '@gestar/domain/permissions/can';
import { compareText } from '@gestar/domain/rules/sorting';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Box, Button, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSessionUser } from '../../auth-session/screen-session.ts';
import { isDirty } from '../../local-db/local-record.ts';
import { loteRepository, retiroRepository } from '../../local-db/repositories.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { NotOnDevice } from '../../ui/NotOnDevice.tsx';
import { NotSentChip } from '../../ui/NotSentChip.tsx';
import { ReasonTooltip } from '../../ui/ReasonTooltip.tsx';
import { labelWithReason } from '../../ui/reason-label.ts';
import { RedownloadFarmButton } from './RedownloadFarmButton.tsx';
import { useRedownload } from './redownload-store.ts';
import { useFarmAccess } from './use-farm-access.ts';

export type FarmBatchesSlot = (props: {
  farmId: string;
  retiroIds: readonly string[];
  canWrite: boolean;
  emptyMessage: string;
}) => ReactNode;

export type FarmExportsSlot = (props: { farmId: string; farmName: string }) => ReactNode;

type CorralRow = { id: string; nome: string; lotes: number; notSent: boolean };

/**
 * /farms/{id} (spec §2): the retiros when the farm has them, otherwise its batches. The batch list is a
 * slot filled by the router, because features never import each other.
 */
export function FarmPage({
  Batches,
  showMerge,
  Exports,
}: {
  Batches: FarmBatchesSlot;
  showMerge: boolean;
  /** The farm's 'Exportação' dropdown (features/exports), composed in by the router. */
  Exports?: FarmExportsSlot;
}) {
  const { id } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const { farm, context } = useFarmAccess(id);
  const redownload = useRedownload(id);
  const corrals = useLiveQuery(async () => {
    if (!id) return [];
    const retiros = await retiroRepository.getByRelation('fazendaId', id);
    const live = retiros.filter((retiro) => !retiro.isDeleted);
    const lotes = await loteRepository.getByRelation(
      'retiroId',
      live.map((retiro) => retiro.id),
    );
    return live
      .map((retiro) => ({
        id: retiro.id,
        nome: retiro.nome,
        lotes: lotes.filter((lote) => lote.retiroId === retiro.id && !lote.isDeleted).length,
        notSent: isDirty(retiro),
      }))
      .sort((a, b) => compareText(a.nome, b.nome));
  }, [id]);

  if (farm === undefined || corrals === undefined) return <CircularProgress aria-label={LOADING_LABEL()} />;
  // Between the wipe and the end of the download of 'Ajustar Fazenda' the farm is away on purpose.
  if (!farm && redownload?.running)
    return (
      <Alert severity="info" icon={<CircularProgress size={20} />}>
        {REDOWNLOAD_FARM_RUNNING()}
      </Alert>
    );
  if (!farm || !id)
    return (
      <>
        {redownload?.message && <Alert severity="warning">{redownload.message}</Alert>}
        <NotOnDevice title={T.FARM_NOT_FOUND()} farmId={id} />
      </>
    );

  const canWrite = context !== null && can(user, 'corral.write', context);
  const canMerge = context !== null && can(user, 'batch.merge', context);
  const defaultCorral = corrals.find((corral) => corral.nome === DEFAULT_RETIRO_NAME);
  const displayName = (nome: string) => (nome === DEFAULT_RETIRO_NAME ? DEFAULT_CORRAL_DISPLAY() : nome);

  const viewOnly = canWrite ? null : VIEW_ONLY_REASON();
  const importReason = context !== null && can(user, 'farm.import', context) ? null : VIEW_ONLY_REASON();
  const newBatchReason = viewOnly ?? (defaultCorral ? null : NO_DEFAULT_CORRAL_REASON());
  const mergeReason =
    (canMerge ? null : VIEW_ONLY_REASON()) ??
    ((defaultCorral?.lotes ?? 0) < 2 ? MERGE_NEEDS_TWO_BATCHES() : null);
  const newButton = farm.retiro ? (
    <ReasonTooltip title={T.NEW_CORRAL_BUTTON()} reason={viewOnly}>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        aria-label={labelWithReason(T.NEW_CORRAL_BUTTON(), viewOnly)}
        disabled={!canWrite}
        onClick={() => navigate(`/farms/${id}/corrals/create`)}
      >
        {T.NEW_CORRAL_BUTTON()}
      </Button>
    </ReasonTooltip>
  ) : (
    <ReasonTooltip title={T.NEW_BATCH_BUTTON()} reason={newBatchReason}>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        aria-label={labelWithReason(T.NEW_BATCH_BUTTON(), newBatchReason)}
        disabled={newBatchReason !== null}
        onClick={() => defaultCorral && navigate(`/farms/${id}/corrals/${defaultCorral.id}/batches/create`)}
      >
        {T.NEW_BATCH_BUTTON()}
      </Button>
    </ReasonTooltip>
  );

  const actions = (
    <>
      {newButton}
      {showMerge && !farm.retiro && defaultCorral && (
        <ReasonTooltip title={MERGE_BATCHES_BUTTON()} reason={mergeReason}>
          <Button
            variant="outlined"
            aria-label={labelWithReason(MERGE_BATCHES_BUTTON(), mergeReason)}
            disabled={mergeReason !== null}
            onClick={() => navigate(`/farms/${id}/corrals/${defaultCorral.id}/mergeBatches`)}
          >
            {MERGE_BATCHES_BUTTON()}
          </Button>
        </ReasonTooltip>
      )}
      <Button variant="outlined" onClick={() => navigate(`/farms/${id}/report`)}>
        {FARM_REPORT_BUTTON()}
      </Button>
      <Button variant="outlined" onClick={() => navigate(`/farms/${id}/bulls`)}>
        {T.BULLS_BUTTON()}
      </Button>
      <Button variant="outlined" startIcon={<EditIcon />} onClick={() => navigate(`/farms/${id}/update`)}>
        {BUTTON_EDIT()}
      </Button>
      <ReasonTooltip title={OWN_SHEET_TITLE()} reason={importReason}>
        <Button
          variant="outlined"
          aria-label={labelWithReason(OWN_SHEET_TITLE(), importReason)}
          disabled={importReason !== null}
          onClick={() => navigate(`/farms/${id}/importar-planilha`)}
        >
          {OWN_SHEET_TITLE()}
        </Button>
      </ReasonTooltip>
      {Exports && <Exports farmId={id} farmName={farm.nome} />}
      <RedownloadFarmButton farmId={id} />
    </>
  );

  const corralColumns: DataColumn<CorralRow>[] = [
    {
      key: 'nome',
      header: T.CORRAL_COLUMN(),
      render: (row) => (
        <>
          <span>{displayName(row.nome)}</span>
          <NotSentChip show={row.notSent} />
        </>
      ),
    },
    { key: 'lotes', header: T.BATCHES_COLUMN(), align: 'right', render: (row) => row.lotes },
    {
      key: 'acoes',
      header: COLUMN_ACTIONS(),
      align: 'right',
      render: (row) => (
        <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
          <Tooltip title={VIEW_BUTTON()}>
            <IconButton
              size="small"
              aria-label={viewItemLabel(displayName(row.nome))}
              onClick={(event) => {
                event.stopPropagation();
                navigate(`/farms/${id}/corrals/${row.id}`);
              }}
            >
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <ReasonTooltip title={BUTTON_EDIT()} reason={viewOnly}>
            <IconButton
              size="small"
              aria-label={labelWithReason(`${BUTTON_EDIT()} ${displayName(row.nome)}`, viewOnly)}
              disabled={!canWrite}
              onClick={(event) => {
                event.stopPropagation();
                navigate(`/farms/${id}/corrals/${row.id}/update`);
              }}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </ReasonTooltip>
        </Box>
      ),
    },
  ];

  return (
    <>
      <BreadcrumbBar
        title={farm.nome}
        crumbs={[{ label: HOME_TITLE(), to: '/' }, { label: farm.nome }]}
        actions={actions}
      />
      {farm.retiro ? (
        <DataTable
          rows={corrals}
          columns={corralColumns}
          getRowKey={(row) => row.id}
          label={T.FARM_CORRALS_LABEL()}
          emptyMessage={NO_CORRAL_OR_BATCH_YET()}
          onRowClick={(row) => navigate(`/farms/${id}/corrals/${row.id}`)}
        />
      ) : (
        <Batches
          farmId={id}
          retiroIds={corrals.map((corral) => corral.id)}
          canWrite={context !== null && can(user, 'batch.write', context)}
          emptyMessage={NO_CORRAL_OR_BATCH_YET()}
        />
      )}
    </>
  );
}
