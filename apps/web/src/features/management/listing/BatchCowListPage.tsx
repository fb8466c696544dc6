import { cowLookupOutcome, typedCowCode } from '@gestar/domain/management/cow-lookup';
import { cowFormFromRecord, type D0FormValues, d0SavePlan } from '@gestar/domain/management/d0-step';
import { blockingCow, canIncludeCow, includedCowHandlings } from '@gestar/domain/management/include-cow';
import { INCLUDE_NEEDS_D0 } from '@gestar/domain/messages/batch-listing';
import { BATCH_BLOCKED_NOTICE } from '@gestar/domain/messages/batches';
import {
  BUTTON_CANCEL,
  BUTTON_EDIT,
  NO_COWS_IN_BATCH_YET,
  VIEW_ONLY_REASON,
} from '@gestar/domain/messages/common';
import { IMPORT_TITLE } from '@gestar/domain/messages/exports';
import * as L from '@gestar/domain/messages/labels/batch-listing';
import { OPEN_MANAGEMENT } from '@gestar/domain/messages/labels/batches';
import * as T from '@gestar/domain/messages/labels/management';
import { headlineText, REPORTS_TITLE } from '@gestar/domain/messages/labels/reports';
import { INCLUDE_COW_BUTTON } from '@gestar/domain/messages/management';
import { COMING_SOON } from '@gestar/domain/messages/navigation';
import { can } from '@gestar/domain/permissions/can';
import { isBatchBlocked, processoAtual } from '@gestar/domain/rules/batch-progress';
import { formatDate } from '@gestar/domain/rules/display';
import { matchesCowSearch } from '@gestar/domain/rules/forms/cow-form';
import { iatfDate } from '@gestar/domain/rules/iatf-dates';
import { managementPath, nextManagement } from '@gestar/domain/rules/next-management';
import { Alert, Button, CircularProgress, Paper, useMediaQuery, useTheme } from '@mui/material';
import { type ComponentType, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSessionUser } from '../../../auth-session/screen-session.ts';
import { useDomainLookup, useDomainValues } from '../../../local-db/use-domain-options.ts';
import { BlockedBatchDialog } from '../../../ui/BlockedBatchDialog.tsx';
import { BreadcrumbBar } from '../../../ui/BreadcrumbBar.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { BUILT_MANAGEMENT_ROUTES } from '../../../ui/management-paths.ts';
import { ReasonTooltip } from '../../../ui/ReasonTooltip.tsx';
import { labelWithReason } from '../../../ui/reason-label.ts';
import { useSaveError } from '../../../ui/SaveErrorNotice.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { useCowStats } from '../../batches/use-batch-rows.ts';
import { farmCowsOutside } from '../engine/farm-cows.ts';
import { type StepData, useStepData } from '../engine/use-step-data.ts';
import { ResyncActions } from '../resync/ResyncActions.tsx';
import { CowForm, type RepeatedCow } from '../steps/CowForm.tsx';
import { deleteCow, saveD0Cow } from '../writes/cow-writes.ts';
import { cancelInclude } from '../writes/include-writes.ts';
import { type Cow, cowCard, cowColumns } from './cow-columns.tsx';
import { cowFormOptions, domainOptions } from './cow-form-options.ts';
import { IncludeCowPanel } from './IncludeCowPanel.tsx';
import { ListingHeader } from './ListingHeader.tsx';

type DomainValues = NonNullable<ReturnType<typeof useDomainValues>>;

/** The batch's own actions (Reservar / Liberar Reserva), given by app/ since they belong to the batches feature. */
export type BatchActionsSlot = ComponentType<{
  batch: { id: string; reservedBy: string | null };
  userId: string;
  enabled: boolean;
}>;

/** /farms/:farmId/corrals/:corralId/batches/:id — the batch's cows (spec §2 'Batch cow listing'). */
export function BatchCowListPage({ BatchActions }: { BatchActions?: BatchActionsSlot }) {
  const { id } = useParams();
  const data = useStepData(id);
  const values = useDomainValues();
  const user = useSessionUser();
  if (data === undefined || values === undefined || !user)
    return <CircularProgress aria-label="Carregando" />;
  const batch = data?.batches[0];
  if (!data || !batch) return <BreadcrumbBar title={T.BATCHES_NOT_FOUND} />;
  return (
    <Listing
      key={batch.id}
      data={data}
      batch={batch}
      domainValues={values}
      userId={user.id}
      BatchActions={BatchActions}
    />
  );
}

