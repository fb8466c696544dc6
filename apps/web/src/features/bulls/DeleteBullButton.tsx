import { BULL_HAS_IATFS } from '@gestar/domain/messages/bulls';
import { ATTENTION_TITLE, BUTTON_CANCEL, BUTTON_DELETE } from '@gestar/domain/messages/common';
import { confirmDeleteBull } from '@gestar/domain/messages/labels/bulls';
import { canDeleteBull } from '@gestar/domain/rules/forms/bull-form';
import { Button } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { countBullIatfs, deleteBull } from './bull-writes.ts';

type Props = { bull: { id: string; nome: string }; disabled: boolean; onDeleted: () => void };

/** Deletar: refused with 'Não é possível excluir este touro' while IATFs use the bull, else confirmed. */
export function DeleteBullButton({ bull, disabled, onDeleted }: Props) {
  const [step, setStep] = useState<'idle' | 'blocked' | 'confirm' | 'busy'>('idle');
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        disabled={disabled}
        onClick={async () => setStep(canDeleteBull(await countBullIatfs(bull.id)) ? 'confirm' : 'blocked')}
      >
        {BUTTON_DELETE()}
      </Button>
      <ConfirmDialog
        open={step === 'blocked'}
        title={ATTENTION_TITLE()}
        message={BULL_HAS_IATFS()}
        onConfirm={() => setStep('idle')}
      />
      <ConfirmDialog
        open={step === 'confirm' || step === 'busy'}
        title={BUTTON_DELETE()}
        message={confirmDeleteBull(bull.nome)}
        cancelLabel={BUTTON_CANCEL()}
        confirmLabel={BUTTON_DELETE()}
        busy={step === 'busy'}
        onCancel={() => setStep('idle')}
        onConfirm={async () => {
          setStep('busy');
          await deleteBull(bull.id);
          setStep('idle');
          onDeleted();
        }}
      />
    </>
  );
}
