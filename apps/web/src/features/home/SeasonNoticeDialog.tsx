import { breedingSeasonBegan, breedingSeasonNotice } from '@gestar/domain/messages/farms';
import { SEASON_NOTICE_OK, SEASON_NOTICE_TITLE } from '@gestar/domain/messages/labels/home';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { SEASON_NOTICE_COUNTDOWN_S } from './season-notice.ts';

export type SeasonNoticeDialogProps = {
  open: boolean;
  season: string;
  /** Only a user who may start a season is told to move farms into it. */
  canStartSeason: boolean;
  onAcknowledge: () => void;
  countdownSeconds?: number;
};

/** The breeding-season notice (spec §2): OK unlocks after a 5 s countdown, so it is actually read. */
export function SeasonNoticeDialog({
  open,
  season,
  canStartSeason,
  onAcknowledge,
  countdownSeconds = SEASON_NOTICE_COUNTDOWN_S,
}: SeasonNoticeDialogProps) {
  const titleId = useId();
  const [left, setLeft] = useState(countdownSeconds);

  useEffect(() => {
    if (!open) return;
    setLeft(countdownSeconds);
    const timer = setInterval(() => {
      setLeft((value) => {
        if (value <= 1) clearInterval(timer);
        return Math.max(0, value - 1);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [open, countdownSeconds]);

  return (
    // Closing by Escape or the backdrop is ignored: the countdown is the point of this dialog.
    <Dialog open={open} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{SEASON_NOTICE_TITLE()}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {canStartSeason ? breedingSeasonNotice(season) : breedingSeasonBegan(season)}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" disabled={left > 0} onClick={onAcknowledge}>
          {SEASON_NOTICE_OK(left)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
