import { PAGE_LOAD_FAILED, RELOAD_BUTTON } from '@gestar/domain/messages/navigation';
import { Alert, Box, Button } from '@mui/material';

/**
 * A screen's code could not be loaded (a lazy chunk missing offline, or replaced by a new deploy) or threw
 * while rendering: offer a reload instead of a blank page.
 */
export function RouteErrorPage() {
  return (
    <Box sx={{ maxWidth: 520, mx: 'auto', mt: 8, px: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {RELOAD_BUTTON()}
          </Button>
        }
      >
        {PAGE_LOAD_FAILED()}
      </Alert>
    </Box>
  );
}
