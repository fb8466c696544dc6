import {
  REPLACED_ACKNOWLEDGE,
  REPLACED_ACKNOWLEDGE_ALL,
  REPLACED_CLOSE,
  REPLACED_KEPT_VALUE,
  REPLACED_VALUES_EXPLAINED,
  REPLACED_VALUES_SHOW,
  REPLACED_VALUES_TITLE,
  REPLACED_YOUR_VALUE,
  replacedValueOne,
  replacedValuesMany,
} from '@gestar/domain/messages/replaced-values';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { type GestarDb, localDb } from '../local-db/database.ts';
import { acknowledgeReplaced, openReplaced } from '../sync/replaced-values.ts';
import { describeReplaced, type ReplacedView } from './replaced-values-view.ts';

const TITLE_ID = 'replaced-values-title';

function ReplacedCard({ view, onAcknowledge }: { view: ReplacedView; onAcknowledge: () => void }) {
  const name = `${view.subject} · ${view.step}`;
  return (
    <Box
      component="section"
      aria-label={name}
      data-testid="replaced-value"
      sx={{ border: 1, borderColor: 'warning.main', borderRadius: 1, p: 1.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {view.subject}
        </Typography>
        <Chip label={view.step} size="small" color="warning" />
      </Stack>
      <Table size="small" sx={{ my: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ pl: 0 }} />
            <TableCell>{REPLACED_YOUR_VALUE()}</TableCell>
            <TableCell>{REPLACED_KEPT_VALUE()}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {view.lines.map((line) => (
            <TableRow key={line.field}>
              <TableCell component="th" scope="row" sx={{ pl: 0, fontWeight: 600 }}>
                {line.label}
              </TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>{line.mine}</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>{line.kept}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="body2" color="text.secondary">
          {view.byLine}
        </Typography>
        <Button
          variant="contained"
          color="warning"
          aria-label={`${REPLACED_ACKNOWLEDGE()}: ${name}`}
          onClick={onAcknowledge}
          sx={{ minHeight: 44 }}
        >
          {REPLACED_ACKNOWLEDGE()}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * Under the sync line on every screen, while a value of this device replaced by another
 * user's is not acknowledged — which record and step; 'Ver' lists each with its value, the value kept and who
 * wrote it, and 'Ciente' puts it away (kept on the device, acknowledged).
 */
export function ReplacedValuesNotice({ db = localDb }: { db?: GestarDb }) {
  const views = useLiveQuery(async () => describeReplaced(db, await openReplaced(db)), [db]);
  const [open, setOpen] = useState(false);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const count = views?.length ?? 0;
  // The panel closes with its last notice, and does not open by itself with the next one.
  useEffect(() => {
    if (count === 0) setOpen(false);
  }, [count]);
  if (!views || views.length === 0) return null;

  const first = views[0];
  const summary =
    views.length === 1 && first
      ? replacedValueOne(first.subject, first.step)
      : replacedValuesMany(views.length);
  const acknowledge = (ids: string[]) => {
    void acknowledgeReplaced(db, ids);
  };

  return (
    <>
      <Box
        role="alert"
        data-testid="replaced-values"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1.5, md: 3 },
          py: 0.25,
          bgcolor: 'warning.light',
          color: 'common.black',
          displayPrint: 'none',
        }}
      >
        <WarningAmberIcon fontSize="small" />
        <Typography variant="body2" sx={{ flexGrow: 1, lineHeight: 1.3 }}>
          {summary}
        </Typography>
        <Button
          size="small"
          color="inherit"
          variant="outlined"
          onClick={() => setOpen(true)}
          sx={{ minHeight: 44, flexShrink: 0 }}
        >
          {REPLACED_VALUES_SHOW()}
        </Button>
      </Box>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="sm"
        aria-labelledby={TITLE_ID}
      >
        <DialogTitle id={TITLE_ID}>{REPLACED_VALUES_TITLE()}</DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>{REPLACED_VALUES_EXPLAINED()}</DialogContentText>
          <Stack spacing={2}>
            {views.map((view) => (
              <ReplacedCard key={view.id} view={view} onAcknowledge={() => acknowledge([view.id])} />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          {views.length > 1 && (
            <Button onClick={() => acknowledge(views.map((view) => view.id))} sx={{ minHeight: 44 }}>
              {REPLACED_ACKNOWLEDGE_ALL()}
            </Button>
          )}
          <Button onClick={() => setOpen(false)} sx={{ minHeight: 44 }}>
            {REPLACED_CLOSE()}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
