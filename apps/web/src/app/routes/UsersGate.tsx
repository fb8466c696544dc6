import { can } from '@gestar/domain/permissions/can';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../auth-session/screen-session.ts';

/** Spec §6: Cliente cannot use USUÁRIOS; typing the address leads home like any closed screen. */
export function UsersGate() {
  const session = useSession();
  const user = session.status === 'ready' ? session.user : null;
  if (!user) return null;
  return can(user, 'users.menu') ? <Outlet /> : <Navigate to="/" replace />;
}
