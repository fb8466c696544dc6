import { planResync } from '@gestar/domain/management/resync-create';
import { BUTTON_CANCEL } from '@gestar/domain/messages/common';
import { BATCHES_NOT_FOUND } from '@gestar/domain/messages/labels/management';
import * as L from '@gestar/domain/messages/labels/resync';
import { domainValueLabel } from '@gestar/domain/messages/list-values';
import { RESYNC_TITLE } from '@gestar/domain/messages/management';
import { LOADING_LABEL } from '@gestar/domain/messages/navigation';
import {
  RESYNC_ALL_PREGNANT,
  RESYNC_ALREADY_EXISTS,
  RESYNC_CONFIRMATION,
  RESYNC_NOT_AVAILABLE,
} from '@gestar/domain/messages/resync';
import { can } from '@gestar/domain/permissions/can';
import { protocolChoices } from '@gestar/domain/rules/batch-form';
import { isResyncDisabled, showResyncButton } from '@gestar/domain/rules/batch-progress';
import { formatDate } from '@gestar/domain/rules/display';
import type { FieldErrors } from '@gestar/domain/rules/form-rules';
import { type ResyncFormValues, resyncD0DayOptions } from '@gestar/domain/rules/forms/resync-form';
import { managementPath, nextManagement } from '@gestar/domain/rules/next-management';
import { cowsCarriedIntoResync, resyncNextD0, resyncNextIatf } from '@gestar/domain/rules/resync';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Grid,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSessionUser } from '../../../auth-session/screen-session.ts';
import type { LocalEntity } from '../../../local-db/local-record.ts';
import { loteRepository, protocoloRepository } from '../../../local-db/repositories.ts';
import { optionsOf, useDomainLookup, useDomainValues } from '../../../local-db/use-domain-options.ts';
import { BreadcrumbBar } from '../../../ui/BreadcrumbBar.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { FarmDetailsButton } from '../../../ui/FarmDetailsButton.tsx';
import { useSaveError } from '../../../ui/SaveErrorNotice.tsx';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import { type StepData, useStepData } from '../engine/use-step-data.ts';
import { writeResync } from '../writes/resync-writes.ts';

type DomainValues = NonNullable<ReturnType<typeof useDomainValues>>;

/** /Resync/:id (spec §2 'Resync page', §5 'Resync'): the form that starts the batch's next IATF round. */
export function ResyncPage() {
  const { id } = useParams();
  const data = useStepData(id);
  const values = useDomainValues();
  const user = useSessionUser();
  const protocols = useLiveQuery(() => protocoloRepository.get(), []);
  const parentId = data?.batches[0]?.id;
  // The chain around the batch: its live resync (one per batch) and the original's name.
  const chain = useLiveQuery(async () => {
    if (!parentId) return undefined;
    const [children, parent] = await Promise.all([
      loteRepository.getByRelation('parentBatch', parentId),
      loteRepository.getById(parentId),
    ]);
    const original = parent?.originalBatch ? await loteRepository.getById(parent.originalBatch) : parent;
    return { children, originalName: original?.nomeLote ?? parent?.nomeLote ?? '' };
  }, [parentId]);
  if (data === undefined || values === undefined || !user || !protocols || (data && !chain))
    return <CircularProgress aria-label={LOADING_LABEL()} />;
  if (!data || !chain || data.batches.length !== 1) return <BreadcrumbBar title={BATCHES_NOT_FOUND()} />;
  return (
    <ResyncForm
      data={data}
      domainValues={values}
      userId={user.id}
      protocols={protocols}
      resyncs={chain.children}
      originalName={chain.originalName}
    />
  );
}

const EMPTY: ResyncFormValues = {
  tipoResync: null,
  protocoloId: null,
  diaD0: null,
  progesteronaPosIATF: null,
  usuarioId: null,
  periodoManejo: null,
};

