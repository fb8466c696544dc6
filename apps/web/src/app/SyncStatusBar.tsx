import {
  lastSyncAt as lastSyncText,
  NEVER_SYNCED,
  pendingChanges,
  SYNC_INDICATOR_FAILED,
  SYNC_INDICATOR_SENDING,
  SYNC_STATUS_LABEL,
  SYNC_STATUS_OFFLINE,
  SYNC_STATUS_ONLINE,
} from '@gestar/domain/messages/sync';
import { formatDateTime } from '@gestar/domain/rules/display';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import SyncIcon from '@mui/icons-material/Sync';
import { Box, Typography } from '@mui/material';
import { useOnline } from '../sync/connectivity.ts';
import { useLastSyncAt, usePendingChangesCount } from '../sync/hooks.ts';
import { useSyncState } from '../sync/sync-state.ts';

/**
 * The always-visible sync line under the header (spec §4 indicator): connection, changes
 * waiting to be sent, the last successful sync (DD/MM/YYYY HH:mm), and sending/failed while it applies. A vet in a
 * corral must know at a glance whether the day's work has reached the server.
 */
export function SyncStatusBar() {
  const online = useOnline();
  const engine = useSyncState();
  const pending = usePendingChangesCount();
  const persistedLast = useLastSyncAt();
  const last = engine.lastSyncAt ?? persistedLast ?? null;
  const sending = online && engine.indicator === 'sending';
  const failed = online && !sending && engine.indicator === 'failed';

  const icon = !online ? (
    <CloudOffIcon fontSize="inherit" />
  ) : sending ? (
    <SyncIcon fontSize="inherit" />
  ) : failed ? (
    <ErrorOutlineIcon fontSize="inherit" />
  ) : (
    <CloudDoneIcon fontSize="inherit" />
  );
  const parts = [
    online ? SYNC_STATUS_ONLINE() : SYNC_STATUS_OFFLINE(),
    sending ? SYNC_INDICATOR_SENDING() : failed ? SYNC_INDICATOR_FAILED() : null,
    pending === undefined ? null : pendingChanges(pending),
    last ? lastSyncText(formatDateTime(last)) : NEVER_SYNCED(),
  ].filter((part): part is string => part !== null);

  return (
    <Box
      role="status"
      aria-label={SYNC_STATUS_LABEL()}
      data-testid="sync-status"
      data-sync-line
      data-online={online}
      data-pending={pending ?? ''}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        px: { xs: 1.5, md: 3 },
        py: 0.5,
        bgcolor: !online ? 'grey.800' : failed ? 'error.dark' : pending ? 'warning.dark' : 'primary.dark',
        color: 'common.white',
        fontSize: 16,
        // Two caption lines kept on phones, where the line wraps once the last sync is read: growing then pushed
        // the whole page down after it was drawn (layout shift).
        minHeight: { xs: 42, sm: 0 },
      }}
    >
      {icon}
      <Typography variant="caption" component="span" sx={{ lineHeight: 1.4 }}>
        {parts.join(' · ')}
      </Typography>
    </Box>
  );
}
