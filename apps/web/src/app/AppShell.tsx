import {
  APP_NAME,
  APP_VERSION_LABEL,
  homeLinkLabel,
  MENU_MAIN,
  MENU_OPEN,
  UPDATE_ALREADY_CURRENT,
  UPDATE_APPLYING,
  UPDATE_CHECK_FAILED,
  UPDATE_READY,
} from '@gestar/domain/messages/navigation';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Badge,
  Box,
  Button,
  Container,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Snackbar,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { Outlet, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { endOfflineSession, useSession } from '../auth-session/screen-session.ts';
import { ReconnectPrompt } from '../features/auth/ReconnectPrompt.tsx';
import { LanguageDialog } from '../features/language/LanguageDialog.tsx';
import { WhatsNewDialog } from '../features/system/WhatsNewDialog.tsx';
import { HelpButton } from '../features/training/HelpButton.tsx';
import { useOnline, useSyncView } from '../sync/connectivity.ts';
import { HeaderSummary } from '../ui/HeaderSummary.tsx';
import { LogoutDialog } from './LogoutDialog.tsx';
import { headerMenu, MENU_ROUTES, type MenuItem } from './menu.ts';
import { ReplacedValuesNotice } from './ReplacedValuesNotice.tsx';
import { SyncStatusBar } from './SyncStatusBar.tsx';
import { applyUpdate, useUpdateWaiting } from './service-worker.ts';

// Spec §9: drawer width 240 px.
const DRAWER_WIDTH = 240;

/** The authenticated layout (spec §2): logo to /, the header menu (a drawer on phones), the screen below. */
export function AppShell() {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [languageOpen, setLanguageOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const online = useOnline();
  const syncView = useSyncView();
  const updateWaiting = useUpdateWaiting();
  const user = session.status === 'ready' ? session.user : null;
  const items = headerMenu({ pathname: location.pathname, user, syncView, online });

  const choose = (item: MenuItem) => {
    setDrawerOpen(false);
    if (item.key === 'update') {
      void applyUpdate().then((outcome) =>
        setNotice(
          outcome === 'updating'
            ? UPDATE_APPLYING()
            : outcome === 'current'
              ? UPDATE_ALREADY_CURRENT()
              : UPDATE_CHECK_FAILED(),
        ),
      );
    } else if (item.key === 'logout') setLogoutOpen(true);
    else if (item.key === 'language') setLanguageOpen(true);
    else {
      const route = MENU_ROUTES[item.key];
      if (route) navigate(route);
    }
  };

  const label = (item: MenuItem) =>
    item.key === 'update' && updateWaiting ? (
      <Badge color="secondary" variant="dot" aria-label={UPDATE_READY()}>
        {item.label}
      </Badge>
    ) : (
      item.label
    );

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="primary" sx={{ displayPrint: 'none' }}>
        <Toolbar sx={{ gap: 1 }}>
          <Box
            component={RouterLink}
            to="/"
            aria-label={homeLinkLabel(APP_NAME(), APP_VERSION_LABEL())}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: 'inherit',
              textDecoration: 'none',
              mr: 'auto',
              // A gloved thumb's 48 px, as on the chute screens under it.
              minHeight: 48,
            }}
          >
            <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32, borderRadius: 1 }} />
            {/* 'Gestar v2.2.4' with its space in the text too: the link's name must contain it (WCAG 2.5.3). */}
            <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
              {APP_NAME()}
            </Typography>{' '}
            <Typography component="span" variant="caption" sx={{ opacity: 0.8 }}>
              {APP_VERSION_LABEL()}
            </Typography>
          </Box>
          {isPhone && <HelpButton />}
          {isPhone ? (
            <IconButton
              color="inherit"
              edge="end"
              aria-label={MENU_OPEN()}
              onClick={() => setDrawerOpen(true)}
              sx={{ width: 48, height: 48 }}
            >
              <Badge color="secondary" variant="dot" invisible={!updateWaiting}>
                <MenuIcon />
              </Badge>
            </IconButton>
          ) : (
            <Box
              component="nav"
              aria-label={MENU_MAIN()}
              sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}
            >
              {items.map((item) => (
                <Tooltip key={item.key} title={item.tooltip ?? ''} disableHoverListener={!item.tooltip}>
                  {/* A disabled button fires no events: the span lets its tooltip explain why. */}
                  <span>
                    <Button
                      color="inherit"
                      disabled={item.disabled}
                      onClick={() => choose(item)}
                      sx={{ '&.Mui-disabled': { color: 'rgba(255,255,255,0.5)' } }}
                    >
                      {label(item)}
                    </Button>
                  </span>
                </Tooltip>
              ))}
            </Box>
          )}
          {!isPhone && <HelpButton />}
        </Toolbar>
        <SyncStatusBar />
        <HeaderSummary />
        <ReplacedValuesNotice />
      </AppBar>
      <Drawer
        anchor="right"
        open={isPhone && drawerOpen}
        onClose={() => setDrawerOpen(false)}
        // The drawer's paper is a dialog: named like the menu it holds.
        slotProps={{ paper: { 'aria-label': MENU_MAIN() } }}
      >
        <List sx={{ width: DRAWER_WIDTH }} component="nav" aria-label={MENU_MAIN()}>
          {items.map((item) => (
            <ListItemButton key={item.key} disabled={item.disabled} onClick={() => choose(item)}>
              <ListItemText primary={label(item)} secondary={item.tooltip} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Container
        component="main"
        maxWidth="lg"
        sx={{ flexGrow: 1, pt: { xs: 2, md: 3 }, pb: 3, px: { xs: 1.5, md: 3 } }}
      >
        <Outlet />
      </Container>
      <Snackbar
        open={notice !== null}
        message={notice}
        autoHideDuration={6000}
        onClose={() => setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
      <WhatsNewDialog />
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
      <LanguageDialog open={languageOpen} onClose={() => setLanguageOpen(false)} userId={user?.id ?? null} />
      {session.status === 'ready' && session.offline && session.user && online && (
        <ReconnectPrompt
          user={session.user}
          onNeedsFullLogin={() => {
            void endOfflineSession().then(() => navigate('/login', { replace: true }));
          }}
        />
      )}
    </Box>
  );
}
