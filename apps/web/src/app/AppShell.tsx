import { APP_NAME, APP_VERSION_LABEL, MENU_OPEN } from '@gestar/domain/messages/navigation';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Box,
  Button,
  Container,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { Outlet, Link as RouterLink, useLocation } from 'react-router';
import { visibleMenuItems } from './menu.ts';

// Spec §9: drawer width 240 px.
const DRAWER_WIDTH = 240;

export function AppShell() {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const items = visibleMenuItems(location.pathname);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky" color="primary">
        <Toolbar>
          <Typography
            component={RouterLink}
            to="/"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, flexGrow: 1 }}
            aria-label={`${APP_NAME} – início`}
          >
            {APP_NAME}
            <Typography component="span" variant="caption" sx={{ ml: 1, opacity: 0.8 }}>
              {APP_VERSION_LABEL}
            </Typography>
          </Typography>
          {isMobile ? (
            <IconButton color="inherit" aria-label={MENU_OPEN} onClick={() => setDrawerOpen(true)}>
              <MenuIcon />
            </IconButton>
          ) : (
            <Box component="nav" sx={{ display: 'flex', gap: 1 }}>
              {items.map((item) => (
                <Button key={item.key} color="inherit" disabled>
                  {item.label}
                </Button>
              ))}
            </Box>
          )}
        </Toolbar>
      </AppBar>
      <Drawer anchor="right" open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <List sx={{ width: DRAWER_WIDTH }} component="nav">
          {items.map((item) => (
            <ListItemButton key={item.key} disabled>
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: 3 }}>
        <Outlet />
      </Container>
    </Box>
  );
}
