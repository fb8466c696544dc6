import type { DomainTypeKey } from '@gestar/domain/lists/domain-ids';
import { cowLookupOutcome, movableMatch, typedCowCode } from '@gestar/domain/management/cow-lookup';
import {
  cowFormFromRecord,
  type D0FormValues,
  d0SavePlan,
  newCowDefaults,
} from '@gestar/domain/management/d0-step';
import { type CowMovePlan, cowMovePlan } from '@gestar/domain/management/move-cow';
import { protocolHeader } from '@gestar/domain/management/protocol-header';
import { NO_COWS_IN_BATCH_YET } from '@gestar/domain/messages/common';
import * as T from '@gestar/domain/messages/labels/management';
import { COW_MOVED, FINALIZE_BUTTON } from '@gestar/domain/messages/management';
import { can } from '@gestar/domain/permissions/can';
import { listValueLabel } from '@gestar/domain/rules/display';
import { matchesCowSearch } from '@gestar/domain/rules/forms/cow-form';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  MenuItem,
  Paper,
  Snackbar,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useSessionUser } from '../../../auth-session/screen-session.ts';
import { optionsOf, useDomainLookup, useDomainValues } from '../../../local-db/use-domain-options.ts';
import { BreadcrumbBar } from '../../../ui/BreadcrumbBar.tsx';
import { type DataColumn, DataTable } from '../../../ui/DataTable.tsx';
import { EMPTY_CHOICE_SHOWN } from '../../../ui/forms/select-display.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { BlockedBatchGate } from '../engine/BlockedBatchGate.tsx';
import { DeleteCowDialog } from '../engine/DeleteCowDialog.tsx';
import { farmCowsOutside } from '../engine/farm-cows.ts';
import { StepHeader } from '../engine/StepHeader.tsx';
import { stepCrumbs } from '../engine/step-crumbs.ts';
import { useFinalize } from '../engine/use-finalize.tsx';
import { type StepData, useStepData } from '../engine/use-step-data.ts';
import { cowFormOptions, domainOptions } from '../listing/cow-form-options.ts';
import { deleteCow, moveCowIntoBatch, saveD0Cow } from '../writes/cow-writes.ts';
import { CowForm, type CowFormOptions, type RepeatedCow } from './CowForm.tsx';

type Cow = StepData['cows'][number];

// ID1 takes the reader value when typed alone, so ID2 is shown only when it says something more.
const cowIds = (cow: Cow) =>
  cow.codLeitorBastao && cow.codLeitorBastao !== cow.codVaca
    ? `${cow.codVaca ?? ''} / ${cow.codLeitorBastao}`
    : (cow.codVaca ?? '');
type Filters = { racaMatriz: string; ordemMatriz: string; numero_Uso_Disp: string };
const NO_FILTERS: Filters = { racaMatriz: '', ordemMatriz: '', numero_Uso_Disp: '' };

/** /D0/:ids and /D0IATF/:ids (spec §2 D0 and D0/IATF screens). */
export function D0Page({ management }: { management: 'D0' | 'D0IATF' }) {
  const { ids } = useParams();
  const data = useStepData(ids);
  const values = useDomainValues();
  const user = useSessionUser();
  if (data === undefined || values === undefined || !user)
    return <CircularProgress aria-label="Carregando" />;
  if (!data) return <BreadcrumbBar title={T.BATCHES_NOT_FOUND} />;
  return (
    <D0Screen
      key={data.batchIds.join(';')}
      management={management}
      data={data}
      domainValues={values}
      userId={user.id}
    />
  );
}

