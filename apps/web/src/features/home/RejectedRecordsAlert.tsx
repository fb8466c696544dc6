import { REJECTED_HINT, REJECTED_TITLE } from '@gestar/domain/messages/labels/home';
import { Alert, AlertTitle, List, ListItem, ListItemText } from '@mui/material';
import type { RejectedLine } from './rejected-records.ts';

/** Records the server refused, with its motivo (ARCHITECTURE.md §5: kept on the device and shown). */
export function RejectedRecordsAlert({ lines }: { lines: readonly RejectedLine[] }) {
  if (lines.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} role="region" aria-label={REJECTED_TITLE}>
      <AlertTitle>{REJECTED_TITLE}</AlertTitle>
      {REJECTED_HINT}
      <List dense disablePadding>
        {lines.map((line) => (
          <ListItem key={line.key} disableGutters>
            <ListItemText primary={line.what} secondary={line.motivo} />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
