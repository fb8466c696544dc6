import { createBrowserRouter, Navigate } from 'react-router';
import { AppShell } from './AppShell.tsx';

export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppShell />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/home/HomePage.tsx')).HomePage }),
      },
    ],
  },
  // Unknown paths go home (spec §2).
  { path: '*', element: <Navigate to="/" replace /> },
]);
