import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../auth-session/screen-session.ts';
import { FullPageProgress } from './FullPageProgress.tsx';

/** Spec §2: protected routes send a logged-out visitor to /login (and back here after the login). */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullPageProgress />;
  if (!session.user) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
}

/** Spec §2: /login redirects to / when someone is logged in. */
export function GuestOnly() {
  const session = useSession();
  if (session.status === 'loading') return <FullPageProgress />;
  if (session.user) return <Navigate to="/" replace />;
  return <Outlet />;
}
