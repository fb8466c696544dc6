import { Box, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { createObservableValue } from '../local-db/observable-value.ts';

/** The one line a screen shows in the sticky header once its own header has scrolled away; null: none. */
const summary = createObservableValue<string | null>(null);

export const setHeaderSummary = summary.set;

/**
 * Under the sync line, inside the sticky header: what a long screen's header said (the step and its counters),
 * in one line, while the person works down the list. Hidden from screen readers: the page still holds the full
 * header, and reading it twice would only repeat it.
 */
export function HeaderSummary() {
  const text = useSyncExternalStore(summary.subscribe, summary.get);
  if (text === null) return null;
  return (
    <Box
      aria-hidden
      data-header-summary
      sx={{
        // Laid over the page under the header, not in its flow: growing the sticky header would push the list
        // down under the thumb as it scrolls. Taps pass through it to the row beneath.
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        pointerEvents: 'none',
        px: { xs: 1.5, md: 3 },
        py: 0.5,
        bgcolor: 'primary.dark',
        color: 'common.white',
        boxShadow: 2,
      }}
    >
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {text}
      </Typography>
    </Box>
  );
}
