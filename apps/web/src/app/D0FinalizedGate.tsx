import { DEFAULT_RETIRO_NAME } from '@gestar/domain/entities/corral';
import { D0_ALREADY_FINALIZED, D0_ALREADY_FINALIZED_DETAIL } from '@gestar/domain/messages/batches';
import { BUTTON_CANCEL, BUTTON_CONTINUE } from '@gestar/domain/messages/common';
import { isD0Finalized } from '@gestar/domain/rules/batch-progress';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { LocalEntity } from '../local-db/local-record.ts';
import { loteRepository, retiroRepository } from '../local-db/repositories.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

/** Opened: the screen shows; asked: the question, and where Cancelar leads (where the batch is listed). */
type Answer = { kind: 'open' } | { kind: 'ask'; back: string };

async function answerFor(batches: readonly LocalEntity<'lotes'>[]): Promise<Answer> {
  const [first] = batches;
  if (!first || !isD0Finalized(batches)) return { kind: 'open' };
  const corral = await retiroRepository.getById(first.retiroId);
  if (!corral) return { kind: 'ask', back: '/' };
  const farmPage = `/farms/${corral.fazendaId}`;
  return {
    kind: 'ask',
    back: corral.nome === DEFAULT_RETIRO_NAME ? farmPage : `${farmPage}/corrals/${corral.id}`,
  };
}

/**
 * Spec §8 'D0 já finalizado.' (Cancelar/Continuar), met when the D0 screen is opened again on a batch whose D0
 * is done (Back after finalizing, a bookmark, another phone finalized it). Asked once, on arrival: the screen's
 * own finalize sets the day while it is open and must not bring the question up.
 */
export function D0FinalizedGate({ children }: { children: ReactNode }) {
  const { ids = '', redirected } = useParams();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<{ ids: string; answer: Answer } | null>(null);

  useEffect(() => {
    let current = true;
    // Back from the semen page is the same visit going on: asked already, if at all.
    if (redirected === 'true') setAnswer({ ids, answer: { kind: 'open' } });
    else
      void Promise.all(ids.split(';').map((id) => loteRepository.getById(id)))
        .then((batches) => answerFor(batches.filter((batch) => batch !== undefined)))
        .then((found) => {
          if (current) setAnswer({ ids, answer: found });
        });
    return () => {
      current = false;
    };
  }, [ids, redirected]);

  if (answer?.ids !== ids) return null;
  const asked = answer.answer;
  if (asked.kind === 'open') return children;
  return (
    <ConfirmDialog
      open
      title={D0_ALREADY_FINALIZED()}
      message={D0_ALREADY_FINALIZED_DETAIL()}
      cancelLabel={BUTTON_CANCEL()}
      confirmLabel={BUTTON_CONTINUE()}
      onCancel={() => navigate(asked.back, { replace: true })}
      onConfirm={() => setAnswer({ ids, answer: { kind: 'open' } })}
    />
  );
}
