import { CssBaseline, ThemeProvider } from '@mui/material';
import { RouterProvider } from 'react-router';
import { DuplicateTabBlocker } from '../features/system/DuplicateTabBlocker.tsx';
import { bootstrap } from './bootstrap.ts';
import { LocalDbProblemBanner } from './LocalDbProblemBanner.tsx';
import { router } from './router.tsx';
import { theme } from './theme.ts';

bootstrap();

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
      <DuplicateTabBlocker />
      <LocalDbProblemBanner />
    </ThemeProvider>
  );
}
