import { LOADING } from '@gestar/domain/messages/navigation';
import { Box, CircularProgress, Typography } from '@mui/material';

export function FullPageProgress() {
  return (
    <Box
      role="progressbar"
      aria-label={LOADING()}
      sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}
    >
      <CircularProgress size={28} />
      <Typography color="text.secondary">{LOADING()}</Typography>
    </Box>
  );
}
