import { BUTTON_CANCEL, BUTTON_CONTINUE, WARNING_TITLE } from '@gestar/domain/messages/common';
import { NEW_FARM_BUTTON, START_BREEDING_SEASON, welcomeUser } from '@gestar/domain/messages/farms';
import {
  DISCARD_DONE,
  DOWNLOAD_DONE,
  DOWNLOAD_SELECTED,
  FORCE_FULL_SYNC,
  SYNC_OPTIONS,
} from '@gestar/domain/messages/labels/home';
import {
  ACTION_NOT_AVAILABLE_YET,
  DOWNLOAD_FARMS_DATA,
  FARM_DOWNLOAD_REQUIRED,
  FORCED_SYNC_HOURLY,
  forcedSyncWait,
  SYNC_BUTTON,
  SYNC_REMINDER,
} from '@gestar/domain/messages/sync';
import type { Actor } from '@gestar/domain/permissions/actor';
import { can } from '@gestar/domain/permissions/can';
import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import SyncIcon from '@mui/icons-material/Sync';
import { Alert, Button, ButtonGroup, CircularProgress, Menu, MenuItem, Snackbar } from '@mui/material';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type GestarDb, localDb } from '../../local-db/database.ts';
import { MAX_FARMS_PER_DOWNLOAD, type SyncEngine } from '../../sync/engine.ts';
import { useSyncState } from '../../sync/sync-state.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { NoticeDialog } from '../../ui/NoticeDialog.tsx';
import { AgendaPanel } from './agenda/AgendaPanel.tsx';
import { FarmFiltersBar } from './FarmFiltersBar.tsx';
import { FarmTable } from './FarmTable.tsx';
import { type FarmFilters, filterFarmRows, initialFilters } from './farm-filters.ts';
import type { FarmRow } from './farm-rows.ts';
import { forcedSyncMinutesLeft } from './forced-sync.ts';
import { RejectedRecordsAlert } from './RejectedRecordsAlert.tsx';
import { rejectedLines } from './rejected-records.ts';
import { SeasonNoticeDialog } from './SeasonNoticeDialog.tsx';
import { localSeasonNoticeStore, type SeasonNoticeStore, shouldShowSeasonNotice } from './season-notice.ts';
import { type Notice, OFFLINE_NOTICE, type SyncFeedback, syncFeedback } from './sync-outcome.ts';
import { needsSyncReminder } from './sync-reminder.ts';
import { useHomeData } from './use-home-data.ts';

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
  const syncView = useSyncState().view;
  const [chosenFilters, setFilters] = useState<FarmFilters | null>(null);
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<string[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [toast, setToast] = useState<{ message: string; warning: boolean } | null>(null);
  const [confirmForced, setConfirmForced] = useState(false);
  const [syncMenuOpen, setSyncMenuOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const [seenSeason, setSeenSeason] = useState(() => seasonNoticeStore.get(user.id));
  const syncMenuAnchor = useRef<HTMLDivElement>(null);
  const firstSyncStarted = useRef(false);

  // The current season is known once the lists are read; until the user picks one, it is the filter.
  const filters = chosenFilters ?? initialFilters(data.current?.id ?? null);
  const visible = useMemo(() => filterFarmRows(data.rows, filters), [data.rows, filters]);
  const busy = running || syncView === 1;

  const show = (feedback: SyncFeedback) => {
    if (feedback.kind === 'toast')
      setToast({ message: feedback.message, warning: feedback.warning === true });
    if (feedback.kind === 'dialog') setNotice(feedback.notice);
  };

  const whenOnline = (action: () => void) => {
    if (!isOnline()) setNotice(OFFLINE_NOTICE);
    else action();
  };

  const runExclusive = async (work: () => Promise<void>) => {
    setRunning(true);
    try {
      await work();
    } finally {
      setRunning(false);
    }
  };

  // A device that never synced (just logged in) pulls the lists and farms at once instead of showing an empty
  // table until the scheduler's first run 30 s later; quietly, like the scheduler.
  useEffect(() => {
    if (!data.loaded || data.lastSyncAt !== null || firstSyncStarted.current || !isOnline()) return;
    firstSyncStarted.current = true;
    setRunning(true);
    void engine.sync().finally(() => setRunning(false));
  }, [data.loaded, data.lastSyncAt, engine, isOnline]);

  const synchronize = () =>
    whenOnline(() => void runExclusive(async () => show(syncFeedback(await engine.sync()))));

  const askForcedSync = () => {
    setSyncMenuOpen(false);
    whenOnline(() => {
      const minutes = forcedSyncMinutesLeft(data.lastForcedSyncAt, Date.now());
      if (minutes > 0) setNotice({ title: ACTION_NOT_AVAILABLE_YET, message: forcedSyncWait(minutes) });
      else setConfirmForced(true);
    });
  };

  const forceSync = () => {
    setConfirmForced(false);
    void runExclusive(async () => show(syncFeedback(await engine.forceFullSync())));
  };

  const download = () =>
    whenOnline(() => {
      void runExclusive(async () => {
        setDownloading(new Set(selection.slice(0, MAX_FARMS_PER_DOWNLOAD)));
        try {
          const outcome = await engine.downloadFarms(selection);
          setSelected(outcome.remaining);
          if (outcome.message && outcome.result.status === 'done') {
            setNotice({ title: WARNING_TITLE, message: outcome.message });
          } else {
            show(syncFeedback(outcome.result, DOWNLOAD_DONE(outcome.downloaded.length)));
          }
        } finally {
          setDownloading(NO_IDS);
        }
      });
    });

  const toggle = (id: string) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );

  // Spec §2: a farm can be entered only after its data has been downloaded.
  const open = (row: FarmRow) => {
    if (row.download === 'downloaded') onOpenFarm(row.id);
    else setNotice({ title: WARNING_TITLE, message: FARM_DOWNLOAD_REQUIRED });
  };

  const changeFilters = (next: FarmFilters) => {
    setFilters(next);
    setPage(0);
  };

  const currentSeason = data.current;
  const showSeasonNotice =
    data.loaded &&
    shouldShowSeasonNotice({
      currentSeasonId: currentSeason?.id ?? null,
      seenSeasonId: seenSeason,
      canStartSeason: can(user, 'season.start'),
      farmSeasonIds: data.rows.map((row) => row.estacaoMontaId),
    });
  const acknowledgeSeason = () => {
    if (!currentSeason) return;
    seasonNoticeStore.set(user.id, currentSeason.id);
    setSeenSeason(currentSeason.id);
  };

  const remind = needsSyncReminder(data.lastSyncAt, Date.now(), can(user, 'syncReminder.show'));
  const noneDownloaded =
    data.loaded && data.rows.length > 0 && data.rows.every((row) => row.download !== 'downloaded');
  const selectable = new Set(
    data.rows.filter((row) => row.download === 'not-downloaded').map((row) => row.id),
  );
  const selection = selected.filter((id) => selectable.has(id));

  const actions = (
    <>
      <ButtonGroup variant="contained" ref={syncMenuAnchor} disabled={busy}>
        <Button
          onClick={synchronize}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <SyncIcon />}
        >
          {SYNC_BUTTON}
        </Button>
        <Button
          size="small"
          aria-label={SYNC_OPTIONS}
          aria-haspopup="menu"
          aria-expanded={syncMenuOpen}
          onClick={() => setSyncMenuOpen(true)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu anchorEl={syncMenuAnchor.current} open={syncMenuOpen} onClose={() => setSyncMenuOpen(false)}>
        <MenuItem onClick={askForcedSync}>{FORCE_FULL_SYNC}</MenuItem>
      </Menu>
      {backupButton}
      {exportButton}
      {onStartSeason && (
        <Button variant="outlined" disabled={!can(user, 'season.start')} onClick={onStartSeason}>
          {START_BREEDING_SEASON}
        </Button>
      )}
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        disabled={!can(user, 'farm.create')}
        onClick={onNewFarm}
      >
        {NEW_FARM_BUTTON}
      </Button>
    </>
  );

  return (
    <>
      <BreadcrumbBar title={welcomeUser(user.nomeCompleto)} actions={actions} />
      {remind && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {SYNC_REMINDER}
        </Alert>
      )}
      {noneDownloaded && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {DOWNLOAD_FARMS_DATA}
        </Alert>
      )}
      <RejectedRecordsAlert
        lines={rejectedLines(data.rejected)}
        db={db}
        disabled={busy}
        onDiscarded={(plan) => {
          setToast({ message: DISCARD_DONE, warning: false });
          // A record the server has comes back with the next pull: at once when online.
          if ((plan.onServer || plan.reset.length > 0) && isOnline())
            void runExclusive(async () => {
              await engine.sync();
            });
        }}
      />
      {!noneDownloaded && <AgendaPanel />}
      <FarmFiltersBar filters={filters} seasons={data.seasons} onChange={changeFilters}>
        <Button
          variant="contained"
          color="secondary"
          startIcon={<CloudDownloadIcon />}
          disabled={selection.length === 0 || busy}
          onClick={download}
        >
          {DOWNLOAD_SELECTED(selection.length)}
        </Button>
      </FarmFiltersBar>
      <FarmTable
        rows={visible}
        selected={new Set(selection)}
        onToggle={toggle}
        onOpen={open}
        page={page}
        onPageChange={setPage}
      />
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
      <ConfirmDialog
        open={confirmForced}
        title={WARNING_TITLE}
        message={FORCED_SYNC_HOURLY}
        confirmLabel={BUTTON_CONTINUE}
        cancelLabel={BUTTON_CANCEL}
        onConfirm={forceSync}
        onCancel={() => setConfirmForced(false)}
      />
      <SeasonNoticeDialog
        open={showSeasonNotice}
        season={currentSeason?.valor ?? ''}
        onAcknowledge={acknowledgeSeason}
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
