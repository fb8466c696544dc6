import { APP_NAME } from '@gestar/domain/messages/navigation';
import { AppBar, Box, Container, Toolbar, Typography } from '@mui/material';
import { Outlet, Link as RouterLink } from 'react-router';
import { MIN_TAP } from './theme.ts';

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
              {APP_NAME}
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
      </Container>
    </Box>
  );
}
