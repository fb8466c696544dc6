import { cowLookupOutcome, typedCowCode } from '@gestar/domain/management/cow-lookup';
import type { D0FormValues } from '@gestar/domain/management/d0-step';
import { blockingCow, canIncludeCow, includedCowHandlings } from '@gestar/domain/management/include-cow';
import { INCLUDE_NEEDS_D0 } from '@gestar/domain/messages/batch-listing';
import { BATCH_BLOCKED_NOTICE } from '@gestar/domain/messages/batches';
import * as L from '@gestar/domain/messages/labels/batch-listing';
import { OPEN_MANAGEMENT } from '@gestar/domain/messages/labels/batches';
import * as T from '@gestar/domain/messages/labels/management';
import { headlineText } from '@gestar/domain/messages/labels/reports';
import { INCLUDE_COW_BUTTON } from '@gestar/domain/messages/management';
import { COMING_SOON, LOADING_LABEL } from '@gestar/domain/messages/navigation';
import { can } from '@gestar/domain/permissions/can';
import { isBatchBlocked, processoAtual } from '@gestar/domain/rules/batch-progress';
import { formatDate } from '@gestar/domain/rules/display';
import { iatfDate } from '@gestar/domain/rules/iatf-dates';
import { managementPath, nextManagement } from '@gestar/domain/rules/next-management';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSessionUser } from '../../../auth-session/screen-session.ts';
import { useDomainLookup, useDomainValues } from '../../../local-db/use-domain-options.ts';
import { BlockedBatchDialog } from '../../../ui/BlockedBatchDialog.tsx';
import { BreadcrumbBar } from '../../../ui/BreadcrumbBar.tsx';
import { BUILT_MANAGEMENT_ROUTES } from '../../../ui/management-paths.ts';
import { ReasonTooltip } from '../../../ui/ReasonTooltip.tsx';
import { useSaveError } from '../../../ui/SaveErrorNotice.tsx';
import { useCowStats } from '../../batches/use-batch-rows.ts';
import { farmCowsOutside } from '../engine/farm-cows.ts';
import { type StepData, useStepData } from '../engine/use-step-data.ts';
import type { RepeatedCow } from '../steps/CowForm.tsx';
import { deleteCow } from '../writes/cow-writes.ts';
import { cancelInclude } from '../writes/include-writes.ts';
import { type BatchActionsSlot, BatchToolbar } from './BatchToolbar.tsx';
import { CowListSection } from './CowListSection.tsx';
import type { Cow } from './cow-columns.tsx';
import { cowFormOptions, domainOptions } from './cow-form-options.ts';
import { IncludeCowPanel } from './IncludeCowPanel.tsx';
import { ListingHeader } from './ListingHeader.tsx';
import { useCowEdit } from './use-cow-edit.tsx';

type DomainValues = NonNullable<ReturnType<typeof useDomainValues>>;

/** /farms/:farmId/corrals/:corralId/batches/:id — the batch's cows (spec §2 'Batch cow listing'). */
export function BatchCowListPage({ BatchActions }: { BatchActions?: BatchActionsSlot }) {
  const { id } = useParams();
  const data = useStepData(id);
  const values = useDomainValues();
  const user = useSessionUser();
  if (data === undefined || values === undefined || !user)
    return <CircularProgress aria-label={LOADING_LABEL()} />;
  const batch = data?.batches[0];
  if (!data || !batch) return <BreadcrumbBar title={T.BATCHES_NOT_FOUND()} />;
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
  const canManage = can(user, 'management.write', data.context);
  const { guard, notice } = useSaveError();

  const [including, setIncluding] = useState(false);
  const [blockedDialog, setBlockedDialog] = useState(false);
  const panelRef = useRef<HTMLDivElement | null>(null);

  const liveCows = useMemo(() => data.cows.filter((cow) => !cow.isDeleted), [data.cows]);
  // '% Prenhez' is the batch report's headline, from the same function as the batch card and the report.
  const headline = useCowStats([batch.id])?.get(batch.id)?.headline;
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
  const { editing, editForm, startEdit, stopEdit } = useCowEdit({
    data,
    batch,
    liveCows,
    formOptions,
    canWrite,
    repeatedCheck,
    guard,
  });

  const label = (type: Parameters<typeof domainOptions>[1], valueId: string | null | undefined) =>
    domainOptions(domainValues, type).find((option) => option.id === valueId)?.label ?? '';
  const deleteOne = async (cow: Cow) => {
    // The blocking cow goes with her children (spec §4 'Cancel'); any other cow as on the D0 screen.
    await guard(() => (cow.id === blocking?.id ? cancelInclude(cow) : deleteCow(cow)));
    if (editing?.id === cow.id) stopEdit();
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

  return (
    <>
      <BreadcrumbBar
        title={batch.nomeLote}
        crumbs={crumbs}
        actions={
          <BatchToolbar
            data={data}
            batch={batch}
            lookup={lookup}
            userId={userId}
            BatchActions={BatchActions}
          />
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
            <ReasonTooltip title={OPEN_MANAGEMENT()} reason={nextBuilt || blocked ? null : COMING_SOON()}>
              <span>
                <Button
                  variant="contained"
                  disabled={!nextBuilt && !blocked}
                  onClick={openNext}
                  sx={{ minHeight: 44 }}
                >
                  {`${OPEN_MANAGEMENT()}: ${next.label}`}
                </Button>
              </span>
            </ReasonTooltip>
            <ReasonTooltip
              title={INCLUDE_COW_BUTTON()}
              reason={!includeAllowed && canManage && !blocked ? INCLUDE_NEEDS_D0() : null}
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
                  {INCLUDE_COW_BUTTON()}
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
                {L.CONTINUE_INCLUDE()}
              </Button>
            ) : undefined
          }
        >
          <strong>{BATCH_BLOCKED_NOTICE()}</strong>
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
      <CowListSection
        liveCows={liveCows}
        columns={{
          label,
          canWrite,
          canDelete: can(user, 'cow.delete', data.context),
          blockingId: blocking?.id ?? null,
          onEdit: startEdit,
        }}
        editing={editing}
        editForm={editForm}
        onDelete={deleteOne}
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