function ResyncForm({
  data,
  domainValues,
  userId,
  protocols,
  resyncs,
  originalName,
}: {
  data: StepData;
  domainValues: DomainValues;
  userId: string;
  protocols: LocalEntity<'protocolos'>[];
  resyncs: LocalEntity<'lotes'>[];
  originalName: string;
}) {
  const navigate = useNavigate();
  const user = useSessionUser();
  const lookup = useDomainLookup(domainValues);
  const [parent] = data.batches as [LocalEntity<'lotes'>];
  const parentProtocol = data.protocolOf(parent) ?? { managementProtocols: [] };
  const [form, setForm] = useState<ResyncFormValues>({ ...EMPTY, usuarioId: userId });
  const [errors, setErrors] = useState<FieldErrors<keyof ResyncFormValues>>({});
  const [confirming, setConfirming] = useState(false);
  // One save at a time.
  const flight = useSingleFlight();
  const saving = flight.busy;
  const { guard, notice } = useSaveError();

  const exists = resyncs.some((child) => !child.isDeleted);
  const cows = data.cows.filter((cow) => cow.loteId === parent.id);
  const iatfs = data.iatfs
    .filter((r) => !r.isDeleted && r.loteId === parent.id)
    .map((r) => ({ vacaId: r.vacaId, observacao: r.observacao }));
  const allPregnant = isResyncDisabled(cows, lookup);
  const available = showResyncButton(parent, parentProtocol, { currentUserId: userId, lookup });
  const mayWrite = can(user, 'batch.resync', data.context);
  const disabled = exists || allPregnant || !available || !mayWrite;

  const dayOptions = useMemo(() => {
    const days = optionsOf(domainValues, 'dias');
    const allowed = new Set(
      resyncD0DayOptions(
        days.map((d) => d.valor),
        lookup.valorOf(form.tipoResync),
      ),
    );
    return days.filter((d) => allowed.has(d.valor));
  }, [domainValues, lookup, form.tipoResync]);
  const protocolOptions = useMemo(() => protocolChoices(protocols, userId), [protocols, userId]);
  const chosenProtocol = protocols.find((p) => p.id === form.protocoloId);
  const nextD0 = resyncNextD0(parent.dataIatf, parentProtocol, form.diaD0, lookup);
  const nextIatf = chosenProtocol ? resyncNextIatf(nextD0, chosenProtocol, lookup) : null;

  const set = (field: keyof ResyncFormValues, value: string | null) => {
    // A corrected field loses its error at once; the others keep theirs until the next save.
    setErrors((current) => ({ ...current, [field]: undefined }));
    setForm((current) => {
      const next = { ...current, [field]: value };
      // A new type offers other D0 days: a day it does not offer is dropped.
      if (field === 'tipoResync') next.diaD0 = null;
      return next;
    });
  };

  const plan = () =>
    planResync({
      parent: { ...parent, iatfCount: parent.iatfCount },
      originalName,
      parentProtocol,
      values: form,
      batches: resyncs,
      cows,
      iatfs,
      lookup,
    });

  const submit = () => {
    const result = plan();
    if (result.kind === 'invalid') setErrors(result.errors);
    else {
      setErrors({});
      setConfirming(true);
    }
  };
  const save = async () => {
    const result = plan();
    if (result.kind !== 'create') {
      setConfirming(false);
      return;
    }
    const saved = await guard(() => writeResync(result, parent.id));
    setConfirming(false);
    if (!saved?.value) return;
    const child = saved.value;
    const next = nextManagement(child, chosenProtocol ?? { managementProtocols: [] }, lookup);
    // A precoce resync starts with its own D0 here; DG/D0 (Tradicional) is the DG screen's.
    navigate(next.route === 'D0Resync' ? managementPath('D0Resync', [child.id]) : data.backTo);
  };

  const select = (
    field: keyof ResyncFormValues,
    options: readonly { id: string; label: string }[],
    required = true,
  ) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField
        select
        fullWidth
        required={required}
        label={L.RESYNC_FIELD_LABELS()[field]}
        value={form[field] ?? ''}
        onChange={(event) => set(field, event.target.value || null)}
        disabled={disabled}
        error={Boolean(errors[field])}
        helperText={errors[field]}
      >
        {options.map((option) => (
          <MenuItem key={option.id} value={option.id} sx={{ minHeight: 44 }}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Grid>
  );
  const domain = (type: Parameters<typeof optionsOf>[1]) =>
    optionsOf(domainValues, type).map((v) => ({ id: v.id, label: domainValueLabel(v.valor) }));
  const farmPage = `/farms/${data.farm.id}`;
  const crumbs = [
    { label: data.farm.nome, to: farmPage },
    ...(data.backTo === farmPage ? [] : [{ label: data.corral.nome, to: data.backTo }]),
    { label: parent.nomeLote, to: `${farmPage}/corrals/${parent.retiroId}/batches/${parent.id}` },
    { label: RESYNC_TITLE() },
  ];
  const isTraditional = lookup.valorOf(form.tipoResync) === 'Tradicional';

  return (
    <>
      <BreadcrumbBar
        title={RESYNC_TITLE()}
        crumbs={crumbs}
        actions={<FarmDetailsButton farmId={data.farm.id} />}
      />
      {notice}
      {exists ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {RESYNC_ALREADY_EXISTS()}
        </Alert>
      ) : !available ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {RESYNC_NOT_AVAILABLE()}
        </Alert>
      ) : allPregnant ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {RESYNC_ALL_PREGNANT()}
        </Alert>
      ) : null}
      <Paper sx={{ p: 2 }}>
        <Grid container spacing={2}>
          {select('tipoResync', domain('tipoResync'))}
          {select(
            'protocoloId',
            protocolOptions.map((p) => ({ id: p.id, label: p.name })),
          )}
          {select(
            'diaD0',
            dayOptions.map((d) => ({ id: d.id, label: d.valor })),
            !isTraditional,
          )}
          {select('progesteronaPosIATF', domain('progesteronaPosIatf'))}
          {select(
            'usuarioId',
            data.people.map((p) => ({ id: p.id, label: p.nomeCompleto })),
          )}
          {select('periodoManejo', domain('periodoManejo'))}
        </Grid>
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mt: 2 }}>
          <Typography>
            {L.RESYNC_NEXT_D0()}: <strong>{nextD0 ? formatDate(nextD0) : '—'}</strong>
          </Typography>
          <Typography>
            {L.RESYNC_NEXT_IATF()}: <strong>{nextIatf ? formatDate(nextIatf) : '—'}</strong>
          </Typography>
          <Typography>
            {L.RESYNC_CARRIED_COWS()}: <strong>{cowsCarriedIntoResync(cows, iatfs, lookup).length}</strong>
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
          <Button variant="outlined" onClick={() => navigate(data.backTo)} sx={{ minHeight: 44 }}>
            {BUTTON_CANCEL()}
          </Button>
          <Button variant="contained" disabled={disabled} onClick={submit} sx={{ minHeight: 44 }}>
            {L.RESYNC_SAVE()}
          </Button>
        </Box>
      </Paper>
      <ConfirmDialog
        open={confirming}
        title={RESYNC_TITLE()}
        message={RESYNC_CONFIRMATION()}
        cancelLabel={BUTTON_CANCEL()}
        confirmLabel={L.RESYNC_SAVE()}
        busy={saving}
        onCancel={() => setConfirming(false)}
        onConfirm={() => flight.run(save)}
      />
    </>
  );
}
