import { BUTTON_OK } from '@gestar/domain/messages/common';
import { APP_VERSION_LABEL, WHATS_NEW_ITEMS, WHATS_NEW_TITLE } from '@gestar/domain/messages/navigation';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { localVersionStore, shouldShowWhatsNew, type VersionStore } from './whats-new.ts';

export type WhatsNewDialogProps = { store?: VersionStore; version?: string };

/** Lists the news once after an update (spec §2), then remembers this version as seen. */
export function WhatsNewDialog({
  store = localVersionStore,
  version = APP_VERSION_LABEL(),
}: WhatsNewDialogProps) {
  const [open, setOpen] = useState(() => shouldShowWhatsNew(store.get(), version));
  useEffect(() => {
    // A first install is remembered at once, so the next update has something to compare with.
    if (store.get() === null) store.set(version);
  }, [store, version]);
  const close = () => {
    store.set(version);
    setOpen(false);
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="whats-new-title" maxWidth="sm" fullWidth>
      <DialogTitle id="whats-new-title">{WHATS_NEW_TITLE()}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" color="text.secondary">
          {version}
        </Typography>
        <List dense>
          {WHATS_NEW_ITEMS().map((item) => (
            <ListItem key={item} disableGutters>
              <ListItemText primary={`• ${item}`} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={close}>
          {BUTTON_OK()}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
