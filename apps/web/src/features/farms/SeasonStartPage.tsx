import { BUTTON_CLEAR_FILTERS, SEARCH_LABEL, selectItemLabel } from '@gestar/domain/messages/common';
import {
  DUPLICATE_FARMS_FOR_SEASON_TITLE,
  SEASON_COLUMN_CORRAL,
  SEASON_COLUMN_COWS,
  SEASON_COLUMN_FARM,
  SEASON_COLUMN_PERIOD,
  SEASON_COLUMN_PLACE,
  SEASON_COLUMN_SEASON,
  SEASON_FARM_NOT_DOWNLOADED,
  START_BREEDING_SEASON,
  seasonPeriod,
  seasonSelectionCount,
} from '@gestar/domain/messages/farms';
import * as T from '@gestar/domain/messages/labels/farms';
import { ALL as ALL_SEASONS } from '@gestar/domain/messages/labels/home';
import { HOME_TITLE, LOADING_LABEL } from '@gestar/domain/messages/navigation';
import { can } from '@gestar/domain/permissions/can';
import { type ReplicateFormValues, validateReplicateForm } from '@gestar/domain/rules/forms/replicate';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  CircularProgress,
  MenuItem,
  Paper,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSessionUser } from '../../auth-session/screen-session.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { domainResolver } from '../../ui/domain-resolver.ts';
import { DateField } from '../../ui/forms/DateField.tsx';
import { guardEnterSubmit } from '../../ui/forms/enter-submit.ts';
import { EMPTY_CHOICE_SHOWN } from '../../ui/forms/select-display.tsx';
import { pageWindow } from '../../ui/paging.ts';
import { useSingleFlight } from '../../ui/use-single-flight.ts';
import { filterSeasonRows, type SeasonFarmRow } from './season-rows.ts';
import { startSeason } from './start-season.ts';
import { useFarmCowCounts, useSeasonStartData } from './use-season-start-rows.ts';

type Dates = Omit<ReplicateFormValues, 'fazendaIds'>;

/**
 * /farms/estacaodemonta (spec §2 'Replicate farms'): the user ticks 1 to 10 farms and gives the new season's
 * dates; each farm is copied into the current season on this device (offline too) and synced later.
 */
