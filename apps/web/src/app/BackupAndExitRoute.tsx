import { useSession } from '../auth-session/screen-session.ts';
import { logoutAfterPush } from '../auth-session/sign-out.ts';
import { BackupAndExitPage } from '../features/system/BackupAndExitPage.tsx';
import { FullPageProgress } from './FullPageProgress.tsx';

/** /backup-and-exit wired to the session: push what is pending, then log out. */
export function BackupAndExitRoute() {
  const session = useSession();
  if (session.status === 'loading') return <FullPageProgress />;
  return <BackupAndExitPage hasSession={session.user !== null} run={logoutAfterPush} />;
}
