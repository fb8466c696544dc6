import { NEW_BATCH_TITLE } from '@gestar/domain/messages/batches';
import { BUTTON_CANCEL, BUTTON_EDIT, BUTTON_SAVE } from '@gestar/domain/messages/common';
import * as T from '@gestar/domain/messages/labels/batches';
import { domainValueLabel } from '@gestar/domain/messages/list-values';
import { BACK_BUTTON, LOADING_LABEL } from '@gestar/domain/messages/navigation';
import { can } from '@gestar/domain/permissions/can';
import {
  batchDisabledFields,
  batchFieldVisibility,
  isInductionMethodDisabled,
  isInductionYes,
  onInductionChange,
  onOrderChange,
  onProtocolChange,
  protocolChoices,
} from '@gestar/domain/rules/batch-form';
import { formatDate } from '@gestar/domain/rules/display';
import { validateBatchForm } from '@gestar/domain/rules/forms/batch-form-required';
import { changedFields } from '@gestar/domain/rules/forms/changed-fields';
import { entityTextLimits } from '@gestar/domain/rules/forms/text-limits';
import { iatfDate } from '@gestar/domain/rules/iatf-dates';
import { Button, CircularProgress, MenuItem, Paper, TextField } from '@mui/material';
import Grid from '@mui/material/Grid';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useSessionUser } from '../../auth-session/screen-session.ts';
import { loteRepository } from '../../local-db/repositories.ts';
import { optionsOf, useDomainLookup, useDomainValues } from '../../local-db/use-domain-options.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { domainResolver } from '../../ui/domain-resolver.ts';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { DateField } from '../../ui/forms/DateField.tsx';
import { guardEnterSubmit } from '../../ui/forms/enter-submit.ts';
import { NotOnDevice } from '../../ui/NotOnDevice.tsx';
import { useSaveError } from '../../ui/SaveErrorNotice.tsx';
import { useSingleFlight } from '../../ui/use-single-flight.ts';
import {
  BATCH_DOMAIN_FIELDS,
  type BatchDomainField,
  type BatchFields,
  batchToFields,
  emptyBatchFields,
  fieldsToBatch,
} from './batch-form-fields.ts';
import { ReservationButtons } from './ReservationButtons.tsx';
import { type BatchContext, useBatchContext } from './use-batch-context.ts';

type Mode = 'create' | 'edit' | 'view';

/** The stored batch's text limits (nomeLote, mineral…), which the form enforces first. */
const BATCH_TEXT_LIMITS: Readonly<Record<string, number>> = entityTextLimits('lotes');

/** Novo Lote, edit and view of a batch (spec §2 'Batch form', §4, §5). */
export function BatchFormPage({ mode }: { mode: Mode }) {
  const { farmId, corralId, id } = useParams();
  const data = useBatchContext(farmId, corralId, mode === 'create' ? undefined : id);
  const values = useDomainValues();
  const user = useSessionUser();
  if (data === undefined || values === undefined || !user)
    return <CircularProgress aria-label={LOADING_LABEL()} />;
  if (!data) return <NotOnDevice title={T.BATCH_NOT_FOUND()} farmId={farmId} />;
  return (
    <BatchForm key={`${mode}:${id ?? ''}`} mode={mode} data={data} domainValues={values} userId={user.id} />
  );
}

type BatchFormProps = {
  mode: Mode;
  data: BatchContext;
  domainValues: NonNullable<ReturnType<typeof useDomainValues>>;
  userId: string;
};

