import type { RouteObject } from 'react-router';

const formPage = async () => ({
  Component: (await import('../../features/users/UserFormPage.tsx')).UserFormPage,
});

// User administration (online-only; the server decides who sees whom).
export const userRoutes: RouteObject[] = [
  {
    // Lazy like every screen: the permission rules (and zod) stay out of the bundle loaded before /login.
    lazy: async () => ({ Component: (await import('./UsersGate.tsx')).UsersGate }),
    children: [
      {
        path: 'users',
        lazy: async () => ({
          Component: (await import('../../features/users/UsersListPage.tsx')).UsersListPage,
        }),
      },
      { path: 'users/create', lazy: formPage },
      { path: 'users/:id', lazy: formPage },
    ],
  },
];
