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
import { displayText } from '@gestar/domain/rules/display';
import { CircularProgress, MenuItem, TextField } from '@mui/material';
import { useParams } from 'react-router';
import { useDomainLookup, useDomainValues } from '../../../local-db/use-domain-options.ts';
import { BreadcrumbBar } from '../../../ui/BreadcrumbBar.tsx';
import { useSessionUser } from '../../batches/use-batch-context.ts';
import { type Cow, type RowFieldsProps, RowStepScreen } from '../engine/RowStepScreen.tsx';
import { saveDnRow } from '../engine/save.ts';
import { type StepData, useStepData } from '../engine/use-step-data.ts';

/** /DN/:ids (spec §2 DN screen): per cow ID, observation and OK; the day's products in mL. */
export function DnPage() {
  const { ids } = useParams();
  const data = useStepData(ids);
  const values = useDomainValues();
  const user = useSessionUser();
  if (data === undefined || values === undefined || !user)
    return <CircularProgress aria-label="Carregando" />;
  if (!data) return <BreadcrumbBar title={T.BATCHES_NOT_FOUND} />;
  return <DnScreen data={data} domainValues={values} userId={user.id} />;
}

function DnFields({ values, onChange, errors, disabled }: RowFieldsProps<DnRowValues>) {
  return (
    <TextField
      select
      size="small"
      label={T.DN_OBSERVATION_LABEL}
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
  const protocolOf = (batchId: string) => {
    const batch = data.batches.find((b) => b.id === batchId);
    return batch ? data.protocolOf(batch) : undefined;
  };
  // Each batch's DN day: the protocol day after its last done day (merged batches share their next day).
  const dayOf = (batchId: string) => {
    const batch = data.batches.find((b) => b.id === batchId);
    const protocol = protocolOf(batchId);
    return batch && protocol ? dnDay(batch, protocol, lookup) : undefined;
  };
  const [first] = data.batches;
  const firstProtocol = first ? data.protocolOf(first) : undefined;
  const day = first ? dayOf(first.id) : undefined;
  const dnOf = (cow: Cow) =>
    data.dns.find((dn) => dn.vacaId === cow.id && dn.dia === dayOf(cow.loteId)?.id && !dn.isDeleted);
  const cows = data.cows.filter((cow) => isShownInDn(cow));

  return (
    <RowStepScreen<DnRowValues>
      kind="DN"
      stepLabel={day?.label ?? 'DN'}
      data={data}
      lookup={lookup}
      userId={userId}
      protocolName={firstProtocol?.name ?? ''}
      headerDays={firstProtocol && day ? protocolHeader(firstProtocol, lookup, [day.id]) : []}
      cows={cows}
      defaults={(cow) => dnRowDefaults(dnOf(cow))}
      isStored={(cow) => isDnRowSaved(dnOf(cow))}
      validate={(cow) => validateDnRow(cow)}
      save={async (cow, values) => {
        const dia = dayOf(cow.loteId)?.id;
        if (!dia) throw new Error('no DN day');
        await saveDnRow(cow, dia, dnSavePlan(values));
      }}
      Fields={DnFields}
      records={{ dnDays: data.batches.map((b) => dayOf(b.id)?.id ?? '') }}
      saveAllOnFinalize
    />
  );
}
