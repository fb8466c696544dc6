import { BUTTON_CANCEL } from '@gestar/domain/messages/common';
import {
  REDOWNLOAD_FARM_BUTTON,
  REDOWNLOAD_FARM_CONFIRM,
  REDOWNLOAD_FARM_OFFLINE_REASON,
  REDOWNLOAD_FARM_TITLE,
} from '@gestar/domain/messages/farms';
import { FARM_RESET_WARNING } from '@gestar/domain/messages/sync';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useOnline } from '../../sync/connectivity.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ReasonTooltip } from '../../ui/ReasonTooltip.tsx';
import { labelWithReason } from '../../ui/reason-label.ts';
import { dismissRedownload, redownloadFarm, useRedownload } from './redownload-store.ts';

/**
 * 'Ajustar Fazenda' (spec §7 clean re-sync of a farm, §8 'Atenção!'): after the warning, the farm's records on
 * this device are sent, wiped and downloaded again. Online only; unsent changes are never wiped (the engine
 * refuses and says how many).
 */
export function RedownloadFarmButton({ farmId }: { farmId: string }) {
  const online = useOnline();
  const [asking, setAsking] = useState(false);
  const redownload = useRedownload(farmId);
  const reason = online ? null : REDOWNLOAD_FARM_OFFLINE_REASON();
  const running = redownload?.running === true;

  return (
    <>
      <ReasonTooltip title={REDOWNLOAD_FARM_BUTTON()} reason={reason}>
        <Button
          variant="outlined"
          startIcon={<CloudSyncIcon />}
          aria-label={labelWithReason(REDOWNLOAD_FARM_BUTTON(), reason)}
          disabled={reason !== null || running}
          onClick={() => setAsking(true)}
        >
          {REDOWNLOAD_FARM_BUTTON()}
        </Button>
      </ReasonTooltip>
      <ConfirmDialog
        open={asking}
        title={REDOWNLOAD_FARM_TITLE()}
        message={FARM_RESET_WARNING()}
        cancelLabel={BUTTON_CANCEL()}
        confirmLabel={REDOWNLOAD_FARM_CONFIRM()}
        busy={running}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          void redownloadFarm(farmId);
        }}
      />
      <ConfirmDialog
        open={redownload?.message != null}
        title={REDOWNLOAD_FARM_BUTTON()}
        message={redownload?.message ?? ''}
        onConfirm={dismissRedownload}
      />
    </>
  );
}
