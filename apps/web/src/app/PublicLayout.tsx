import { LANGUAGE_CHOOSER_LABEL, languageName } from '@gestar/domain/messages/language';
import { APP_NAME } from '@gestar/domain/messages/navigation';
import LanguageIcon from '@mui/icons-material/Language';
import { AppBar, Box, Button, Container, Toolbar, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Outlet, Link as RouterLink } from 'react-router';
import { useLocale } from '../auth-session/locale.ts';
import { MIN_TAP } from './theme.ts';

// Opened by few, and only once: not part of the login screen's first download.
const LanguageDialog = lazy(() =>
  import('../features/language/LanguageDialog.tsx').then((module) => ({ default: module.LanguageDialog })),
);

/** Before signing in, the language is this device's: the login screen is read in it too. */
function LanguageButton() {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        onClick={() => setOpen(true)}
        startIcon={<LanguageIcon />}
        aria-label={`${LANGUAGE_CHOOSER_LABEL()}: ${languageName(locale)}`}
        sx={{ minHeight: MIN_TAP, alignSelf: 'center' }}
      >
        {languageName(locale)}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <LanguageDialog open onClose={() => setOpen(false)} userId={null} />
        </Suspense>
      )}
    </>
  );
}

/** Screens reachable without a session (spec §2 public routes). `bare` leaves the header to the screen. */
export function PublicLayout({ bare = false }: { bare?: boolean }) {
  return (
    <Box
      sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
    >
      {!bare && (
        <AppBar position="static" color="primary" elevation={0}>
          <Toolbar variant="dense">
            <Typography
              component={RouterLink}
              to="/"
              variant="h6"
              // A finger's target (44 px) in the dense bar, where the text alone is 32 px tall.
              sx={{
                color: 'inherit',
                textDecoration: 'none',
                fontWeight: 700,
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: MIN_TAP,
                minWidth: MIN_TAP,
              }}
            >
              {APP_NAME()}
            </Typography>
          </Toolbar>
        </AppBar>
      )}
      <Container
        component="main"
        maxWidth="md"
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: bare ? 'center' : 'flex-start',
          py: { xs: 3, md: 6 },
        }}
      >
        <Outlet />
        <LanguageButton />
      </Container>
    </Box>
  );
}
