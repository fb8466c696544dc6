import { can } from '@gestar/domain/permissions/can';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { useSession } from '../session/session-store.ts';

/** Spec §6: Cliente cannot use USUÁRIOS; typing the address leads home like any closed screen. */
function UsersGate() {
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  if (!user) return null;
  return can(user, 'users.menu') ? <Outlet /> : <Navigate to="/" replace />;
}

const formPage = async () => ({
  Component: (await import('../../features/users/UserFormPage.tsx')).UserFormPage,
});

// User administration (online-only; the server decides who sees whom).
export const userRoutes: RouteObject[] = [
  {
    element: <UsersGate />,
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
