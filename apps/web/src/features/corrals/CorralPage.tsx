import { confirmDeleteCorral, MERGE_BATCHES_BUTTON } from '@gestar/domain/messages/batches';
import { BUTTON_CANCEL, BUTTON_EDIT } from '@gestar/domain/messages/common';
import * as T from '@gestar/domain/messages/labels/corrals';
import { REPORTS_TITLE } from '@gestar/domain/messages/labels/reports';
import { LOADING_LABEL } from '@gestar/domain/messages/navigation';
import { can } from '@gestar/domain/permissions/can';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button, CircularProgress } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSessionUser } from '../../auth-session/screen-session.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { NotOnDevice } from '../../ui/NotOnDevice.tsx';
import { deleteCorral } from './corral-writes.ts';
import { corralDisplayName, useFarmCorrals } from './use-corral.ts';

export type CorralBatchesSlot = (props: {
  farmId: string;
  retiroIds: readonly string[];
  canWrite: boolean;
  emptyMessage: string;
}) => ReactNode;

/** /farms/{farmId}/corrals/{id}: the retiro's batches and its actions (spec §2 'Retiro'). */
export function CorralPage({ Batches, showMerge }: { Batches: CorralBatchesSlot; showMerge: boolean }) {
  const { farmId, id } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const data = useFarmCorrals(farmId);
  const [confirmDelete, setConfirmDelete] = useState(false);
  if (data === undefined) return <CircularProgress aria-label={LOADING_LABEL()} />;
  const corral = data?.retiros.find((retiro) => retiro.id === id);
  if (!data || !farmId || !corral) return <NotOnDevice title={T.CORRAL_NOT_FOUND()} farmId={farmId} />;

  const farmPage = `/farms/${farmId}`;
  const here = `${farmPage}/corrals/${corral.id}`;
  const canWrite = can(user, 'corral.write', data.context);
  const name = corralDisplayName(corral.nome);

  return (
    <>
      <BreadcrumbBar
        title={name}
        crumbs={[{ label: data.farm.nome, to: farmPage }, { label: name }]}
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={!can(user, 'batch.write', data.context)}
              onClick={() => navigate(`${here}/batches/create`)}
            >
              {T.NEW_BATCH_BUTTON()}
            </Button>
            {showMerge && (
              <Button
                variant="outlined"
                disabled={!can(user, 'batch.merge', data.context)}
                onClick={() => navigate(`${here}/mergeBatches`)}
              >
                {MERGE_BATCHES_BUTTON()}
              </Button>
            )}
            <Button variant="outlined" onClick={() => navigate(`${here}/report`)}>
              {REPORTS_TITLE()}
            </Button>
            <Button
              variant="outlined"
              startIcon={<EditIcon />}
              disabled={!canWrite}
              onClick={() => navigate(`${here}/update`)}
            >
              {BUTTON_EDIT()}
            </Button>
            <Button
              variant="outlined"
              color="error"
              disabled={!can(user, 'corral.delete', data.context)}
              onClick={() => setConfirmDelete(true)}
            >
              {T.DELETE()}
            </Button>
          </>
        }
      />
      <Batches
        farmId={farmId}
        retiroIds={[corral.id]}
        canWrite={can(user, 'batch.write', data.context)}
        emptyMessage={T.NO_BATCH_IN_CORRAL()}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={T.DELETE()}
        message={confirmDeleteCorral(corral.nome)}
        cancelLabel={BUTTON_CANCEL()}
        confirmLabel={T.DELETE()}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={async () => {
          await deleteCorral(corral.id);
          navigate(farmPage);
        }}
      />
    </>
  );
}
