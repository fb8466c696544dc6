import type { DomainTypeKey } from '@gestar/domain/lists/domain-ids';
import { IATF_OBSERVATIONS, OBS_ANIMAL_DIED } from '@gestar/domain/lists/observations';
import { protocolHeader } from '@gestar/domain/management/protocol-header';
import {
  type D0ResyncFill,
  type D0ResyncRowValues,
  d0ResyncFillRow,
  d0ResyncRowDefaults,
  isD0ResyncRowSaved,
  validateD0ResyncRow,
} from '@gestar/domain/management/resync-d0';
import { BATCHES_NOT_FOUND } from '@gestar/domain/messages/labels/management';
import * as L from '@gestar/domain/messages/labels/resync';
import { LOADING_LABEL } from '@gestar/domain/messages/navigation';
import { can } from '@gestar/domain/permissions/can';
import { displayText, listValueLabel } from '@gestar/domain/rules/display';
import { WEIGHT_FIELD } from '@gestar/domain/rules/number-field';
import { currentBatchOfChain } from '@gestar/domain/rules/resync';
import { Box, CircularProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useSessionUser } from '../../../auth-session/screen-session.ts';
import { loteRepository } from '../../../local-db/repositories.ts';
import { optionsOf, useDomainLookup, useDomainValues } from '../../../local-db/use-domain-options.ts';
import { BreadcrumbBar } from '../../../ui/BreadcrumbBar.tsx';
import { NumberField } from '../../../ui/forms/NumberField.tsx';
import { type StepFieldsProps, StepScreen } from '../engine/StepScreen.tsx';
import { useRowStepFinalize } from '../engine/use-finalize.tsx';
import { type StepData, useStepData } from '../engine/use-step-data.ts';
import { ScaleReadButton, useScaleReadable } from '../scale/ScaleReadButton.tsx';
import { saveD0ResyncRow } from '../writes/resync-writes.ts';

type DomainValues = NonNullable<ReturnType<typeof useDomainValues>>;
type Option = { id: string; label: string };

/** /D0Resync/:ids (spec §2 'D0 Resync'): each carried cow's device, use, ECC, weight, CL and observation. */
export function D0ResyncPage() {
  const { id } = useParams();
  const data = useStepData(id);
  const values = useDomainValues();
  const user = useSessionUser();
  if (data === undefined || values === undefined || !user)
    return <CircularProgress aria-label={LOADING_LABEL()} />;
  if (!data) return <BreadcrumbBar title={BATCHES_NOT_FOUND()} />;
  return <D0ResyncScreen data={data} domainValues={values} userId={user.id} />;
}

/** /D0AfterResync/:originalBatchId: the D0 Resync of the chain's current (last) batch. */
export function D0AfterResyncPage() {
  const { originalBatchId } = useParams();
  const current = useLiveQuery(async () => {
    if (!originalBatchId) return null;
    const original = await loteRepository.getById(originalBatchId);
    if (!original) return null;
    const chain = await loteRepository.getByRelation('originalBatch', originalBatchId);
    return currentBatchOfChain(original, [original, ...chain]);
  }, [originalBatchId]);
  if (current === undefined) return <CircularProgress aria-label={LOADING_LABEL()} />;
  if (!current) return <BreadcrumbBar title={BATCHES_NOT_FOUND()} />;
  // No resync yet: the Ressinc form of the batch is where one starts.
  return <Navigate to={current.isResync ? `/D0Resync/${current.id}` : `/Resync/${current.id}`} replace />;
}

