import * as T from '@gestar/domain/messages/labels/bulls';
import { LOADING_LABEL } from '@gestar/domain/messages/navigation';
import { can } from '@gestar/domain/permissions/can';
import { routeSegment } from '@gestar/domain/rules/bulls';
import AddIcon from '@mui/icons-material/Add';
import { Button, CircularProgress } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { useSessionUser } from '../../auth-session/screen-session.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { NotOnDevice } from '../../ui/NotOnDevice.tsx';
import { BullTable } from './BullTable.tsx';
import { useFarmBulls } from './use-bulls.ts';

/** The partidas page of a bull opened outside a management screen. */
export function partidasPath(
  bullId: string,
  batchIds: readonly string[] = [],
  managements: readonly string[] = [],
) {
  return `/partidas/${bullId}/batch/${routeSegment(batchIds)}/management/${routeSegment(managements)}`;
}

/** /farms/{id}/bulls (spec §2 'Bulls'): the farm's bulls; a click opens the bull's semen lots. */
export function BullListPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const data = useFarmBulls(id);
  if (data === undefined) return <CircularProgress aria-label={LOADING_LABEL()} />;
  if (!data || !id) return <NotOnDevice title={T.BULL_NOT_FOUND()} farmId={id} />;
  const mayWrite = can(user, 'bull.write', data.permission);
  const farmPage = `/farms/${id}`;
  return (
    <>
      <BreadcrumbBar
        title={T.BULLS_TITLE()}
        crumbs={[{ label: data.farm.nome, to: farmPage }, { label: T.BULLS_TITLE() }]}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={!mayWrite}
            onClick={() => navigate(`${farmPage}/bulls/create`)}
          >
            {T.NEW_BULL_BUTTON()}
          </Button>
        }
      />
      <BullTable
        rows={data.bulls.map((bull) => ({ bull, canEdit: mayWrite }))}
        showFarm={false}
        onOpen={(bull) => navigate(partidasPath(bull.id))}
        onView={(bull) => navigate(`${farmPage}/bulls/${bull.id}`)}
        onEdit={(bull) => navigate(`${farmPage}/bulls/${bull.id}/update`)}
      />
    </>
  );
}
