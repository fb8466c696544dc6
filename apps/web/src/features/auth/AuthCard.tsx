import { APP_NAME } from '@gestar/domain/messages/navigation';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The card every public account screen sits in (login, forgot and reset password). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 420, mx: 'auto' }} elevation={3}>
      <Stack spacing={2.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }}>
          <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {APP_NAME()}
          </Typography>
        </Stack>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, textAlign: 'center' }}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
