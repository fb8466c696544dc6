import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../auth-session/screen-session.ts';
// Composed here, not in features/home: home shows the BACKUP and Exportação buttons of two other features.
import { BackupButton } from '../../features/backup/BackupButton.tsx';
import { ExportMenu } from '../../features/exports/ExportMenu.tsx';
import { installE2eHook } from '../../features/home/e2e-hook.ts';
import { HomeScreen } from '../../features/home/HomeScreen.tsx';
import { syncEngine } from '../../sync/app-sync.ts';

installE2eHook();

/** The home route (spec §2): the welcome banner with the user's full name, the farms, sync and backup. */
export function HomePage() {
  const session = useSession();
  const navigate = useNavigate();
  // /export lands here with the menu to open (app/ExportRoute.tsx).
  const openExport = (useLocation().state as { openExport?: boolean } | null)?.openExport === true;
  const user = session.status === 'ready' ? session.user : null;
  // The route guard only renders home with a user; nothing to show while the session changes hands.
  if (!user) return null;
  return (
    <HomeScreen
      key={user.id}
      user={user}
      engine={syncEngine}
      backupButton={<BackupButton />}
      exportButton={
        <ExportMenu scope="Usuario" id={null} name={user.nomeCompleto} openAtStart={openExport} />
      }
      onOpenFarm={(farmId) => navigate(`/farms/${farmId}`)}
      onNewFarm={() => navigate('/farms/create')}
      onStartSeason={() => navigate('/farms/estacaodemonta')}
    />
  );
}
