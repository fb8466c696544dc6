import { STEP_ACTIONS_LABEL } from '@gestar/domain/messages/management';
import { Box, Paper, useMediaQuery, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { CHUTE_TAP } from './chute-theme.tsx';

/** The bar's buttons and the padding around them, above the phone's own bottom inset (home indicator). */
const BAR_HEIGHT = `calc(${CHUTE_TAP + 16}px + env(safe-area-inset-bottom, 0px))`;

/** Phones (the cards of DataTable): the step's main actions move into the bottom bar. */
export function usePhoneLayout(): boolean {
  const theme = useTheme();
  // Read on the first render (the app renders in the browser only): the actions do not jump after the first paint.
  return useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
}

/**
 * The step's main actions (FINALIZAR, 'Salvar todas', D0's 'Salvar Matriz') fixed at the bottom of a phone, where
 * the thumb of the hand holding it reaches; at the top of the screen they were out of reach. Phones only: desktops
 * keep the actions in the header and the bulk bar. The page must end with a StepActionBarSpace.
 */
export function StepActionBar({ children }: { children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label={STEP_ACTIONS_LABEL()}
      data-bottom-bar
      square
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        display: 'flex',
        gap: 1,
        px: 1.5,
        pt: 1,
        pb: 'calc(8px + env(safe-area-inset-bottom, 0px))',
        '& > *': { flex: '1 1 auto' },
      }}
    >
      {children}
    </Paper>
  );
}

/** The end of a page with a StepActionBar: as tall as the bar, so the last row can be scrolled clear of it. */
export function StepActionBarSpace() {
  return <Box aria-hidden sx={{ height: BAR_HEIGHT }} />;
}
