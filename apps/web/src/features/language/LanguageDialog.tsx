import { LOCALES, type Locale } from '@gestar/domain/i18n/locales';
import { BUTTON_CANCEL } from '@gestar/domain/messages/common';
import { LANGUAGE_HINT, LANGUAGE_TITLE, languageName } from '@gestar/domain/messages/language';
import CheckIcon from '@mui/icons-material/Check';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import { chooseDeviceLocale, chooseUserLocale, useLocale } from '../../auth-session/locale.ts';
import { updateStoredUser } from '../../auth-session/session-store.ts';
import { localDb } from '../../local-db/database.ts';
import { sendPendingLanguage } from './pending-language.ts';

type LanguageDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The signed-in person, whose account keeps the choice; null on the login screen (this device only). */
  userId: string | null;
};

/** The languages Gestar reads in, each named in its own words; choosing one redraws every screen in it. */
export function LanguageDialog({ open, onClose, userId }: LanguageDialogProps) {
  const current = useLocale();
  const choose = (locale: Locale) => {
    onClose();
    if (locale === current) return;
    if (userId === null) chooseDeviceLocale(locale);
    else {
      chooseUserLocale(userId, locale);
      // The stored session remembers it too: a reload before the server hears it must not bring the old one back.
      void updateStoredUser(localDb, { idioma: locale }).then(sendPendingLanguage);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="language-title" fullWidth maxWidth="xs">
      <DialogTitle id="language-title">{LANGUAGE_TITLE()}</DialogTitle>
      <DialogContent>
        {userId !== null && <DialogContentText>{LANGUAGE_HINT()}</DialogContentText>}
        <List>
          {LOCALES.map((locale) => (
            <ListItemButton
              key={locale}
              lang={locale}
              selected={locale === current}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => choose(locale)}
            >
              <ListItemIcon>{locale === current ? <CheckIcon /> : null}</ListItemIcon>
              <ListItemText primary={languageName(locale)} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{BUTTON_CANCEL()}</Button>
      </DialogActions>
    </Dialog>
  );
}
