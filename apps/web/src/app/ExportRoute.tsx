import { Navigate } from 'react-router';
import { useSession } from '../auth-session/screen-session.ts';
import { FullPageProgress } from './FullPageProgress.tsx';

/** Home reads this to open its 'Exportação' menu on arrival. */
export type ExportArrival = { openExport: true };

/**
 * /export (spec §2 public routes; decided in DECISIONS.md): a link to the export. Signed in, it lands on
 * home with the 'Exportação' menu open; otherwise on the login, which comes back here afterwards.
 */
export function ExportRoute() {
  const session = useSession();
  if (session.status === 'loading') return <FullPageProgress />;
  if (!session.user) return <Navigate to="/login" replace state={{ from: '/export' }} />;
  const arrival: ExportArrival = { openExport: true };
  return <Navigate to="/" replace state={arrival} />;
}
