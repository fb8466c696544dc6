import type { DomainLookup } from '@gestar/domain/lists/domain-ids';
import { BUTTON_CANCEL } from '@gestar/domain/messages/common';
import * as L from '@gestar/domain/messages/labels/resync';
import {
  BACK_TO_PREVIOUS_RESYNC,
  BACK_TO_RESYNC_DONE,
  BACK_TO_RESYNC_FAILED,
  BACK_TO_RESYNC_FAILED_TITLE,
  BACK_TO_RESYNC_NEEDS_CONNECTION,
  confirmBackToResync,
} from '@gestar/domain/messages/resync';
import { can } from '@gestar/domain/permissions/can';
import type { FarmContext } from '@gestar/domain/permissions/farm-access';
import { showResyncButton } from '@gestar/domain/rules/batch-progress';
import type { ProtocolDays } from '@gestar/domain/rules/iatf-dates';
import {
  backToPreviousResync,
  canGoBackToPreviousResync,
  RELOAD_AFTER_BACK_MS,
} from '@gestar/domain/rules/resync';
import { Alert, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSessionUser } from '../../../auth-session/screen-session.ts';
import type { LocalEntity } from '../../../local-db/local-record.ts';
import { d0Repository, loteRepository, retiroRepository } from '../../../local-db/repositories.ts';
import { syncEngine } from '../../../sync/app-sync.ts';
import { useOnline } from '../../../sync/connectivity.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { ReasonTooltip } from '../../../ui/ReasonTooltip.tsx';
import { writeBackToPrevious } from '../writes/resync-writes.ts';

/**
 * Spec §4: undoes the batch's resync. Online only: the server must learn of the deleted batches before any
 * other device works on them, so the device syncs before (fresh chain) and after (deletions sent) the write.
 */
async function goBack(batch: LocalEntity<'lotes'>): Promise<string> {
  const before = await syncEngine.sync();
  if (before.status !== 'done') throw new Error(`sync ${before.status}`);
  const current = await loteRepository.getById(batch.id);
  const previous = current?.parentBatch ? await loteRepository.getById(current.parentBatch) : undefined;
  if (!current || !previous) throw new Error('chain changed');
  const originalId = current.originalBatch ?? previous.id;
  const [chain, previousCows, currentCows] = await Promise.all([
    loteRepository.getByRelation('originalBatch', originalId),
    d0Repository.getByRelation('loteId', previous.id),
    d0Repository.getByRelation('loteId', current.id),
  ]);
  const plan = backToPreviousResync(current, {
    batches: chain,
    previousBatch: previous,
    previousCows,
    currentCows,
  });
  await writeBackToPrevious(plan);
  const after = await syncEngine.sync();
  if (after.status !== 'done') throw new Error(`sync ${after.status}`);
  return `/farms/${await farmOf(previous)}/corrals/${previous.retiroId}/batches/${previous.id}`;
}

async function farmOf(batch: LocalEntity<'lotes'>): Promise<string> {
  return (await retiroRepository.getById(batch.retiroId))?.fazendaId ?? '';
}

/** History-state marker of the batch screen reached by going back. */
const UNDONE_STATE = 'resyncUndone';

/** The batch screen's Ressinc and 'Voltar para Ressinc anterior' buttons. */
export function ResyncActions({
  batch,
  context,
  protocol,
  lookup,
}: {
  batch: LocalEntity<'lotes'>;
  context: FarmContext;
  protocol: ProtocolDays | undefined;
  lookup: DomainLookup;
}) {
  const navigate = useNavigate();
  const user = useSessionUser();
  const online = useOnline();
  const [state, setState] = useState<'idle' | 'confirm' | 'busy' | 'failed'>('idle');
  const mayWrite = can(user, 'batch.resync', context);
  const location = useLocation();
  const arrivedUndone = Boolean((location.state as Record<string, unknown> | null)?.[UNDONE_STATE]);
  useEffect(() => {
    if (!arrivedUndone) return;
    // Spec §4: 'reloads after 1.5 s'; the marker goes first so the reload does not reload again.
    const timer = setTimeout(() => {
      window.history.replaceState(null, '');
      window.location.reload();
    }, RELOAD_AFTER_BACK_MS);
    return () => clearTimeout(timer);
  }, [arrivedUndone]);
  const showResync =
    protocol !== undefined && showResyncButton(batch, protocol, { currentUserId: user?.id ?? '', lookup });
  const showBack = Boolean(batch.isResync && batch.parentBatch && !batch.pastDGFinal);

  const run = async () => {
    setState('busy');
    try {
      const to = await goBack(batch);
      // This batch no longer exists: the previous IATF's batch screen tells the user and reloads.
      navigate(to, { replace: true, state: { [UNDONE_STATE]: true } });
    } catch (error) {
      console.error(error);
      setState('failed');
    }
  };

  return (
    <>
      {showResync && (
        <Button
          variant="outlined"
          disabled={!mayWrite}
          onClick={() => navigate(`/Resync/${batch.id}`)}
          sx={{ minHeight: 44 }}
        >
          {L.RESYNC_BUTTON()}
        </Button>
      )}
      {showBack && (
        <ReasonTooltip
          title={BACK_TO_PREVIOUS_RESYNC()}
          reason={online ? null : BACK_TO_RESYNC_NEEDS_CONNECTION()}
        >
          <Button
            variant="outlined"
            color="warning"
            disabled={!mayWrite || !canGoBackToPreviousResync(batch, online) || state === 'busy'}
            onClick={() => setState('confirm')}
            sx={{ minHeight: 44 }}
          >
            {BACK_TO_PREVIOUS_RESYNC()}
          </Button>
        </ReasonTooltip>
      )}
      {showBack && !online && (
        <Alert severity="info" sx={{ width: '100%' }}>
          {BACK_TO_RESYNC_NEEDS_CONNECTION()}
        </Alert>
      )}
      {arrivedUndone && (
        <Alert severity="success" sx={{ width: '100%' }}>
          {BACK_TO_RESYNC_DONE()}
        </Alert>
      )}
      <ConfirmDialog
        open={state === 'confirm' || state === 'busy'}
        title={BACK_TO_PREVIOUS_RESYNC()}
        message={confirmBackToResync(batch.nomeLote)}
        cancelLabel={BUTTON_CANCEL()}
        confirmLabel={BACK_TO_PREVIOUS_RESYNC()}
        busy={state === 'busy'}
        onCancel={() => setState('idle')}
        onConfirm={() => void run()}
      />
      <ConfirmDialog
        open={state === 'failed'}
        title={BACK_TO_RESYNC_FAILED_TITLE()}
        message={BACK_TO_RESYNC_FAILED()}
        onConfirm={() => setState('idle')}
      />
    </>
  );
}
