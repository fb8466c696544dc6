import { Box } from '@mui/material';
import type { ReactNode } from 'react';

// Off screen but in the accessibility tree (the usual clip pattern; MUI keeps its `visuallyHidden` in
// @mui/utils, which the app does not depend on).
const HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** Text for screen readers only: the header of a column of icon buttons, say. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={HIDDEN}>
      {children}
    </Box>
  );
}
