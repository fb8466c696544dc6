import { isAdmin } from '@gestar/domain/entities/role';
import { CURRENT_SEASON_ID } from '@gestar/domain/lists/value-ids';
import { BUTTON_CANCEL, BUTTON_DELETE, BUTTON_SAVE } from '@gestar/domain/messages/common';
import { BACK_TO_MANAGEMENT, HAS_CORRALS_LABEL, NEW_FARM_TITLE } from '@gestar/domain/messages/farms';
import * as T from '@gestar/domain/messages/labels/farms';
import { domainValueLabel } from '@gestar/domain/messages/list-values';
import { LOADING_LABEL } from '@gestar/domain/messages/navigation';
import { can } from '@gestar/domain/permissions/can';
import { mayNameUser } from '@gestar/domain/permissions/nameable-user';
import { changedFields } from '@gestar/domain/rules/forms/changed-fields';
import {
  canChangeHasRetiro,
  type ResponsibleContext,
  responsibleChanges,
  vetCandidates,
} from '@gestar/domain/rules/forms/farm-form';
import {
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
} from '@mui/material';
import Grid from '@mui/material/Grid';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useSessionUser } from '../../auth-session/screen-session.ts';
import { useRecords } from '../../local-db/hooks.ts';
import { usuarioRepository } from '../../local-db/repositories.ts';
import { optionsOf, useDomainValues } from '../../local-db/use-domain-options.ts';
import { BreadcrumbBar } from '../../ui/BreadcrumbBar.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { domainResolver } from '../../ui/domain-resolver.ts';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { DateField } from '../../ui/forms/DateField.tsx';
import { guardEnterSubmit } from '../../ui/forms/enter-submit.ts';
import { FormSelectField } from '../../ui/forms/FormSelectField.tsx';
import { useSaveError } from '../../ui/SaveErrorNotice.tsx';
import { useSingleFlight } from '../../ui/use-single-flight.ts';
import { FarmLocationFields } from './FarmLocationFields.tsx';
import {
  emptyFarmForm,
  FARM_TEXT_LIMITS,
  type FarmFormFields,
  farmToForm,
  formToFarm,
  validateFarmFields,
} from './farm-form-fields.ts';
import { createFarm, deleteFarm, updateFarm } from './farm-writes.ts';
import { ResponsiblesField } from './ResponsiblesField.tsx';
import { useFarmAccess } from './use-farm-access.ts';

/** Where a management screen sends the user back to (location state), when it opened the form. */
type FarmFormState = { returnTo?: string } | null;

/** /farms/create ('Nova Farm') and /farms/{id}/update (spec §2, §3, §5). */
export function FarmFormPage() {
  const { id } = useParams();
  const user = useSessionUser();
  const access = useFarmAccess(id);
  const users = useRecords(usuarioRepository);
  const domainValues = useDomainValues();

  // The links load apart from the farm: the form waits for both, or Responsáveis would start empty.
  const loading = id !== undefined && (access.farm === undefined || !access.linksLoaded);
  if (!user || users === undefined || domainValues === undefined || loading) {
    return <CircularProgress aria-label={LOADING_LABEL()} />;
  }
  if (id && !access.farm) return <BreadcrumbBar title={T.FARM_NOT_FOUND()} />;
  const initial = access.farm
    ? farmToForm(access.farm, access.linkedUserIds)
    : emptyFarmForm(user.id, CURRENT_SEASON_ID);
  return (
    <FarmForm
      key={access.farm?.id ?? 'new'}
      farmId={access.farm?.id ?? null}
      initial={initial}
      ownerId={access.farm?.usuarioId ?? user.id}
      access={access}
      users={users.map((u) => ({
        id: u.id,
        nomeCompleto: u.nomeCompleto,
        roles: u.roles,
        createdByUserId: u.createdByUserId,
        superiorId: u.superiorId,
      }))}
      domainValues={domainValues}
    />
  );
}

type UserOption = {
  id: string;
  nomeCompleto: string;
  roles: { id: string; name: string }[];
  createdByUserId: string | null;
  superiorId: string | null;
};