export function SeasonStartPage() {
  const navigate = useNavigate();
  const user = useSessionUser();
  const data = useSeasonStartData();
  const [search, setSearch] = useState('');
  const [seasonId, setSeasonId] = useState('');
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<string[]>([]);
  const [selectionError, setSelectionError] = useState<string | null>(null);
  const [duplicates, setDuplicates] = useState<string[] | null>(null);
  // One save at a time: a double click or Enter does not save twice.
  const flight = useSingleFlight();
  const saving = flight.busy;
  const mayStart = can(user, 'season.start');
  const { control, handleSubmit } = useForm<Dates>({
    defaultValues: { inicioEstacaoMonta: '', fimEstacaoMonta: '' },
    resolver: domainResolver((dates: Dates) => {
      const { fazendaIds: _farms, ...errors } = validateReplicateForm({ ...dates, fazendaIds: chosen });
      return errors;
    }),
  });
  const visible = useMemo(
    () => filterSeasonRows(data?.rows ?? [], search, seasonId),
    [data, search, seasonId],
  );
  const shown = pageWindow(visible.length, page);
  const countedIds = useMemo(
    () =>
      visible
        .slice(shown.start, shown.end)
        .filter((row) => row.downloaded)
        .map((row) => row.id),
    [visible, shown.start, shown.end],
  );
  const counts = useFarmCowCounts(countedIds);
  const cowsOf = (row: SeasonFarmRow) => (row.downloaded ? String(counts?.get(row.id) ?? '') : '-');

  if (!data) return <CircularProgress aria-label={LOADING_LABEL()} />;

  const toggle = (id: string) => {
    setSelectionError(null);
    setChosen((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  };
  const submit = handleSubmit(async (dates) => {
    if (!mayStart) return;
    const farmsError = validateReplicateForm({ ...dates, fazendaIds: chosen }).fazendaIds;
    if (farmsError) {
      setSelectionError(farmsError);
      return;
    }
    const plan = await startSeason({
      chosenIds: chosen,
      currentSeasonId: data.currentSeasonId,
      inicioEstacaoMonta: dates.inicioEstacaoMonta ?? '',
      fimEstacaoMonta: dates.fimEstacaoMonta ?? '',
    });
    if (plan.kind === 'duplicates') setDuplicates(plan.names);
    else navigate('/');
  });

  const selectBox = (row: SeasonFarmRow) =>
    row.downloaded ? (
      <Checkbox
        size="small"
        checked={chosen.includes(row.id)}
        disabled={!mayStart}
        onChange={() => toggle(row.id)}
        slotProps={{ input: { 'aria-label': selectItemLabel(row.nome) } }}
      />
    ) : (
      <Tooltip title={SEASON_FARM_NOT_DOWNLOADED()}>
        <span>
          <Checkbox
            size="small"
            disabled
            slotProps={{ input: { 'aria-label': selectItemLabel(row.nome) } }}
          />
        </span>
      </Tooltip>
    );
  const period = (row: SeasonFarmRow) =>
    row.inicio && row.fim ? seasonPeriod(row.inicio, row.fim) : row.inicio || row.fim;
  const card = (row: SeasonFarmRow) => (
    <Card variant="outlined" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 1 }}>
      {selectBox(row)}
      <div>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          {row.nome}
        </Typography>
        {[
          [SEASON_COLUMN_PLACE(), row.municipioUf],
          [SEASON_COLUMN_SEASON(), row.estacaoMonta],
          [SEASON_COLUMN_PERIOD(), period(row)],
          [SEASON_COLUMN_CORRAL(), row.retiro ? T.YES() : T.NO()],
          [SEASON_COLUMN_COWS(), cowsOf(row)],
        ].map(([label, value]) => (
          <Typography key={label} variant="body2">
            <Typography component="span" variant="body2" color="text.secondary">
              {label}:
            </Typography>{' '}
            {value || '-'}
          </Typography>
        ))}
      </div>
    </Card>
  );
  const columns: DataColumn<SeasonFarmRow>[] = [
    { key: 'select', header: '', width: 48, render: selectBox },
    { key: 'nome', header: SEASON_COLUMN_FARM(), render: (row) => row.nome },
    { key: 'place', header: SEASON_COLUMN_PLACE(), render: (row) => row.municipioUf },
    { key: 'season', header: SEASON_COLUMN_SEASON(), render: (row) => row.estacaoMonta },
    {
      key: 'period',
      header: SEASON_COLUMN_PERIOD(),
      render: period,
    },
    { key: 'retiro', header: SEASON_COLUMN_CORRAL(), render: (row) => (row.retiro ? T.YES() : T.NO()) },
    {
      key: 'cows',
      header: SEASON_COLUMN_COWS(),
      align: 'right',
      render: cowsOf,
    },
  ];

  return (
    <>
      <BreadcrumbBar
        title={START_BREEDING_SEASON()}
        crumbs={[{ label: HOME_TITLE(), to: '/' }, { label: START_BREEDING_SEASON() }]}
        actions={
          <Button
            variant="contained"
            type="submit"
            form="season-start-form"
            startIcon={<PlayArrowIcon />}
            disabled={!mayStart || saving}
          >
            {START_BREEDING_SEASON()}
          </Button>
        }
      />
      <Paper
        component="form"
        id="season-start-form"
        noValidate
        onSubmit={flight.onSubmit(submit)}
        onKeyDown={guardEnterSubmit(can(user, 'form.enterSubmit'))}
        sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        {/* At least 240 px each (a whole row on phones), so 'Início da Estação de Monta *' is never cut. */}
        <DateField
          control={control}
          name="inicioEstacaoMonta"
          label={T.LABEL_SEASON_START()}
          required
          sx={{ flex: '1 1 240px' }}
        />
        <DateField
          control={control}
          name="fimEstacaoMonta"
          label={T.LABEL_SEASON_END()}
          required
          sx={{ flex: '1 1 240px' }}
        />
      </Paper>
      {/* The filters stay outside the form: Enter in 'Buscar' must not start a season. */}
      <Paper sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          label={SEARCH_LABEL()}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(0);
          }}
        />
        <TextField
          select
          size="small"
          label={T.LABEL_BREEDING_SEASON()}
          value={seasonId}
          onChange={(event) => {
            setSeasonId(event.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 170 }}
          {...EMPTY_CHOICE_SHOWN}
        >
          <MenuItem value="">{ALL_SEASONS()}</MenuItem>
          {data.seasons.map((season) => (
            <MenuItem key={season.id} value={season.id}>
              {season.valor}
            </MenuItem>
          ))}
        </TextField>
        <Button
          onClick={() => {
            setSearch('');
            setSeasonId('');
            setPage(0);
          }}
        >
          {BUTTON_CLEAR_FILTERS()}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {seasonSelectionCount(chosen.length)}
        </Typography>
      </Paper>
      {selectionError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {selectionError}
        </Alert>
      )}
      <DataTable
        rows={visible}
        columns={columns}
        getRowKey={(row) => row.id}
        label={START_BREEDING_SEASON()}
        renderCard={card}
        page={page}
        onPageChange={setPage}
      />
      <ConfirmDialog
        open={duplicates !== null}
        title={DUPLICATE_FARMS_FOR_SEASON_TITLE()}
        message={duplicates?.join(', ')}
        onConfirm={() => setDuplicates(null)}
      />
    </>
  );
}