function BatchForm({ mode, data, domainValues, userId }: BatchFormProps) {
  const navigate = useNavigate();
  const user = useSessionUser();
  const lookup = useDomainLookup(domainValues);
  const { batch, corral, farm, context } = data;
  // One save at a time: a double click or Enter does not save twice.
  const flight = useSingleFlight();
  const saving = flight.busy;
  const { guard, notice } = useSaveError();
  const [initial] = useState(() => (batch ? batchToFields(batch) : emptyBatchFields(userId)));
  const { control, handleSubmit, watch, getValues, reset } = useForm<BatchFields>({
    defaultValues: initial,
    resolver: domainResolver(
      (fields: BatchFields) =>
        validateBatchForm(fields, {
          lookup,
          otherNames: data.otherNames,
          originalName: batch?.nomeLote ?? null,
        }),
      BATCH_TEXT_LIMITS,
    ),
  });
  const mayWrite = can(user, 'batch.write', context);
  const readOnly = mode === 'view' || !mayWrite;
  const disabledFields = batchDisabledFields({
    mode: readOnly ? 'view' : mode,
    parentBatch: batch?.parentBatch ?? null,
    iatfCount: batch?.iatfCount ?? null,
    pastD0: Boolean(batch?.dias),
  });
  const protocols = useMemo(() => {
    const offered = protocolChoices(data.protocols, userId);
    // The batch's own protocol stays visible even when another vet owns it.
    const own = data.protocols.find((protocol) => protocol.id === batch?.protocoloId);
    return own && !offered.includes(own) ? [own, ...offered] : offered;
  }, [data.protocols, userId, batch?.protocoloId]);

  const ordem = watch('ordemMatriz');
  const induction = watch('inducaoPuberdade');
  const protocoloId = watch('protocoloId');
  const d0Date = watch('dataIatf');
  const visibility = batchFieldVisibility(ordem, lookup);
  const protocol = protocols.find((candidate) => candidate.id === protocoloId);
  const iatfDay = protocol && d0Date ? iatfDate(d0Date, protocol, lookup) : null;

  const batchPath = (batchId: string) => `/farms/${farm.id}/corrals/${corral.id}/batches/${batchId}`;
  const submit = handleSubmit(async (fields) => {
    if (readOnly) return;
    const saved = await guard(async () => {
      const record = fieldsToBatch(fields);
      if (batch) {
        // Only the fields edited here travel: a value another device synced meanwhile is kept.
        const { nomeLote, ...patch } = changedFields(fieldsToBatch(initial), record);
        await loteRepository.update(
          batch.id,
          nomeLote === undefined ? patch : { ...patch, nomeLote: nomeLote ?? '' },
        );
      } else {
        await loteRepository.post({ ...record, nomeLote: record.nomeLote ?? '', retiroId: corral.id });
      }
    });
    if (saved) navigate(data.backTo);
  });

  const select = (
    name: BatchDomainField | 'protocoloId' | 'usuarioId',
    options: readonly { id: string; label: string }[],
    extra: { disabled?: boolean; required?: boolean; onPick?: (value: string | null) => void } = {},
  ) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            select
            fullWidth
            label={T.LABELS()[name]}
            value={field.value ?? ''}
            onChange={(event) => {
              const value = event.target.value || null;
              if (extra.onPick) extra.onPick(value);
              else field.onChange(value);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            required={extra.required}
            disabled={readOnly || extra.disabled}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {options.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Grid>
  );
  const domainSelect = (name: BatchDomainField, required = false, extra: Parameters<typeof select>[2] = {}) =>
    select(
      name,
      optionsOf(domainValues, BATCH_DOMAIN_FIELDS[name]).map((option) => ({
        id: option.id,
        label: domainValueLabel(option.valor),
      })),
      { required, ...extra },
    );
  const text = (
    name: 'nomeLote' | 'mineral' | 'dataPartosInicio' | 'dataPartosFim' | 'dataIatf' | 'horaManejo',
    extra: { type?: string; required?: boolean; disabled?: boolean; helperText?: string } = {},
  ) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      {extra.type === 'date' ? (
        <DateField
          control={control}
          name={name}
          label={T.LABELS()[name]}
          fullWidth
          required={extra.required}
          helperText={extra.helperText}
          disabled={readOnly || extra.disabled}
        />
      ) : (
        <FormTextField
          control={control}
          name={name}
          label={T.LABELS()[name]}
          fullWidth
          type={extra.type}
          required={extra.required}
          helperText={extra.helperText}
          disabled={readOnly || extra.disabled}
          maxLength={BATCH_TEXT_LIMITS[name]}
          slotProps={extra.type ? { inputLabel: { shrink: true }, htmlInput: { step: 300 } } : undefined}
        />
      )}
    </Grid>
  );
  // Rules that rewrite other fields when one changes (spec §4 'Batch form').
  const apply = (next: BatchFields) =>
    reset(next, { keepDefaultValues: true, keepErrors: false, keepDirty: true });

  const title =
    mode === 'create' ? NEW_BATCH_TITLE() : mode === 'edit' ? T.EDIT_BATCH_TITLE() : (batch?.nomeLote ?? '');
  const crumbs = [
    { label: farm.nome, to: `/farms/${farm.id}` },
    ...(data.backTo !== `/farms/${farm.id}` ? [{ label: corral.nome, to: data.backTo }] : []),
    { label: title },
  ];

  const actions =
    mode === 'view' && batch ? (
      <>
        <ReservationButtons batch={batch} userId={userId} enabled={can(user, 'batch.reserve', context)} />
        <Button variant="outlined" onClick={() => navigate(data.backTo)}>
          {BACK_BUTTON()}
        </Button>
        <Button
          variant="contained"
          disabled={!mayWrite}
          onClick={() => navigate(`${batchPath(batch.id)}/update`)}
        >
          {BUTTON_EDIT()}
        </Button>
      </>
    ) : (
      <>
        <Button onClick={() => navigate(data.backTo)}>{BUTTON_CANCEL()}</Button>
        <Button variant="contained" type="submit" form="batch-form" disabled={readOnly || saving}>
          {BUTTON_SAVE()}
        </Button>
      </>
    );

  return (
    <>
      <BreadcrumbBar title={title} crumbs={crumbs} actions={actions} />
      <Paper
        component="form"
        id="batch-form"
        noValidate
        onSubmit={flight.onSubmit(submit)}
        onKeyDown={guardEnterSubmit(can(user, 'form.enterSubmit'))}
        sx={{ p: 2 }}
      >
        <Grid container spacing={2}>
          {text('nomeLote', { required: true })}
          {select(
            'usuarioId',
            data.users.map((person) => ({ id: person.id, label: person.nomeCompleto })),
            { required: true },
          )}
          {select(
            'protocoloId',
            protocols.map((candidate) => ({ id: candidate.id, label: candidate.name })),
            {
              required: true,
              disabled: disabledFields.protocoloId,
              onPick: (value) => {
                const chosen = protocols.find((candidate) => candidate.id === value) ?? null;
                apply(onProtocolChange(getValues(), chosen, lookup).values);
              },
            },
          )}
          {text('dataIatf', {
            type: 'date',
            required: true,
            disabled: disabledFields.dataIatf,
            helperText: iatfDay ? `${T.IATF_DATE_LABEL()}: ${formatDate(iatfDay)}` : undefined,
          })}
          {text('horaManejo', { type: 'time' })}
          {domainSelect('periodoManejo', true)}
          {text('dataPartosInicio', { type: 'date' })}
          {text('dataPartosFim', { type: 'date' })}
          {domainSelect('dispositivo', true)}
          {domainSelect('numeroUsoDispositivo', true)}
          {domainSelect('progesteronaPosIATF', true)}
          {domainSelect('vacinaReprodutivaLote', true)}
          {domainSelect('racaMatriz', true)}
          {domainSelect('ordemMatriz', true, { onPick: (value) => apply(onOrderChange(getValues(), value)) })}
          {domainSelect('idadeMatriz')}
          {visibility.calfFields && domainSelect('racaBezerro')}
          {visibility.calfFields && domainSelect('sexoBezerro')}
          {visibility.pubertyInduction &&
            domainSelect('inducaoPuberdade', true, {
              onPick: (value) => apply(onInductionChange(getValues(), value, lookup)),
            })}
          {visibility.pubertyInduction &&
            // Required once induction is 'yes' (spec §5), the same rule the validator applies.
            domainSelect('metodoInducaoPuberdade', isInductionYes(induction, lookup), {
              disabled: isInductionMethodDisabled(induction, lookup),
            })}
          {domainSelect('suplementacao')}
          {visibility.momentoSuplementacaoNovilhas && domainSelect('momentoSuplementacaoNovilhas')}
          {visibility.momentoSuplementacaoVacas && domainSelect('momentoSuplementacaoVacas')}
          {text('mineral')}
        </Grid>
      </Paper>
      {notice}
    </>
  );
}
