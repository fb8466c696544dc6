import { DN_OBSERVATIONS } from '@gestar/domain/lists/observations';
import { dnDay } from '@gestar/domain/management/finalize-step';
import { protocolHeader } from '@gestar/domain/management/protocol-header';
import {
  type DnRowValues,
  dnRowDefaults,
  dnSavePlan,
  isDnRowSaved,
  isShownInDn,
  validateDnRow,
} from '@gestar/domain/management/row-steps';
import * as T from '@gestar/domain/messages/labels/management';
import { LOADING_LABEL } from '@gestar/domain/messages/navigation';
import { displayText } from '@gestar/domain/rules/display';
import { CircularProgress, MenuItem, TextField } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { useSessionUser } from '../../../auth-session/screen-session.ts';
import { useDomainLookup, useDomainValues } from '../../../local-db/use-domain-options.ts';
import { BreadcrumbBar } from '../../../ui/BreadcrumbBar.tsx';
import { type Cow, type StepFieldsProps, StepScreen } from '../engine/StepScreen.tsx';
import { useRowStepFinalize } from '../engine/use-finalize.tsx';
import { type StepData, useStepData } from '../engine/use-step-data.ts';
import { saveDnRow, saveDnRows } from '../writes/cow-writes.ts';

/** /DN/:ids (spec §2 DN screen): per cow ID, observation and OK; the day's products in mL. */
export function DnPage() {
  const { ids } = useParams();
  const data = useStepData(ids);
  const values = useDomainValues();
  const user = useSessionUser();
  if (data === undefined || values === undefined || !user)
    return <CircularProgress aria-label={LOADING_LABEL()} />;
  if (!data) return <BreadcrumbBar title={T.BATCHES_NOT_FOUND()} />;
  return <DnScreen data={data} domainValues={values} userId={user.id} />;
}

function DnFields({ values, onChange, errors, disabled }: StepFieldsProps<DnRowValues>) {
  return (
    <TextField
      select
      size="small"
      label={T.DN_OBSERVATION_LABEL()}
      value={values.observacao ?? ''}
      onChange={(event) => onChange({ observacao: event.target.value || null })}
      error={Boolean(errors.codVaca)}
      helperText={errors.codVaca}
      disabled={disabled}
      sx={{ minWidth: 220 }}
      fullWidth
    >
      {DN_OBSERVATIONS.map((obs) => (
        <MenuItem key={obs} value={obs}>
          {displayText(obs)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function DnScreen({
  data,
  domainValues,
  userId,
}: {
  data: StepData;
  domainValues: NonNullable<ReturnType<typeof useDomainValues>>;
  userId: string;
}) {
  const lookup = useDomainLookup(domainValues);
  // Each batch's DN day: the protocol day after its last done day (merged batches share their next day).
  const dayByBatch = useMemo(
    () =>
      new Map(
        data.batches.map((batch) => {
          const protocol = data.protocolOf(batch);
          return [batch.id, protocol ? dnDay(batch, protocol, lookup) : undefined] as const;
        }),
      ),
    [data.batches, data.protocolOf, lookup],
  );
  const dayOf = (batchId: string) => dayByBatch.get(batchId);
  // Each cow's DN record of her batch's day, looked up once per read of the batch (not per row and render).
  const dnByCowDay = useMemo(() => {
    const found = new Map<string, (typeof data.dns)[number]>();
    for (const dn of data.dns) {
      const key = `${dn.vacaId}|${dn.dia}`;
      if (!dn.isDeleted && !found.has(key)) found.set(key, dn);
    }
    return found;
  }, [data.dns]);
  const [first] = data.batches;
  const firstProtocol = first ? data.protocolOf(first) : undefined;
  const day = first ? dayOf(first.id) : undefined;
  const dnOf = useCallback(
    (cow: Cow) => dnByCowDay.get(`${cow.id}|${dayByBatch.get(cow.loteId)?.id}`),
    [dnByCowDay, dayByBatch],
  );
  const isStored = useCallback((cow: Cow) => isDnRowSaved(dnOf(cow)), [dnOf]);
  const defaults = useCallback((cow: Cow) => dnRowDefaults(dnOf(cow)), [dnOf]);
  const cows = useMemo(() => data.cows.filter((cow) => isShownInDn(cow)), [data.cows]);
  const planOf = (cow: Cow, values: DnRowValues) => {
    const dia = dayOf(cow.loteId)?.id;
    if (!dia) throw new Error('no DN day');
    return { cow, dia, plan: dnSavePlan(values) };
  };

  const stepLabel = day?.label ?? 'DN';
  const dayId = day?.id;
  const headerDays = useMemo(
    () => (firstProtocol && dayId ? protocolHeader(firstProtocol, lookup, [dayId]) : []),
    [firstProtocol, dayId, lookup],
  );
  const finalize = useRowStepFinalize<DnRowValues>({
    kind: 'DN',
    data,
    lookup,
    userId,
    records: { dnDays: data.batches.map((b) => dayOf(b.id)?.id ?? '') },
    dnDayLabel: stepLabel,
    saveAllFirst: true,
  });

  return (
    <StepScreen<DnRowValues>
      stepLabel={stepLabel}
      editsKey="DN"
      data={data}
      protocolName={firstProtocol?.name ?? ''}
      headerDays={headerDays}
      cows={cows}
      defaults={defaults}
      isStored={isStored}
      recordOf={dnOf}
      validate={(cow) => validateDnRow(cow)}
      save={async (cow, values) => {
        const row = planOf(cow, values);
        await saveDnRow(row.cow, row.dia, row.plan);
      }}
      saveMany={(rows) => saveDnRows(rows.map(({ cow, values }) => planOf(cow, values)))}
      Fields={DnFields}
      finalize={finalize}
    />
  );
}