function D0Screen({
  management,
  data,
  domainValues,
  userId,
}: {
  management: 'D0' | 'D0IATF';
  data: StepData;
  domainValues: NonNullable<ReturnType<typeof useDomainValues>>;
  userId: string;
}) {
  const user = useSessionUser();
  const lookup = useDomainLookup(domainValues);
  const [batch] = data.batches;
  const protocol = batch ? data.protocolOf(batch) : undefined;
  const stepLabel = management === 'D0' ? 'D0' : 'D0/IATF';
  const canWrite = can(user, 'cow.write', data.context);
  const canDelete = can(user, 'cow.delete', data.context);
  const canFinalize = can(user, 'management.finalize', data.context);

  const list = (type: DomainTypeKey) => domainOptions(domainValues, type);
  const { people, partidas } = data;
  const options: CowFormOptions = useMemo(
    () => cowFormOptions({ people, partidas }, domainValues),
    [people, partidas, domainValues],
  );

  const defaults = () =>
    batch ? newCowDefaults(batch, userId) : newCowDefaults({ id: '', dias: null }, userId);
  const [form, setForm] = useState<D0FormValues>(defaults);
  const [editing, setEditing] = useState<Cow | null>(null);
  const [warnRepeated, setWarnRepeated] = useState(true);
  const [moved, setMoved] = useState(false);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [toDelete, setToDelete] = useState<Cow | null>(null);
  const id1Ref = useRef<HTMLInputElement | null>(null);
  const id2Ref = useRef<HTMLInputElement | null>(null);
  const lastIdField = useRef<'id1' | 'id2'>('id1');

  const liveCows = data.cows.filter((cow) => !cow.isDeleted);
  const iatfByCow = new Map(data.iatfs.filter((r) => !r.isDeleted).map((r) => [r.vacaId, r]));
  const shown = useMemo(
    () =>
      liveCows.filter(
        (cow) =>
          matchesCowSearch(cow, search) &&
          (filters.racaMatriz === '' || cow.racaMatriz === filters.racaMatriz) &&
          (filters.ordemMatriz === '' || cow.ordemMatriz === filters.ordemMatriz) &&
          (filters.numero_Uso_Disp === '' || cow.numero_Uso_Disp === filters.numero_Uso_Disp),
      ),
    [liveCows, search, filters],
  );
  const otherCowCodes = liveCows.filter((cow) => cow.id !== editing?.id).map((cow) => cow.codVaca ?? '');
  // A typed ID not yet saved is a cow not saved (spec §8 'Existem matrizes que não foram salvas.'); on
  // D0/IATF a cow without her IATF entry is one too.
  const draftPending = Boolean(form.codVaca?.trim() || form.codLeitorBastao?.trim()) || editing !== null;
  const unsavedCount =
    (draftPending ? 1 : 0) +
    (management === 'D0IATF' ? liveCows.filter((cow) => !iatfByCow.has(cow.id)).length : 0);

  const finalize = useFinalize({
    kind: management,
    data,
    lookup,
    userId,
    records: management === 'D0IATF' ? { iatfs: true } : {},
  });

  const restart = (previous: D0FormValues) => {
    // The next cow keeps the last one's breed, order, device… (a corral's cows are alike): only IDs,
    // weight, calving date and observations start empty.
    setForm({
      ...previous,
      codVaca: null,
      codLeitorBastao: null,
      peso_EM: null,
      dataPartoIndividual: null,
      observacaoD0: null,
      observacaoIatf: null,
    });
    setEditing(null);
    const target = lastIdField.current === 'id2' ? id2Ref : id1Ref;
    requestAnimationFrame(() => target.current?.focus());
  };

  const onSave = async (values: D0FormValues) => {
    if (!batch) return;
    lastIdField.current = values.codVaca?.trim() ? 'id1' : 'id2';
    const plan = d0SavePlan(values, {
      mode: editing ? 'edit' : 'create',
      management,
      otherCowCodes,
      batchHasDay: Boolean((editing ? data.batches.find((b) => b.id === editing.loteId) : batch)?.dias),
      bullOfPartida: (id) => data.partidas.find((p) => p.id === id)?.touroId ?? null,
      now: new Date().toISOString(),
    });
    await saveD0Cow(plan, editing?.loteId ?? batch.id, editing?.id);
    restart(values);
  };

  const repeatedCheck = async (values: D0FormValues): Promise<RepeatedCow | null> => {
    const code = typedCowCode(values);
    const farmCows = await farmCowsOutside(data.farm.id, data.batchIds, lookup);
    const outcome = cowLookupOutcome(code, farmCows);
    if (outcome.kind !== 'found') return null;
    // A new cow here may be the one of another batch of the farm: she can move instead of being registered twice.
    const match = editing ? undefined : movableMatch(code, farmCows);
    const plan = match && batch ? cowMovePlan(match, match.batch, batch) : undefined;
    if (!match || plan?.kind !== 'move') return { message: outcome.message };
    return { message: outcome.message, move: () => moveHere(values, match, plan) };
  };

  const moveHere = async (
    values: D0FormValues,
    cow: { id: string; loteId: string },
    move: Extract<CowMovePlan, { kind: 'move' }>,
  ) => {
    if (!batch) return;
    lastIdField.current = values.codVaca?.trim() ? 'id1' : 'id2';
    const plan = d0SavePlan(values, {
      mode: 'create',
      management,
      otherCowCodes,
      batchHasDay: Boolean(batch.dias),
      bullOfPartida: (id) => data.partidas.find((p) => p.id === id)?.touroId ?? null,
      now: new Date().toISOString(),
    });
    await moveCowIntoBatch(cow, plan, move);
    setMoved(true);
    restart(values);
  };

  const startEdit = (cow: Cow) => {
    const iatf = iatfByCow.get(cow.id);
    setEditing(cow);
    setForm({
      ...cowFormFromRecord(cow),
      ...(iatf
        ? {
            partidaId: iatf.partidaId,
            inseminadorId: iatf.usuarioId,
            ecc: iatf.ecc,
            gnhr: iatf.gnhr,
            cioRetirada: iatf.cioRetirada,
            temperamento: iatf.temperamento,
            observacaoIatf: iatf.observacao,
          }
        : {}),
    });
    window.scrollTo({ top: 0 });
  };

  const label = (type: DomainTypeKey, id: string | null) =>
    listValueLabel(type, optionsOf(domainValues, type).find((v) => v.id === id)?.valor);
  const rowActions = (cow: Cow) => (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <IconButton
        aria-label={`${T.EDIT_COW} ${cow.codVaca ?? ''}`}
        disabled={!canWrite}
        onClick={() => startEdit(cow)}
        sx={{ width: 44, height: 44 }}
      >
        <EditIcon />
      </IconButton>
      <IconButton
        aria-label={`${T.DELETE_COW} ${cow.codVaca ?? ''}`}
        disabled={!canDelete}
        onClick={() => setToDelete(cow)}
        sx={{ width: 44, height: 44 }}
      >
        <DeleteIcon />
      </IconButton>
    </Box>
  );
  const columns: DataColumn<Cow>[] = [
    { key: 'id1', header: T.COLUMN_ID1, render: (cow) => cow.codVaca ?? '' },
    { key: 'id2', header: T.COLUMN_ID2, render: (cow) => cow.codLeitorBastao ?? '' },
    {
      key: 'raca',
      header: T.COW_FIELD_LABELS.racaMatriz,
      render: (cow) => label('racaMatriz', cow.racaMatriz),
    },
    {
      key: 'ordem',
      header: T.COW_FIELD_LABELS.ordemMatriz,
      render: (cow) => label('ordemMatriz', cow.ordemMatriz),
    },
    {
      key: 'uso',
      header: T.COW_FIELD_LABELS.numero_Uso_Disp,
      render: (cow) => label('numeroUsoDispositivo', cow.numero_Uso_Disp),
    },
    { key: 'peso', header: T.COW_FIELD_LABELS.peso_EM, render: (cow) => cow.peso_EM ?? '' },
    { key: 'acoes', header: T.COLUMN_ACTIONS, align: 'right', render: rowActions },
  ];
  const card = (cow: Cow) => (
    <Card variant="outlined">
      <CardContent sx={{ pb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {cowIds(cow)}
          </Typography>
          <Typography variant="body2">
            {[
              label('racaMatriz', cow.racaMatriz),
              label('ordemMatriz', cow.ordemMatriz),
              cow.peso_EM ? `${cow.peso_EM} kg` : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        {rowActions(cow)}
      </CardContent>
    </Card>
  );
  const filterSelect = (field: keyof Filters, type: DomainTypeKey) => (
    <TextField
      select
      size="small"
      label={T.COW_FIELD_LABELS[field]}
      value={filters[field]}
      onChange={(event) => {
        setFilters({ ...filters, [field]: event.target.value });
        setPage(0);
      }}
      sx={{ minWidth: 150 }}
      {...EMPTY_CHOICE_SHOWN}
    >
      <MenuItem value="">{T.FILTER_ALL}</MenuItem>
      {list(type).map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  const crumbs = stepCrumbs(data, stepLabel);

  return (
    <>
      <BlockedBatchGate data={data} />
      <BreadcrumbBar
        title={stepLabel}
        crumbs={crumbs}
        actions={
          <Button
            variant="contained"
            disabled={!canFinalize}
            onClick={() => void finalize.start(() => ({ cowCount: liveCows.length, unsavedCount }))}
            sx={{ minHeight: 44 }}
          >
            {FINALIZE_BUTTON}
          </Button>
        }
      />
      <StepHeader
        protocolName={protocol?.name ?? ''}
        management={stepLabel}
        days={protocol ? protocolHeader(protocol, lookup) : []}
      />
      <CowForm
        values={form}
        onChange={setForm}
        mode={editing ? 'edit' : 'create'}
        management={management}
        otherCowCodes={otherCowCodes}
        options={options}
        canWrite={canWrite}
        warnRepeated={warnRepeated}
        onWarnRepeatedChange={setWarnRepeated}
        repeatedCheck={repeatedCheck}
        onSave={onSave}
        onCancelEdit={() => restart(defaults())}
        id1Ref={id1Ref}
        id2Ref={id2Ref}
      />
      <Paper sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <SearchField
          voice
          value={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(0);
          }}
        />
        {filterSelect('racaMatriz', 'racaMatriz')}
        {filterSelect('ordemMatriz', 'ordemMatriz')}
        {filterSelect('numero_Uso_Disp', 'numeroUsoDispositivo')}
      </Paper>
      <DataTable
        rows={shown}
        columns={columns}
        getRowKey={(cow) => cow.id}
        label={T.COWS_TABLE_LABEL}
        emptyMessage={liveCows.length === 0 ? NO_COWS_IN_BATCH_YET : undefined}
        renderCard={card}
        page={page}
        onPageChange={setPage}
      />
      <DeleteCowDialog
        cow={toDelete}
        onCancel={() => setToDelete(null)}
        onConfirm={async (cow) => {
          await deleteCow(cow);
          if (editing?.id === cow.id) restart(defaults());
          setToDelete(null);
        }}
      />
      {finalize.dialogs}
      <Snackbar
        open={moved}
        message={COW_MOVED}
        autoHideDuration={5000}
        onClose={() => setMoved(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </>
  );
}
