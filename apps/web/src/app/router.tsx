import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullPageProgress } from './FullPageProgress.tsx';
import { GuestOnly, RequireSession } from './guards.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { adminRoutes } from './routes/admin.tsx';
import { bullRoutes } from './routes/bulls.tsx';
import { helpRoutes } from './routes/help.tsx';
import { importRoutes } from './routes/imports.tsx';
import { managementRoutes } from './routes/management.tsx';
import { protocolRoutes } from './routes/protocols.tsx';
import { registrationRoutes } from './routes/registrations.tsx';
import { reportRoutes } from './routes/reports.tsx';
import { underConstructionRoutes } from './routes/under-construction.tsx';
import { userRoutes } from './routes/users.tsx';

// Every screen is a lazy chunk: only the shell, the guards and the session store load before /login.
// Routes of screens not built yet open 'Tela em construção' (routes/under-construction.tsx); unknown paths go home.

// The terms dialog is fetched only when a login needs it.
const TermsDialog = lazy(async () => ({
  default: (await import('../features/terms/TermsDialog.tsx')).TermsDialog,
}));

const loginRoute = async () => {
  const { LoginPage } = await import('../features/auth/LoginPage.tsx');
  return { Component: () => <LoginPage TermsDialog={TermsDialog} /> };
};

const oidcReturnRoute = async () => {
  const { OidcReturnPage } = await import('../features/auth/OidcReturnPage.tsx');
  return { Component: () => <OidcReturnPage TermsDialog={TermsDialog} /> };
};

const termsRoute = (tipo: 'C' | 'P' | 'U') => async () => {
  const { TermsPage } = await import('../features/terms/TermsPage.tsx');
  return { Component: () => <TermsPage tipo={tipo} /> };
};

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    // Shown while the first page's lazy route loads (React Router warns on every full load without one).
    HydrateFallback: FullPageProgress,
    children: [
      {
        element: <RequireSession />,
        children: [
          {
            path: '/',
            lazy: async () => ({ Component: (await import('./AppShell.tsx')).AppShell }),
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./routes/HomeRoute.tsx')).HomePage }),
              },
              ...registrationRoutes,
              ...protocolRoutes,
              ...userRoutes,
              ...bullRoutes,
              ...managementRoutes,
              ...helpRoutes,
              ...reportRoutes,
              ...importRoutes,
              ...adminRoutes,
              ...underConstructionRoutes,
            ],
          },
        ],
      },
      {
        element: <PublicLayout bare />,
        children: [
          {
            element: <GuestOnly />,
            children: [
              { path: '/login', lazy: loginRoute },
              // The old login screen's address (spec §2) opens the same login.
              { path: '/loginAntigo', lazy: loginRoute },
            ],
          },
          // Not behind GuestOnly: the session it opens must not send it away before its last dialog.
          { path: '/login/oidc', lazy: oidcReturnRoute },
          {
            path: '/forgot-password',
            lazy: async () => ({
              Component: (await import('../features/auth/ForgotPasswordPage.tsx')).ForgotPasswordPage,
            }),
          },
          {
            path: '/confirmar-email',
            lazy: async () => ({
              Component: (await import('../features/auth/ConfirmEmailPage.tsx')).ConfirmEmailPage,
            }),
          },
          {
            path: '/reset-password',
            lazy: async () => ({
              Component: (await import('../features/auth/ResetPasswordPage.tsx')).ResetPasswordPage,
            }),
          },
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          { path: '/cookies', lazy: termsRoute('C') },
          { path: '/userslicense', lazy: termsRoute('U') },
          { path: '/privacy', lazy: termsRoute('P') },
          {
            path: '/export',
            lazy: async () => ({ Component: (await import('./ExportRoute.tsx')).ExportRoute }),
          },
          {
            path: '/backup-and-exit',
            lazy: async () => ({ Component: (await import('./BackupAndExitRoute.tsx')).BackupAndExitRoute }),
          },
          {
            path: '/hard-refresh',
            lazy: async () => ({
              Component: (await import('../features/system/HardRefreshPage.tsx')).HardRefreshPage,
            }),
          },
        ],
      },
      // Unknown paths go home (spec §2); home itself sends a logged-out visitor to /login.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
