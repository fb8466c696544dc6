import { BUTTON_CANCEL } from '@gestar/domain/messages/common';
import {
  countOf,
  DISCARD_LOCAL_COPY,
  DISCARD_LOCAL_COPY_TITLE,
  discardLocalCopyMessage,
  REJECTED_PANEL_HINT,
  REJECTED_TITLE,
  REJECTED_WHAT_TO_DO,
} from '@gestar/domain/messages/labels/home';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { Alert, AlertTitle, Box, Button, List, ListItem, Typography } from '@mui/material';
import { useState } from 'react';
import type { GestarDb } from '../../local-db/database.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { countsByEntity, type DiscardPlan, discardLocalCopy, planDiscard } from './discard-local-copy.ts';
import type { RejectedLine } from './rejected-records.ts';

type Asking = { line: RejectedLine; message: string };

/**
 * Records the server refused, with its motivo (ARCHITECTURE.md §5: kept on the device and shown), what to do
 * about each, and the way out: 'Descartar cópia local' keeps the server's version.
 */
export function RejectedRecordsAlert({
  lines,
  db,
  disabled = false,
  onDiscarded,
}: {
  lines: readonly RejectedLine[];
  db: GestarDb;
  /** While a sync runs the device's copy is being read for the push: discarding waits. */
  disabled?: boolean;
  onDiscarded?: (plan: DiscardPlan) => void;
}) {
  const [asking, setAsking] = useState<Asking | null>(null);
  if (lines.length === 0 && asking === null) return null;

  const ask = async (line: RejectedLine) => {
    const plan = await planDiscard(db, { entity: line.entity, id: line.id });
    const message = discardLocalCopyMessage({
      what: line.what,
      onServer: plan.onServer,
      removed: countsByEntity(plan.removed).map(([entity, count]) => countOf(entity, count)),
      undone: plan.reset.length,
    });
    setAsking({ line, message });
  };

  const discard = async () => {
    if (!asking) return;
    const { line } = asking;
    const plan = await discardLocalCopy(db, { entity: line.entity, id: line.id });
    setAsking(null);
    onDiscarded?.(plan);
  };

  return (
    <>
      {lines.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }} role="region" aria-label={REJECTED_TITLE()}>
          <AlertTitle>{REJECTED_TITLE()}</AlertTitle>
          {REJECTED_PANEL_HINT()}
          <List disablePadding>
            {lines.map((line) => (
              <ListItem
                key={line.key}
                disableGutters
                aria-label={line.what}
                sx={{ display: 'block', py: 1.5, borderTop: 1, borderColor: 'divider' }}
              >
                <Typography sx={{ fontWeight: 600 }}>{line.what}</Typography>
                <Typography variant="body2">{line.motivo}</Typography>
                {line.alsoRefused && <Typography variant="body2">{line.alsoRefused}</Typography>}
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  <strong>{REJECTED_WHAT_TO_DO()}:</strong> {line.advice}
                </Typography>
                <Box sx={{ mt: 1 }}>
                  <Button
                    variant="outlined"
                    color="error"
                    startIcon={<DeleteSweepIcon />}
                    disabled={disabled}
                    onClick={() => void ask(line)}
                    aria-label={`${DISCARD_LOCAL_COPY()}: ${line.what}`}
                    sx={{ minHeight: 44 }}
                  >
                    {DISCARD_LOCAL_COPY()}
                  </Button>
                </Box>
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={DISCARD_LOCAL_COPY_TITLE()}
        message={asking?.message ?? ''}
        cancelLabel={BUTTON_CANCEL()}
        confirmLabel={DISCARD_LOCAL_COPY()}
        onCancel={() => setAsking(null)}
        onConfirm={discard}
      />
    </>
  );
}
