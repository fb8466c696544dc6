import { CssBaseline, ThemeProvider } from '@mui/material';
import { RouterProvider } from 'react-router';
import { useLocale } from '../auth-session/locale.ts';
import { DuplicateTabBlocker } from '../features/system/DuplicateTabBlocker.tsx';
import { bootstrap } from './bootstrap.ts';
import { LocalDbProblemBanner } from './LocalDbProblemBanner.tsx';
import { router } from './router.tsx';
import { themeFor } from './theme.ts';

bootstrap();

export function App() {
  const locale = useLocale();
  // A new language draws every screen again from its catalogue (keyed: nothing keeps an old text).
  return (
    <ThemeProvider theme={themeFor(locale)} key={locale}>
      <CssBaseline />
      <RouterProvider router={router} />
      <DuplicateTabBlocker />
      <LocalDbProblemBanner />
    </ThemeProvider>
  );
}