type FarmFormProps = {
  farmId: string | null;
  initial: FarmFormFields;
  ownerId: string;
  access: ReturnType<typeof useFarmAccess>;
  users: UserOption[];
  domainValues: NonNullable<ReturnType<typeof useDomainValues>>;
};

function FarmForm({ farmId, initial: current, ownerId, access, users, domainValues }: FarmFormProps) {
  // What the form loaded, frozen: a sync while it is open changes `current`, and a save compared with that
  // would write the form's older values back over the other device's edits.
  const [initial] = useState(current);
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = (location.state as FarmFormState)?.returnTo;
  const user = useSessionUser();
  const [confirmDelete, setConfirmDelete] = useState(false);
  // One save at a time: a double click or Enter does not save twice.
  const flight = useSingleFlight();
  const saving = flight.busy;
  const { guard, notice } = useSaveError();
  const { control, handleSubmit, watch, setValue } = useForm<FarmFormFields>({
    defaultValues: initial,
    resolver: domainResolver(validateFarmFields, FARM_TEXT_LIMITS),
  });

  const isExisting = farmId !== null;
  const mayWrite = isExisting
    ? access.context !== null && can(user, 'farm.write', access.context)
    : can(user, 'farm.create');
  // Opened from a management page the form only shows the farm (spec §2).
  const disabled = !mayWrite || returnTo !== undefined;
  const mayDelete = isExisting && access.context !== null && can(user, 'farm.delete', access.context);
  const responsibleContext: ResponsibleContext = {
    currentUserId: user?.id ?? '',
    ownerId,
    adminUserIds: users.filter((u) => isAdmin(u)).map((u) => u.id),
  };
  const mayEditResponsibles =
    !disabled &&
    (isExisting ? access.context !== null && can(user, 'farm.manageUsers', access.context) : true);

  // Only users this user may name (the server refuses others); those already linked stay shown.
  const candidates = useMemo(() => {
    const byId = new Map(users.map((u) => [u.id, u]));
    const linked = new Set(initial.responsaveis);
    return vetCandidates(users).filter(
      (candidate) =>
        linked.has(candidate.id) || (user != null && mayNameUser(user, candidate.id, (id) => byId.get(id))),
    );
  }, [users, user, initial.responsaveis]);
  const userName = (userId: string) => users.find((u) => u.id === userId)?.nomeCompleto ?? userId;

  const farmPage = farmId ? `/farms/${farmId}` : '/';
  const submit = handleSubmit(async (fields) => {
    if (disabled || !user) return;
    const saved = await guard(async () => {
      const record = formToFarm(fields);
      if (!farmId) return (await createFarm(record, user.id, fields.responsaveis)).id;
      const responsibles = mayEditResponsibles
        ? responsibleChanges(initial.responsaveis, fields.responsaveis, responsibleContext)
        : { added: [], removed: [] };
      await updateFarm(farmId, changedFields(formToFarm(initial), record), responsibles);
      return farmId;
    });
    if (saved) navigate(`/farms/${saved.value}`);
  });

  const remove = async () => {
    if (!farmId) return;
    setConfirmDelete(false);
    if (await guard(() => deleteFarm(farmId))) navigate('/');
  };

  const domainOptions = (type: 'sistemaProducao' | 'estacaoMonta') =>
    optionsOf(domainValues, type).map((option) => ({
      value: option.id,
      label: domainValueLabel(option.valor),
    }));

  // The management screen opened this page: returning to its history entry, not pushing a new one, keeps Back
  // on that screen leading where it led before. A reloaded page keeps both its state and that entry.
  const backToManagement = () => (location.key === 'default' ? navigate(returnTo ?? '/') : navigate(-1));
  const actions = returnTo ? (
    <Button variant="contained" onClick={backToManagement}>
      {BACK_TO_MANAGEMENT()}
    </Button>
  ) : (
    <>
      {isExisting && (
        <Button color="error" variant="outlined" disabled={!mayDelete} onClick={() => setConfirmDelete(true)}>
          {BUTTON_DELETE()}
        </Button>
      )}
      <Button onClick={() => navigate(farmPage)}>{BUTTON_CANCEL()}</Button>
      <Button variant="contained" type="submit" form="farm-form" disabled={disabled || saving}>
        {BUTTON_SAVE()}
      </Button>
    </>
  );

  return (
    <>
      {returnTo ? (
        // Shown to look the farm up during a management: nothing here leads away but 'Voltar ao manejo'.
        <BreadcrumbBar title={initial.nome ?? ''} actions={actions} />
      ) : (
        <BreadcrumbBar
          title={isExisting ? T.FARM_TITLE_EDIT() : NEW_FARM_TITLE()}
          crumbs={
            isExisting
              ? [{ label: initial.nome ?? '', to: farmPage }, { label: T.FARM_TITLE_EDIT() }]
              : undefined
          }
          actions={actions}
        />
      )}
      <Paper
        component="form"
        id="farm-form"
        noValidate
        onSubmit={flight.onSubmit(submit)}
        onKeyDown={guardEnterSubmit(can(user, 'form.enterSubmit'))}
        sx={{ p: 2 }}
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="nomeProprietario"
              maxLength={FARM_TEXT_LIMITS.nomeProprietario}
              label={T.LABEL_OWNER_NAME()}
              fullWidth
              required
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="nome"
              maxLength={FARM_TEXT_LIMITS.nome}
              label={T.LABEL_FARM_NAME()}
              fullWidth
              required
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormTextField
              control={control}
              name="inscricaoEstadual"
              maxLength={FARM_TEXT_LIMITS.inscricaoEstadual}
              label={T.LABEL_STATE_REGISTRATION()}
              fullWidth
              disabled={disabled}
            />
          </Grid>
          <FarmLocationFields control={control} setValue={setValue} watch={watch} disabled={disabled} />
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="tamanho"
              label={T.LABEL_SIZE()}
              fullWidth
              disabled={disabled}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              name="retiro"
              control={control}
              render={({ field, fieldState }) => (
                <FormControl
                  error={Boolean(fieldState.error)}
                  disabled={disabled || !canChangeHasRetiro(isExisting)}
                  required
                >
                  <FormLabel id="has-retiro">{HAS_CORRALS_LABEL()}</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby="has-retiro"
                    value={field.value === null ? '' : field.value ? 'sim' : 'nao'}
                    onChange={(event) => field.onChange(event.target.value === 'sim')}
                  >
                    <FormControlLabel value="sim" control={<Radio />} label={T.YES()} />
                    <FormControlLabel value="nao" control={<Radio />} label={T.NO()} />
                  </RadioGroup>
                  {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                </FormControl>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <DateField
              control={control}
              name="inicioEstacaoMonta"
              label={T.LABEL_SEASON_START()}
              fullWidth
              required
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <DateField
              control={control}
              name="fimEstacaoMonta"
              label={T.LABEL_SEASON_END()}
              fullWidth
              required
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              control={control}
              name="sistemaProducao"
              label={T.LABEL_PRODUCTION_SYSTEM()}
              options={domainOptions('sistemaProducao')}
              fullWidth
              required
              disabled={disabled}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              control={control}
              name="estacaoMonta"
              label={T.LABEL_BREEDING_SEASON()}
              options={domainOptions('estacaoMonta')}
              fullWidth
              required
              disabled={disabled}
            />
          </Grid>
          <Grid size={12}>
            <ResponsiblesField
              control={control}
              candidates={candidates}
              userName={userName}
              context={responsibleContext}
              disabled={!mayEditResponsibles}
            />
          </Grid>
        </Grid>
        <Box component="button" type="submit" hidden aria-hidden tabIndex={-1} />
      </Paper>
      <ConfirmDialog
        open={confirmDelete}
        title={BUTTON_DELETE()}
        message={T.confirmDeleteFarm(initial.nome ?? '')}
        cancelLabel={BUTTON_CANCEL()}
        confirmLabel={BUTTON_DELETE()}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={remove}
      />
      {notice}
    </>
  );
}
