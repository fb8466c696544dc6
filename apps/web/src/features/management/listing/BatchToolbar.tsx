import type { DomainLookup } from '@gestar/domain/lists/domain-ids';
import { BUTTON_EDIT, VIEW_ONLY_REASON } from '@gestar/domain/messages/common';
import { IMPORT_TITLE } from '@gestar/domain/messages/exports';
import { REPORTS_TITLE } from '@gestar/domain/messages/labels/reports';
import { OWN_SHEET_TITLE } from '@gestar/domain/messages/own-sheet-screen';
import { can } from '@gestar/domain/permissions/can';
import { Button } from '@mui/material';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useSessionUser } from '../../../auth-session/screen-session.ts';
import { ReasonTooltip } from '../../../ui/ReasonTooltip.tsx';
import { labelWithReason } from '../../../ui/reason-label.ts';
import type { StepData } from '../engine/use-step-data.ts';
import { ResyncActions } from '../resync/ResyncActions.tsx';

/** The batch's own actions (Reservar / Liberar Reserva), given by app/ since they belong to the batches feature. */
export type BatchActionsSlot = ComponentType<{
  batch: { id: string; reservedBy: string | null };
  userId: string;
  enabled: boolean;
}>;

type Props = {
  data: StepData;
  batch: StepData['batches'][number];
  lookup: DomainLookup;
  userId: string;
  BatchActions: BatchActionsSlot | undefined;
};

/** What can be done to the batch itself, in the title bar: reserve, resync, edit, report, import. */
export function BatchToolbar({ data, batch, lookup, userId, BatchActions }: Props) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const batchPath = `/farms/${data.farm.id}/corrals/${batch.retiroId}/batches/${batch.id}`;
  const importReason = can(user, 'farm.import', data.context) ? null : VIEW_ONLY_REASON();
  return (
    <>
      {BatchActions && (
        <BatchActions
          batch={{ id: batch.id, reservedBy: batch.reservedBy ?? null }}
          userId={userId}
          enabled={can(user, 'batch.reserve', data.context)}
        />
      )}
      <ResyncActions batch={batch} context={data.context} protocol={data.protocolOf(batch)} lookup={lookup} />
      <Button
        variant="outlined"
        disabled={!can(user, 'batch.write', data.context)}
        onClick={() => navigate(`${batchPath}/update`)}
        sx={{ minHeight: 44 }}
      >
        {BUTTON_EDIT()}
      </Button>
      <Button variant="outlined" onClick={() => navigate(`${batchPath}/report`)} sx={{ minHeight: 44 }}>
        {REPORTS_TITLE()}
      </Button>
      {/* Spec §2: the import screen takes its batch as router state, not in the address. */}
      <ReasonTooltip title={IMPORT_TITLE()} reason={importReason}>
        <Button
          variant="outlined"
          aria-label={labelWithReason(IMPORT_TITLE(), importReason)}
          disabled={importReason !== null}
          onClick={() =>
            navigate('/importar-dados', {
              state: { batchId: batch.id, farmId: data.farm.id, farmName: data.farm.nome },
            })
          }
          sx={{ minHeight: 44 }}
        >
          {IMPORT_TITLE()}
        </Button>
      </ReasonTooltip>
      <ReasonTooltip title={OWN_SHEET_TITLE()} reason={importReason}>
        <Button
          variant="outlined"
          aria-label={labelWithReason(OWN_SHEET_TITLE(), importReason)}
          disabled={importReason !== null}
          onClick={() => navigate(`/farms/${data.farm.id}/importar-planilha`)}
          sx={{ minHeight: 44 }}
        >
          {OWN_SHEET_TITLE()}
        </Button>
      </ReasonTooltip>
    </>
  );
}