function makeFields(options: Record<'device' | 'use' | 'ecc' | 'cl' | 'observation', Option[]>) {
  return function D0ResyncFields({
    cow,
    values,
    onChange,
    errors,
    disabled,
  }: StepFieldsProps<D0ResyncRowValues>) {
    const F = L.D0_RESYNC_FIELD_LABELS();
    // What the scale said when it gave no weight, until the next reading or the next keystroke.
    const [scaleProblem, setScaleProblem] = useState<string | null>(null);
    const scaleReadable = useScaleReadable();
    const select = (name: Exclude<keyof D0ResyncRowValues, 'peso'>, list: Option[], required = false) => (
      <TextField
        select
        size="small"
        label={F[name]}
        required={required}
        value={values[name] ?? ''}
        onChange={(event) => onChange({ ...values, [name]: event.target.value || null })}
        error={Boolean(errors[name])}
        helperText={errors[name]}
        disabled={disabled}
        fullWidth
        slotProps={{ htmlInput: { 'aria-label': `${F[name]} ${cow.codVaca ?? ''}` } }}
      >
        {!required && (
          <MenuItem value="">
            <em>—</em>
          </MenuItem>
        )}
        {list.map((option) => (
          <MenuItem key={option.id} value={option.id} sx={{ minHeight: 44 }}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    );
    return (
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, minmax(120px, 1fr))' },
        }}
      >
        {select('dispositivoIntravaginal', options.device, true)}
        {select('numero_Uso_Disp', options.use, true)}
        {select('ecc', options.ecc)}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: '1fr 1fr',
            gap: 1,
            alignItems: 'start',
            minWidth: 0,
            // With the scale button beside it, the weight keeps a column's width, so its label is never cut.
            gridColumn: scaleReadable ? { xs: '1 / -1', md: 'span 2' } : undefined,
          }}
        >
          <NumberField
            size="small"
            label={F.peso}
            rule={WEIGHT_FIELD}
            value={values.peso}
            onChange={(peso) => {
              setScaleProblem(null);
              onChange({ ...values, peso });
            }}
            error={errors.peso}
            helperText={scaleProblem ?? undefined}
            disabled={disabled}
            sx={{ minWidth: 0, gridColumn: scaleReadable ? undefined : '1 / -1' }}
            slotProps={{ htmlInput: { 'aria-label': `${F.peso} ${cow.codVaca ?? ''}` } }}
          />
          {scaleReadable && (
            <ScaleReadButton
              codVaca={cow.codVaca ?? ''}
              disabled={disabled}
              onWeight={(peso) => onChange({ ...values, peso })}
              onProblem={setScaleProblem}
            />
          )}
        </Box>
        {select('clD0', options.cl)}
        {select('observacaoD0', options.observation)}
      </Box>
    );
  };
}

/** Heads the protocol's handlings and products that follow (spec §2 'Manejos e Produtos'). */
function ProductsNotice() {
  return (
    <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
      {L.PRODUCTS_HEADER()}
    </Typography>
  );
}

function D0ResyncScreen({
  data,
  domainValues,
  userId,
}: {
  data: StepData;
  domainValues: DomainValues;
  userId: string;
}) {
  const lookup = useDomainLookup(domainValues);
  const user = useSessionUser();
  const [first] = data.batches;
  const protocol = first ? data.protocolOf(first) : undefined;
  const list = (type: DomainTypeKey) =>
    optionsOf(domainValues, type).map((v) => ({ id: v.id, label: listValueLabel(type, v.valor) }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lists change only with the domain values.
  const Fields = useMemo(
    () =>
      makeFields({
        device: list('dispositivo'),
        use: list('numeroUsoDispositivo'),
        ecc: list('ecc'),
        cl: list('cl'),
        observation: [...IATF_OBSERVATIONS, OBS_ANIMAL_DIED].map((obs) => ({
          id: obs,
          label: displayText(obs),
        })),
      }),
    [domainValues],
  );
  // 'Uso' / 'Dispositivo' for all, applied to every unsaved row by 'Preencher Todas'.
  const [bulk, setBulk] = useState<D0ResyncFill>({ dispositivoIntravaginal: null, numero_Uso_Disp: null });
  const canWrite = can(user, 'management.write', data.context);

  const bulkSelect = (name: keyof D0ResyncFill, label: string, options: Option[]) => (
    <TextField
      select
      size="small"
      label={label}
      value={bulk[name] ?? ''}
      onChange={(event) => setBulk((current) => ({ ...current, [name]: event.target.value || null }))}
      disabled={!canWrite}
      sx={{ minWidth: 160 }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id} sx={{ minHeight: 44 }}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const chosen = bulk.dispositivoIntravaginal !== null || bulk.numero_Uso_Disp !== null;
  const finalize = useRowStepFinalize<D0ResyncRowValues>({ kind: 'D0Resync', data, lookup, userId });
  const headerDays = useMemo(
    () => (protocol ? protocolHeader(protocol, lookup).slice(0, 1) : []),
    [protocol, lookup],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lists change only with the domain values.
  const selectors = useMemo(
    () => (
      <>
        {bulkSelect('dispositivoIntravaginal', L.DEVICE_FOR_ALL(), list('dispositivo'))}
        {bulkSelect('numero_Uso_Disp', L.USE_FOR_ALL(), list('numeroUsoDispositivo'))}
      </>
    ),
    [bulk, canWrite, domainValues],
  );

  return (
    <StepScreen<D0ResyncRowValues>
      stepLabel="D0"
      editsKey="D0Resync"
      data={data}
      protocolName={protocol?.name ?? ''}
      headerDays={headerDays}
      cows={data.cows}
      defaults={d0ResyncRowDefaults}
      isStored={isD0ResyncRowSaved}
      validate={(_, values) => validateD0ResyncRow(values)}
      save={async (cow, values) => {
        await saveD0ResyncRow(cow.id, values);
      }}
      Fields={Fields}
      bulk={{ selectors, fill: chosen ? (values) => d0ResyncFillRow(values, bulk) : null }}
      notice={<ProductsNotice />}
      finalize={finalize}
    />
  );
}
