import type { Lote } from '@gestar/domain/entities/batch';
import {
  BATCH_ALREADY_RESERVED_TITLE,
  BATCH_RESERVED_BY_OTHER,
  BATCH_RESERVED_LABEL,
  RELEASE_RESERVATION_BUTTON,
  RESERVE_BUTTON,
} from '@gestar/domain/messages/batches';
import { CANNOT_PERFORM_ACTION, NO_INTERNET } from '@gestar/domain/messages/offline';
import { isReservedByAnother, releasePatch, reservePatch } from '@gestar/domain/rules/batch-progress';
import { Button } from '@mui/material';
import { useState } from 'react';
import { loteRepository } from '../../local-db/repositories.ts';
import { syncEngine } from '../../sync/app-sync.ts';
import { useOnline } from '../../sync/connectivity.ts';
import { NoticeDialog } from '../../ui/NoticeDialog.tsx';

type Notice = { title: string; message: string };

/**
 * Reservar / Liberar Reserva (spec §4): online only. A sync first brings the server's reservation, so two
 * devices cannot both take a batch they each saw free; the change is pushed at once.
 */
export function ReservationButtons({
  batch,
  userId,
  enabled,
  size = 'medium',
}: {
  batch: Pick<Lote, 'id' | 'reservedBy'>;
  userId: string;
  enabled: boolean;
  size?: 'small' | 'medium';
}) {
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const run = async (patchOf: (current: Lote) => Partial<Lote> | null) => {
    if (!online) {
      setNotice({ title: CANNOT_PERFORM_ACTION(), message: NO_INTERNET() });
      return;
    }
    setBusy(true);
    try {
      const before = await syncEngine.sync();
      if (before.status !== 'done') {
        setNotice({ title: CANNOT_PERFORM_ACTION(), message: NO_INTERNET() });
        return;
      }
      const current = await loteRepository.getById(batch.id);
      if (!current) return;
      if (isReservedByAnother(current, userId)) {
        setNotice({ title: BATCH_ALREADY_RESERVED_TITLE(), message: BATCH_RESERVED_BY_OTHER() });
        return;
      }
      const patch = patchOf(current);
      if (!patch) return;
      await loteRepository.update(batch.id, patch);
      await syncEngine.sync({ pull: false });
    } finally {
      setBusy(false);
    }
  };

  const byOther = isReservedByAnother(batch, userId);
  return (
    <>
      {byOther ? (
        <Button variant="outlined" size={size} disabled>
          {BATCH_RESERVED_LABEL()}
        </Button>
      ) : batch.reservedBy === userId ? (
        <Button
          variant="outlined"
          size={size}
          disabled={!enabled || busy}
          onClick={() => run((current) => releasePatch(current, userId))}
        >
          {RELEASE_RESERVATION_BUTTON()}
        </Button>
      ) : (
        <Button
          variant="outlined"
          size={size}
          disabled={!enabled || busy}
          onClick={() => run((current) => reservePatch(current, userId))}
        >
          {RESERVE_BUTTON()}
        </Button>
      )}
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
