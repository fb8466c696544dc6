import {
  IMPORT_TOUR_FINISH,
  IMPORT_TOUR_NEXT,
  IMPORT_TOUR_SKIP,
  IMPORT_TOUR_STEPS,
  IMPORT_TOUR_TITLE,
  importTourStep,
} from '@gestar/domain/messages/exports';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';

/**
 * The import's tour guide (spec §2 'Import'): the steps one at a time, Próximo then Concluir, or Pular. Both
 * end it; the screen stores it as done (spec §9: once per device) and its help button opens it again.
 */
export function ImportTour({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [step, setStep] = useState(0);
  const last = step === IMPORT_TOUR_STEPS().length - 1;
  const close = () => {
    onClose();
    setStep(0);
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{IMPORT_TOUR_TITLE()}</DialogTitle>
      <DialogContent>
        <Typography variant="overline" color="text.secondary" component="p">
          {importTourStep(step + 1, IMPORT_TOUR_STEPS().length)}
        </Typography>
        <DialogContentText>{IMPORT_TOUR_STEPS()[step]}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {!last && (
          <Button onClick={close} sx={{ minHeight: 44 }}>
            {IMPORT_TOUR_SKIP()}
          </Button>
        )}
        <Button
          variant="contained"
          onClick={() => (last ? close() : setStep(step + 1))}
          sx={{ minHeight: 44 }}
          autoFocus
        >
          {last ? IMPORT_TOUR_FINISH() : IMPORT_TOUR_NEXT()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
