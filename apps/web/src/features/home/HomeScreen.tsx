import { WARNING_TITLE } from '@gestar/domain/messages/common';
import { NEW_FARM_BUTTON, START_BREEDING_SEASON, welcomeUser } from '@gestar/domain/messages/farms';
import { DISCARD_DONE, DOWNLOAD_SELECTED } from '@gestar/domain/messages/labels/home';
import { DOWNLOAD_FARMS_DATA, FARM_DOWNLOAD_REQUIRED, SYNC_REMINDER } from '@gestar/domain/messages/sync';
import type { Actor } from '@gestar/domain/permissions/actor';
import { can } from '@gestar/domain/permissions/can';
import { calendarDayOf } from '@gestar/domain/rules/display';
import AddIcon from '@mui/icons-material/Add';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import { Alert, Button, Snackbar } from '@mui/material';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useEveryLocale } from '../../auth-session/locale.ts';
import { type GestarDb, localDb } from '../../local-db/database.ts';
import type { SyncEngine } from '../../sync/engine.ts';
import { useSyncState } from '../../sync/sync-state.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { NoticeDialog } from '../../ui/NoticeDialog.tsx';
import { AgendaPanel } from './agenda/AgendaPanel.tsx';
import { useAgenda } from './agenda/use-agenda.ts';
import { FarmFiltersBar } from './FarmFiltersBar.tsx';
import { FarmTable } from './FarmTable.tsx';
import { type FarmFilters, filterFarmRows, initialFilters } from './farm-filters.ts';
import type { FarmRow } from './farm-rows.ts';
import { RejectedRecordsAlert } from './RejectedRecordsAlert.tsx';
import { rejectedLines } from './rejected-records.ts';
import { SeasonNoticeDialog } from './SeasonNoticeDialog.tsx';
import { SyncButtons } from './SyncButtons.tsx';
import { localSeasonNoticeStore, type SeasonNoticeStore } from './season-notice.ts';
import { needsSyncReminder } from './sync-reminder.ts';
import { useFarmDownload } from './use-farm-download.ts';
import { useHomeActivity } from './use-home-activity.ts';
import { useHomeData } from './use-home-data.ts';
import { useSeasonNotice } from './use-season-notice.ts';

/** The signed-in user as home needs it (the session's user fits). */
export type HomeUser = Actor & { nomeCompleto: string };

export type HomeScreenProps = {
  user: HomeUser;
  engine: Pick<SyncEngine, 'sync' | 'forceFullSync' | 'downloadFarms'>;
  /** The BACKUP button (features/backup), composed in by the route. */
  backupButton?: ReactNode;
  /** The 'Exportação' dropdown (features/exports), composed in by the route. */
  exportButton?: ReactNode;
  seasonNoticeStore?: SeasonNoticeStore;
  isOnline?: () => boolean;
  /** The device database (tests pass their own). */
  db?: GestarDb;
  /** Opens a downloaded farm (/farms/{id}). */
  onOpenFarm: (farmId: string) => void;
  /** The 'Fazenda' button: the new-farm form (/farms/create). */
  onNewFarm: () => void;
  /** 'Iniciar estação de monta' (/farms/estacaodemonta); hidden when absent. */
  onStartSeason?: () => void;
};

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const NO_IDS: ReadonlySet<string> = new Set();