function Listing({
  data,
  batch,
  domainValues,
  userId,
  BatchActions,
}: {
  data: StepData;
  batch: StepData['batches'][number];
  domainValues: DomainValues;
  userId: string;
  BatchActions: BatchActionsSlot | undefined;
}) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const lookup = useDomainLookup(domainValues);
  const protocol = data.protocolOf(batch) ?? { name: '', managementProtocols: [] };
  const canWrite = can(user, 'cow.write', data.context);
  const canDelete = can(user, 'cow.delete', data.context);
  const canManage = can(user, 'management.write', data.context);
  const { guard, notice } = useSaveError();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));

  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Cow | null>(null);
  const [form, setForm] = useState<D0FormValues | null>(null);
  const [warnRepeated, setWarnRepeated] = useState(true);
  const [including, setIncluding] = useState(false);
  const [toDelete, setToDelete] = useState<Cow | null>(null);
  const [blockedDialog, setBlockedDialog] = useState(false);
  const id1Ref = useRef<HTMLInputElement | null>(null);
  const id2Ref = useRef<HTMLInputElement | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);

  const liveCows = useMemo(() => data.cows.filter((cow) => !cow.isDeleted), [data.cows]);
  // '% Prenhez' is the batch report's headline, from the same function as the batch card and the report.
  const headline = useCowStats([batch.id])?.get(batch.id)?.headline;
  const shown = useMemo(() => liveCows.filter((cow) => matchesCowSearch(cow, search)), [liveCows, search]);
  const blocking = blockingCow(batch, liveCows);
  const blocked = isBatchBlocked(batch);
  const next = nextManagement(batch, protocol, lookup);
  const formOptions = useMemo(() => cowFormOptions(data, domainValues), [data, domainValues]);
  const handlingOptions = {
    semen: formOptions.semen,
    people: formOptions.people,
    condicaoDG: domainOptions(domainValues, 'condicaoDG'),
    tipoPrenhe: domainOptions(domainValues, 'tipoPrenhe'),
  };

  // Here only the warning: moving a cow from another batch belongs to the D0 screen, before her D0.
  const repeatedCheck = async (values: D0FormValues): Promise<RepeatedCow | null> => {
    const code = typedCowCode(values);
    const outcome = cowLookupOutcome(code, await farmCowsOutside(data.farm.id, data.batchIds, lookup));
    return outcome.kind === 'found' ? { message: outcome.message } : null;
  };

  const startEdit = (cow: Cow) => {
    setEditing(cow);
    setForm(cowFormFromRecord(cow));
  };
  const stopEdit = () => {
    setEditing(null);
    setForm(null);
  };
  const saveEdit = async (values: D0FormValues) => {
    if (!editing) return;
    const plan = d0SavePlan(values, {
      mode: 'edit',
      management: 'D0',
      otherCowCodes: liveCows.filter((cow) => cow.id !== editing.id).map((cow) => cow.codVaca ?? ''),
      batchHasDay: Boolean(batch.dias),
      bullOfPartida: (partidaId) => data.partidas.find((p) => p.id === partidaId)?.touroId ?? null,
      now: new Date().toISOString(),
    });
    if (await guard(() => saveD0Cow(plan, editing.loteId, editing.id))) stopEdit();
  };

  const editForm =
    editing && form ? (
      <CowForm
        values={form}
        onChange={setForm}
        mode="edit"
        management="D0"
        otherCowCodes={liveCows.filter((cow) => cow.id !== editing.id).map((cow) => cow.codVaca ?? '')}
        options={formOptions}
        canWrite={canWrite}
        warnRepeated={warnRepeated}
        onWarnRepeatedChange={setWarnRepeated}
        repeatedCheck={repeatedCheck}
        onSave={saveEdit}
        onCancelEdit={stopEdit}
        id1Ref={id1Ref}
        id2Ref={id2Ref}
      />
    ) : null;

  const label = (type: Parameters<typeof domainOptions>[1], valueId: string | null | undefined) =>
    domainOptions(domainValues, type).find((option) => option.id === valueId)?.label ?? '';
  const columnsContext = {
    label,
    canWrite,
    canDelete,
    blockingId: blocking?.id ?? null,
    onEdit: startEdit,
    onDelete: setToDelete,
  };

  const farmPage = `/farms/${data.farm.id}`;
  const crumbs = [
    { label: data.farm.nome, to: farmPage },
    ...(data.backTo === farmPage ? [] : [{ label: data.corral.nome, to: data.backTo }]),
    { label: batch.nomeLote },
  ];
  const openNext = () =>
    blocked ? setBlockedDialog(true) : navigate(managementPath(next.route, [batch.id]));
  const nextBuilt = BUILT_MANAGEMENT_ROUTES.has(next.route);
  const includeAllowed = canManage && canIncludeCow(batch);
  const importReason = can(user, 'farm.import', data.context) ? null : VIEW_ONLY_REASON;

  return (
    <>
      <BreadcrumbBar
        title={batch.nomeLote}
        crumbs={crumbs}
        actions={
          <>
            {BatchActions && (
              <BatchActions
                batch={{ id: batch.id, reservedBy: batch.reservedBy ?? null }}
                userId={userId}
                enabled={can(user, 'batch.reserve', data.context)}
              />
            )}
            <ResyncActions
              batch={batch}
              context={data.context}
              protocol={data.protocolOf(batch)}
              lookup={lookup}
            />
            <Button
              variant="outlined"
              disabled={!can(user, 'batch.write', data.context)}
              onClick={() => navigate(`${farmPage}/corrals/${batch.retiroId}/batches/${batch.id}/update`)}
              sx={{ minHeight: 44 }}
            >
              {BUTTON_EDIT}
            </Button>
            <Button
              variant="outlined"
              onClick={() => navigate(`${farmPage}/corrals/${batch.retiroId}/batches/${batch.id}/report`)}
              sx={{ minHeight: 44 }}
            >
              {REPORTS_TITLE}
            </Button>
            {/* Spec §2: the import screen takes its batch as router state, not in the address. */}
            <ReasonTooltip title={IMPORT_TITLE} reason={importReason}>
              <Button
                variant="outlined"
                aria-label={labelWithReason(IMPORT_TITLE, importReason)}
                disabled={importReason !== null}
                onClick={() =>
                  navigate('/importar-dados', {
                    state: { batchId: batch.id, farmId: data.farm.id, farmName: data.farm.nome },
                  })
                }
                sx={{ minHeight: 44 }}
              >
                {IMPORT_TITLE}
              </Button>
            </ReasonTooltip>
          </>
        }
      />
      <ListingHeader
        info={{
          batchName: batch.nomeLote,
          protocolName: protocol.name,
          d0Date: formatDate(batch.dataIatf),
          iatfDate: formatDate(iatfDate(batch.dataIatf, protocol, lookup)),
          processoAtual: processoAtual(batch, protocol, lookup),
          cows: liveCows.length,
          prenhez: headline ? headlineText(headline) : '',
          nextManagement: next.label,
        }}
        actions={
          <>
            <ReasonTooltip title={OPEN_MANAGEMENT} reason={nextBuilt || blocked ? null : COMING_SOON}>
              <span>
                <Button
                  variant="contained"
                  disabled={!nextBuilt && !blocked}
                  onClick={openNext}
                  sx={{ minHeight: 44 }}
                >
                  {`${OPEN_MANAGEMENT}: ${next.label}`}
                </Button>
              </span>
            </ReasonTooltip>
            <ReasonTooltip
              title={INCLUDE_COW_BUTTON}
              reason={!includeAllowed && canManage && !blocked ? INCLUDE_NEEDS_D0 : null}
            >
              <span>
                <Button
                  variant="outlined"
                  disabled={!includeAllowed || including}
                  onClick={() => {
                    stopEdit();
                    setIncluding(true);
                  }}
                  sx={{ minHeight: 44 }}
                >
                  {INCLUDE_COW_BUTTON}
                </Button>
              </span>
            </ReasonTooltip>
          </>
        }
      />
      {blocked && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            blocking && canManage && !including ? (
              <Button color="inherit" onClick={() => setIncluding(true)} sx={{ minHeight: 44 }}>
                {L.CONTINUE_INCLUDE}
              </Button>
            ) : undefined
          }
        >
          <strong>{BATCH_BLOCKED_NOTICE}</strong>
          {blocking ? ` — ${L.blockingCowLine(blocking.codVaca ?? blocking.codLeitorBastao ?? '')}` : ''}
        </Alert>
      )}
      <div ref={panelRef}>
        {including && (
          <IncludeCowPanel
            data={data}
            batch={batch}
            blocking={blocking}
            handlings={includedCowHandlings(batch, protocol, lookup)}
            formOptions={formOptions}
            handlingOptions={handlingOptions}
            lookup={lookup}
            userId={userId}
            canWrite={canManage}
            repeatedCheck={repeatedCheck}
            guard={guard}
            onClose={() => setIncluding(false)}
          />
        )}
      </div>
      <Paper sx={{ p: 2, mb: 2 }}>
        <SearchField
          voice
          value={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(0);
          }}
          fullWidth
        />
      </Paper>
      {/* Phones edit inside the cow's card; the table has no room in a row, so the form sits above it. */}
      {!isPhone && editForm}
      <DataTable
        rows={shown}
        columns={cowColumns(columnsContext)}
        getRowKey={(cow) => cow.id}
        label={L.COWS_TABLE_LABEL}
        emptyMessage={liveCows.length === 0 ? NO_COWS_IN_BATCH_YET : undefined}
        renderCard={(cow) => (editing?.id === cow.id ? editForm : cowCard(cow, columnsContext))}
        page={page}
        onPageChange={setPage}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={T.DELETE_COW}
        message={toDelete ? T.confirmDeleteCow(toDelete.codVaca ?? toDelete.codLeitorBastao ?? '') : ''}
        cancelLabel={BUTTON_CANCEL}
        confirmLabel={T.DELETE_COW}
        onCancel={() => setToDelete(null)}
        onConfirm={async () => {
          const cow = toDelete;
          setToDelete(null);
          if (!cow) return;
          // The blocking cow goes with her children (spec §4 'Cancel'); any other cow as on the D0 screen.
          await guard(() => (cow.id === blocking?.id ? cancelInclude(cow) : deleteCow(cow)));
          if (editing?.id === cow.id) stopEdit();
        }}
      />
      <BlockedBatchDialog
        open={blockedDialog}
        cowCode={blocking?.codVaca ?? blocking?.codLeitorBastao ?? ''}
        onClose={() => setBlockedDialog(false)}
        onGoToBatch={() => {
          setBlockedDialog(false);
          if (canManage) setIncluding(true);
          panelRef.current?.scrollIntoView({ behavior: 'smooth' });
        }}
      />
      {notice}
    </>
  );
}
