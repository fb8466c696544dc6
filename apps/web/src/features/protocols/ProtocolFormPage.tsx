import { newId } from '@gestar/domain/entities/common';
import type { Protocolo } from '@gestar/domain/entities/protocol';
import { domainTypeId } from '@gestar/domain/lists/domain-ids';
import { MANEJO_VALOR } from '@gestar/domain/lists/values/management';
import { BUTTON_CANCEL, BUTTON_EDIT, BUTTON_SAVE } from '@gestar/domain/messages/common';
import { domainValueLabel } from '@gestar/domain/messages/list-values';
import { BACK_BUTTON, LOADING_LABEL } from '@gestar/domain/messages/navigation';
import * as T from '@gestar/domain/messages/protocols';
import { can } from '@gestar/domain/permissions/can';
import { DOSE_MAX_LENGTH, normalizeDoseInput } from '@gestar/domain/rules/dose';
import { entityTextLimits } from '@gestar/domain/rules/forms/text-limits';
import { productsForPurpose } from '@gestar/domain/rules/hormone-purpose';
import { validateProtocolForm } from '@gestar/domain/rules/protocol-form';
import {
  emptyProtocolForm,
  formToSteps,
  type ProtocolRow,
  protocolLockReason,
  protocolOwnerFor,
  protocolToForm,
  valueIdResolver,
} from '@gestar/domain/rules/protocol-record';
import { compareDays } from '@gestar/domain/rules/sorting';
import { Alert, Button, CircularProgress, MenuItem, Paper, TextField, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type { SessionUser } from '../../auth-session/screen-session.ts';
import { useSessionUser } from '../../auth-session/screen-session.ts';
import { optionsOf, useDomainLookup, useDomainValues } from '../../local-db/use-domain-options.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { domainResolver } from '../../ui/domain-resolver.ts';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { guardEnterSubmit } from '../../ui/forms/enter-submit.ts';
import { ReasonTooltip } from '../../ui/ReasonTooltip.tsx';
import { labelWithReason } from '../../ui/reason-label.ts';
import { saveErrorMessage } from '../../ui/SaveErrorNotice.tsx';
import { useSingleFlight } from '../../ui/use-single-flight.ts';
import { type ProtocolFields, toFields } from './protocol-fields.ts';
import { createProtocol, ProtocolInUseError, replaceProtocol } from './protocol-writes.ts';
import { StepEditor, type StepLists } from './StepEditor.tsx';
import { useDeleteProtocol } from './use-delete-protocol.tsx';
import { useProtocol } from './use-protocols.ts';

type Mode = 'create' | 'edit' | 'view';
type DomainValues = NonNullable<ReturnType<typeof useDomainValues>>;

const LIST = '/protocols';

/** /protocols/create, /protocols/{id} (read-only) and /protocols/{id}/update (spec §2, §4, §5). */
export function ProtocolFormPage({ mode }: { mode: Mode }) {
  const { id } = useParams();
  const found = useProtocol(mode === 'create' ? undefined : id);
  const values = useDomainValues();
  const user = useSessionUser();
  if (values === undefined || !user || (mode !== 'create' && found === undefined)) {
    return <CircularProgress aria-label={LOADING_LABEL()} />;
  }
  if (mode !== 'create' && !found) return <BreadcrumbBar title={T.PROTOCOL_NOT_FOUND()} />;
  return (
    <ProtocolForm
      key={`${mode}:${id ?? ''}`}
      mode={mode}
      existing={found ?? null}
      domainValues={values}
      user={user}
    />
  );
}

/**
 * A protocol saved before products were filtered may hold a hormone of another purpose: it stays listed so the
 * form shows what is stored instead of a blank select.
 */
function withCurrent<T extends { id: string }>(
  offered: readonly T[],
  current: string | null,
  all: readonly T[],
): T[] {
  if (!current || offered.some((option) => option.id === current)) return [...offered];
  const stored = all.find((option) => option.id === current);
  return stored ? [...offered, stored] : [...offered];
}
/** The stored protocol's name limit, and the stored step's dose limit for the D0 doses. */
const PROTOCOL_TEXT_LIMITS: Readonly<Record<string, number>> = {
  name: entityTextLimits('protocolos').name ?? 200,
  benzoatoEstradiol: DOSE_MAX_LENGTH,
  luteoliseDosage: DOSE_MAX_LENGTH,
  progesteronaDosage: DOSE_MAX_LENGTH,
};

type ProtocolFormProps = {
  mode: Mode;
  existing: { protocol: Protocolo; row: ProtocolRow } | null;
  domainValues: DomainValues;
  user: SessionUser;
};

function ProtocolForm({ mode, existing, domainValues, user }: ProtocolFormProps) {
  const navigate = useNavigate();
  const lookup = useDomainLookup(domainValues);
  const [saveError, setSaveError] = useState<string | null>(null);
  const remover = useDeleteProtocol(() => navigate(LIST));
  const { control, handleSubmit, setValue, watch, formState } = useForm<ProtocolFields>({
    defaultValues: toFields(existing ? protocolToForm(existing.protocol, lookup) : emptyProtocolForm()),
    resolver: domainResolver((fields: ProtocolFields) => validateProtocolForm(fields), PROTOCOL_TEXT_LIMITS),
  });
  const mayWrite = mode === 'create' ? can(user, 'protocol.create') : Boolean(existing?.row.canEdit);
  const readOnly = mode === 'view' || !mayWrite;

  const options = useMemo(() => {
    const texts = (type: Parameters<typeof optionsOf>[1]) =>
      optionsOf(domainValues, type).map((value) => value.valor);
    const hormones = optionsOf(domainValues, 'hormonio');
    const lists: StepLists = {
      days: texts('dias').sort(compareDays),
      managements: texts('tipoManejo'),
      productsFor: (management) =>
        productsForPurpose(management, hormones, lookup).map((value) => value.valor),
    };
    return {
      lists,
      devices: optionsOf(domainValues, 'dispositivo'),
      // D0's two product selects offer only the hormones of their purpose (never GnRH as 'Luteólise').
      luteolise: productsForPurpose(MANEJO_VALOR.LUTEOLISE, hormones, lookup),
      progesterona: productsForPurpose(MANEJO_VALOR.PROGESTERONA_INJETAVEL, hormones, lookup),
    };
  }, [domainValues, lookup]);

  // One save at a time: a double click or Enter does not save twice.
  const flight = useSingleFlight();
  const submit = handleSubmit(async (fields) => {
    if (readOnly) return;
    setSaveError(null);
    const idOf = valueIdResolver(domainValues, domainTypeId);
    const draft = {
      name: (fields.name ?? '').trim(),
      // Spec §6: a new protocol belongs to its vet (none for an administrator); an edit keeps the owner.
      usuarioId: existing ? existing.protocol.usuarioId : protocolOwnerFor(user),
      managementProtocols: formToSteps(fields, idOf, newId, existing?.protocol.managementProtocols),
    };
    try {
      if (existing) await replaceProtocol(existing.protocol.id, draft);
      else await createProtocol(draft);
      navigate(LIST);
    } catch (error) {
      // Never an uncaught error: the user is told in pt-BR.
      setSaveError(
        error instanceof ProtocolInUseError ? T.PROTOCOL_DELETE_NOT_ALLOWED() : saveErrorMessage(error),
      );
    }
  });

  const productSelect = (
    product: 'luteolise' | 'progesterona',
    dose: 'luteoliseDosage' | 'progesteronaDosage',
  ) => (
    <Controller
      name={product}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={product === 'luteolise' ? T.LUTEOLYSIS_LABEL() : T.PROGESTERONE_LABEL()}
          value={field.value ?? ''}
          onChange={(event) => {
            const value = event.target.value || null;
            field.onChange(value);
            // No product, no dose: a dose left behind would be stored with nothing to give.
            if (!value) setValue(dose, null);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={readOnly}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        >
          <MenuItem value="">{T.NO_PRODUCT()}</MenuItem>
          {withCurrent(options[product], field.value, domainValues).map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {domainValueLabel(option.valor)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  const text = (
    name: 'name' | 'benzoatoEstradiol' | 'luteoliseDosage' | 'progesteronaDosage',
    label: string,
  ) => (
    <FormTextField
      control={control}
      name={name}
      label={label}
      fullWidth
      // Spec §5: a product's dose is required once the product is chosen.
      required={
        name === 'name' ||
        name === 'benzoatoEstradiol' ||
        (name === 'luteoliseDosage' && Boolean(watch('luteolise'))) ||
        (name === 'progesteronaDosage' && Boolean(watch('progesterona')))
      }
      maxLength={PROTOCOL_TEXT_LIMITS[name]}
      // Doses (mL): digits and a decimal comma only; a dot typed on a phone keypad becomes the comma.
      transform={name === 'name' ? undefined : normalizeDoseInput}
      slotProps={name === 'name' ? undefined : { htmlInput: { inputMode: 'decimal' } }}
      disabled={
        readOnly ||
        (name === 'luteoliseDosage' && !watch('luteolise')) ||
        (name === 'progesteronaDosage' && !watch('progesterona'))
      }
    />
  );

  const title =
    mode === 'create'
      ? T.NEW_PROTOCOL_TITLE()
      : mode === 'edit'
        ? T.EDIT_PROTOCOL_TITLE()
        : (existing?.protocol.name ?? '');
  const crumbs = [{ label: T.PROTOCOLS_TITLE(), to: LIST }, { label: title }];
  const locked = existing?.row.isBeingUsed ? T.PROTOCOL_DELETE_NOT_ALLOWED() : null;
  const actions =
    mode === 'view' && existing ? (
      <>
        <Button variant="outlined" onClick={() => navigate(LIST)}>
          {BACK_BUTTON()}
        </Button>
        <ReasonTooltip
          title={T.DELETE_PROTOCOL()}
          reason={protocolLockReason(existing.row, existing.row.canDelete)}
        >
          <Button
            variant="outlined"
            color="error"
            aria-label={labelWithReason(
              T.DELETE_PROTOCOL(),
              protocolLockReason(existing.row, existing.row.canDelete),
            )}
            disabled={!existing.row.canDelete}
            onClick={() => remover.ask(existing.protocol.id)}
          >
            {T.DELETE_PROTOCOL()}
          </Button>
        </ReasonTooltip>
        <ReasonTooltip title={BUTTON_EDIT()} reason={protocolLockReason(existing.row, existing.row.canEdit)}>
          <Button
            variant="contained"
            aria-label={labelWithReason(
              BUTTON_EDIT(),
              protocolLockReason(existing.row, existing.row.canEdit),
            )}
            disabled={!existing.row.canEdit}
            onClick={() => navigate(`${LIST}/${existing.protocol.id}/update`)}
          >
            {BUTTON_EDIT()}
          </Button>
        </ReasonTooltip>
      </>
    ) : (
      <>
        <Button onClick={() => navigate(LIST)}>{BUTTON_CANCEL()}</Button>
        <Button
          variant="contained"
          type="submit"
          form="protocol-form"
          disabled={readOnly || formState.isSubmitting || flight.busy}
        >
          {BUTTON_SAVE()}
        </Button>
      </>
    );

  return (
    <>
      <BreadcrumbBar title={title} crumbs={crumbs} actions={actions} />
      {locked && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {locked}
        </Alert>
      )}
      {saveError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {saveError}
        </Alert>
      )}
      <Paper
        component="form"
        id="protocol-form"
        noValidate
        onSubmit={flight.onSubmit(submit)}
        onKeyDown={guardEnterSubmit(can(user, 'form.enterSubmit'))}
        sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {text('name', T.PROTOCOL_NAME_LABEL())}
        <Typography variant="h6" component="h2">
          {T.D0_SECTION()}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="implantId"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  fullWidth
                  required
                  label={T.DEVICE_LABEL()}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value || null)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  disabled={readOnly}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  {options.devices.map((option) => (
                    <MenuItem key={option.id} value={option.id}>
                      {domainValueLabel(option.valor)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{text('benzoatoEstradiol', T.BENZOATE_LABEL())}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{productSelect('luteolise', 'luteoliseDosage')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{text('luteoliseDosage', T.LUTEOLYSIS_DOSE_LABEL())}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{productSelect('progesterona', 'progesteronaDosage')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{text('progesteronaDosage', T.PROGESTERONE_DOSE_LABEL())}</Grid>
        </Grid>
        <Typography variant="h6" component="h2">
          {T.STEPS_SECTION()}
        </Typography>
        <StepEditor control={control} lists={options.lists} readOnly={readOnly} />
      </Paper>
      {remover.dialogs}
    </>
  );
}