/** Home (spec §2): the farms on this device, their download, SINCRONIZAR, BACKUP and the notices. */
export function HomeScreen({
  user,
  engine,
  backupButton,
  exportButton,
  seasonNoticeStore = localSeasonNoticeStore,
  isOnline = browserOnline,
  db = localDb,
  onOpenFarm,
  onNewFarm,
  onStartSeason,
}: HomeScreenProps) {
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(NO_IDS);
  const data = useHomeData(downloading, db, can(user, 'farm.readDeleted'));
  // A refused record's reason may have been kept in another language than the one read now: the other
  // languages' texts are fetched only when there is one to read.
  useEveryLocale(data.rejected.length > 0);
  const syncView = useSyncState().view;
  const activity = useHomeActivity(isOnline);
  const { notice, setNotice, toast, setToast } = activity;
  const farmDownload = useFarmDownload(data.rows, engine, activity, setDownloading);
  const seasonNotice = useSeasonNotice(user, data, seasonNoticeStore);
  const today = calendarDayOf(new Date());
  const agenda = useAgenda(today);
  const [chosenFilters, setFilters] = useState<FarmFilters | null>(null);
  const [page, setPage] = useState(0);
  const firstSyncStarted = useRef(false);

  // The current season is known once the lists are read; until the user picks one, it is the filter.
  const filters = chosenFilters ?? initialFilters(data.current?.id ?? null);
  const visible = useMemo(() => filterFarmRows(data.rows, filters), [data.rows, filters]);
  const busy = activity.running || syncView === 1;

  // A device that never synced (just logged in) pulls the lists and farms at once instead of showing an empty
  // table until the scheduler's first run 30 s later; quietly, like the scheduler.
  const { setRunning } = activity;
  useEffect(() => {
    if (!data.loaded || data.lastSyncAt !== null || firstSyncStarted.current || !isOnline()) return;
    firstSyncStarted.current = true;
    setRunning(true);
    void engine.sync().finally(() => setRunning(false));
  }, [data.loaded, data.lastSyncAt, engine, isOnline, setRunning]);

  // Spec §2: a farm can be entered only after its data has been downloaded.
  const open = (row: FarmRow) => {
    if (row.download === 'downloaded') onOpenFarm(row.id);
    else setNotice({ title: WARNING_TITLE(), message: FARM_DOWNLOAD_REQUIRED() });
  };

  const changeFilters = (next: FarmFilters) => {
    setFilters(next);
    setPage(0);
  };

  const remind = needsSyncReminder(data.lastSyncAt, Date.now(), can(user, 'syncReminder.show'));
  const noneDownloaded =
    data.loaded && data.rows.length > 0 && data.rows.every((row) => row.download !== 'downloaded');
  const { selection } = farmDownload;
  // What lies under the title is drawn at once, when the device's farms and agenda are read: drawn one by one,
  // the agenda arrived last and pushed the farm list down under the user's thumb (layout shift 0.13 on phones).
  const ready = data.loaded && agenda !== undefined;

  const actions = (
    <>
      <SyncButtons engine={engine} activity={activity} busy={busy} lastForcedSyncAt={data.lastForcedSyncAt} />
      {backupButton}
      {exportButton}
      {onStartSeason && (
        <Button variant="outlined" disabled={!can(user, 'season.start')} onClick={onStartSeason}>
          {START_BREEDING_SEASON()}
        </Button>
      )}
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        disabled={!can(user, 'farm.create')}
        onClick={onNewFarm}
      >
        {NEW_FARM_BUTTON()}
      </Button>
    </>
  );

  return (
    <>
      <BreadcrumbBar title={welcomeUser(user.nomeCompleto)} actions={actions} />
      {ready && (
        <>
          {remind && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {SYNC_REMINDER()}
            </Alert>
          )}
          {noneDownloaded && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {DOWNLOAD_FARMS_DATA()}
            </Alert>
          )}
          <RejectedRecordsAlert
            lines={rejectedLines(data.rejected)}
            db={db}
            disabled={busy}
            onDiscarded={(plan) => {
              setToast({ message: DISCARD_DONE(), warning: false });
              // A record the server has comes back with the next pull: at once when online.
              if ((plan.onServer || plan.reset.length > 0) && isOnline())
                void activity.runExclusive(async () => {
                  await engine.sync();
                });
            }}
          />
          {!noneDownloaded && <AgendaPanel rows={agenda} today={today} />}
          <FarmFiltersBar filters={filters} seasons={data.seasons} onChange={changeFilters}>
            <Button
              variant="contained"
              color="secondary"
              startIcon={<CloudDownloadIcon />}
              disabled={selection.length === 0 || busy}
              onClick={farmDownload.download}
            >
              {DOWNLOAD_SELECTED(selection.length)}
            </Button>
          </FarmFiltersBar>
          <FarmTable
            rows={visible}
            selected={new Set(selection)}
            onToggle={farmDownload.toggle}
            onOpen={open}
            page={page}
            onPageChange={setPage}
          />
        </>
      )}
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
      <SeasonNoticeDialog
        open={seasonNotice.open}
        season={seasonNotice.season}
        canStartSeason={seasonNotice.canStartSeason}
        onAcknowledge={seasonNotice.acknowledge}
      />
      <Snackbar
        open={toast !== null}
        message={toast?.warning ? undefined : toast?.message}
        autoHideDuration={toast?.warning ? 10_000 : 4000}
        onClose={() => setToast(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {toast?.warning ? (
          <Alert severity="warning" variant="filled" onClose={() => setToast(null)} sx={{ width: '100%' }}>
            {toast.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}
