import { BUTTON_CANCEL, BUTTON_CONTINUE, WARNING_TITLE } from '@gestar/domain/messages/common';
import { REGISTER_SEMEN_BUTTON, SAVE_BEFORE_CONTINUING } from '@gestar/domain/messages/management';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { CHUTE_BUTTON_HEIGHT } from './chute-theme.tsx';

/**
 * 'Cadastrar Sêmen' of the screens that inseminate (IATF, D0/IATF; spec §2): an 'Aviso' first, since what is
 * typed and not saved stays behind, then the semen registration, which comes back to this screen.
 */
export function RegisterSemenButton({
  batchIds,
  management,
  disabled,
}: {
  batchIds: readonly string[];
  management: 'IATF' | 'D0IATF';
  disabled: boolean;
}) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        disabled={disabled}
        onClick={() => setAsking(true)}
        sx={{ minHeight: CHUTE_BUTTON_HEIGHT }}
      >
        {REGISTER_SEMEN_BUTTON()}
      </Button>
      <ConfirmDialog
        open={asking}
        title={WARNING_TITLE()}
        message={SAVE_BEFORE_CONTINUING()}
        cancelLabel={BUTTON_CANCEL()}
        confirmLabel={BUTTON_CONTINUE()}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          navigate(`/bulls/create-for-all/batch/${batchIds.join(';')}/management/${management}`)
        }
      />
    </>
  );
}
