import { BUTTON_CANCEL, BUTTON_CONTINUE, WARNING_TITLE } from '@gestar/domain/messages/common';
import { FORCE_FULL_SYNC, SYNC_OPTIONS } from '@gestar/domain/messages/labels/home';
import {
  ACTION_NOT_AVAILABLE_YET,
  FORCED_SYNC_HOURLY,
  forcedSyncWait,
  SYNC_BUTTON,
} from '@gestar/domain/messages/sync';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import SyncIcon from '@mui/icons-material/Sync';
import { Button, ButtonGroup, CircularProgress, Menu, MenuItem } from '@mui/material';
import { useRef, useState } from 'react';
import type { SyncEngine } from '../../sync/engine.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { forcedSyncMinutesLeft } from './forced-sync.ts';
import { syncFeedback } from './sync-outcome.ts';
import type { HomeActivity } from './use-home-activity.ts';

type SyncButtonsProps = {
  engine: Pick<SyncEngine, 'sync' | 'forceFullSync'>;
  activity: HomeActivity;
  busy: boolean;
  /** When the last forced sync ran (one per hour). */
  lastForcedSyncAt: string | null;
};

/** SINCRONIZAR and its menu (the forced full sync, once an hour, after a warning). */
export function SyncButtons({ engine, activity, busy, lastForcedSyncAt }: SyncButtonsProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmForced, setConfirmForced] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const { show, whenOnline, runExclusive, setNotice } = activity;

  const synchronize = () =>
    whenOnline(() => void runExclusive(async () => show(syncFeedback(await engine.sync()))));

  const askForcedSync = () => {
    setMenuOpen(false);
    whenOnline(() => {
      const minutes = forcedSyncMinutesLeft(lastForcedSyncAt, Date.now());
      if (minutes > 0) setNotice({ title: ACTION_NOT_AVAILABLE_YET(), message: forcedSyncWait(minutes) });
      else setConfirmForced(true);
    });
  };

  const forceSync = () => {
    setConfirmForced(false);
    void runExclusive(async () => show(syncFeedback(await engine.forceFullSync())));
  };

  return (
    <>
      <ButtonGroup variant="contained" ref={anchor} disabled={busy}>
        <Button
          onClick={synchronize}
          // Turning only (see FarmTable's download chip): a sync's pages are stored on the main thread.
          startIcon={busy ? <CircularProgress size={16} color="inherit" disableShrink /> : <SyncIcon />}
        >
          {SYNC_BUTTON()}
        </Button>
        <Button
          size="small"
          aria-label={SYNC_OPTIONS()}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu anchorEl={anchor.current} open={menuOpen} onClose={() => setMenuOpen(false)}>
        <MenuItem onClick={askForcedSync}>{FORCE_FULL_SYNC()}</MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirmForced}
        title={WARNING_TITLE()}
        message={FORCED_SYNC_HOURLY()}
        confirmLabel={BUTTON_CONTINUE()}
        cancelLabel={BUTTON_CANCEL()}
        onConfirm={forceSync}
        onCancel={() => setConfirmForced(false)}
      />
    </>
  );
}
