import { BUTTON_CANCEL } from '@gestar/domain/messages/common';
import * as T from '@gestar/domain/messages/protocols';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { deleteProtocol, ProtocolInUseError } from './protocol-writes.ts';

/**
 * Delete with the spec's question ('Deseja realmente excluir este protocolo?'); a batch that started using the
 * protocol meanwhile turns it into 'Exclusão de Protocolo Não Permitida'.
 */
export function useDeleteProtocol(onDeleted?: () => void): {
  ask: (id: string) => void;
  dialogs: ReactNode;
} {
  const [pending, setPending] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      await deleteProtocol(pending);
      onDeleted?.();
    } catch (error) {
      if (!(error instanceof ProtocolInUseError)) throw error;
      setRefused(true);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return {
    ask: setPending,
    dialogs: (
      <>
        <ConfirmDialog
          open={pending !== null}
          title={T.DELETE_PROTOCOL_TITLE()}
          message={T.CONFIRM_DELETE_PROTOCOL()}
          cancelLabel={BUTTON_CANCEL()}
          confirmLabel={T.DELETE_PROTOCOL()}
          busy={busy}
          onCancel={() => setPending(null)}
          onConfirm={confirm}
        />
        <ConfirmDialog
          open={refused}
          title={T.PROTOCOL_DELETE_NOT_ALLOWED()}
          onConfirm={() => setRefused(false)}
        />
      </>
    ),
  };
}
