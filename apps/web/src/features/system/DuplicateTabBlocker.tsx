import { DUPLICATE_TAB_MESSAGE, DUPLICATE_TAB_TITLE } from '@gestar/domain/messages/common';
import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { type TabOwnership, tabOwnership } from './tab-ownership.ts';

export function useTabOwnership(): TabOwnership {
  return useSyncExternalStore(tabOwnership.subscribe, tabOwnership.get, tabOwnership.get);
}

/** Spec §2/§8: with the app open in another tab, this one is blocked (two tabs would sync over each other). */
export function DuplicateTabBlocker() {
  const ownership = useTabOwnership();
  return (
    <Dialog
      open={ownership === 'duplicate'}
      aria-labelledby="duplicate-tab-title"
      disableEscapeKeyDown
      slotProps={{ backdrop: { sx: { backdropFilter: 'blur(3px)' } } }}
    >
      <DialogTitle id="duplicate-tab-title">{DUPLICATE_TAB_TITLE()}</DialogTitle>
      <DialogContent>
        <DialogContentText>{DUPLICATE_TAB_MESSAGE()}</DialogContentText>
      </DialogContent>
    </Dialog>
  );
}
