import type { DomainTypeKey } from '@gestar/domain/lists/domain-ids';
import { IATF_OBSERVATIONS, OBS_NOT_APPLICABLE } from '@gestar/domain/lists/observations';
import { protocolHeader } from '@gestar/domain/management/protocol-header';
import {
  type IatfRowValues,
  iatfRowDefaults,
  iatfSavePlan,
  isIatfRowSaved,
  validateIatfRow,
} from '@gestar/domain/management/row-steps';
import * as T from '@gestar/domain/messages/labels/management';
import { iatfOffSchedule } from '@gestar/domain/messages/management';
import { LOADING_LABEL } from '@gestar/domain/messages/navigation';
import { can } from '@gestar/domain/permissions/can';
import { calendarDayOf, displayText, formatDate, listValueLabel } from '@gestar/domain/rules/display';
import { offScheduleIatfDate } from '@gestar/domain/rules/iatf-dates';
import { Alert, Box, CircularProgress, MenuItem, TextField } from '@mui/material';
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { useSessionUser } from '../../../auth-session/screen-session.ts';
import { optionsOf, useDomainLookup, useDomainValues } from '../../../local-db/use-domain-options.ts';
import { BreadcrumbBar } from '../../../ui/BreadcrumbBar.tsx';
import { type Option, optionItems, optionLinesField } from '../../../ui/forms/select-display.tsx';
import { SelectField } from '../dg/SelectField.tsx';
import { RegisterSemenButton } from '../engine/RegisterSemenButton.tsx';
import { type Cow, type StepFieldsProps, StepScreen } from '../engine/StepScreen.tsx';
import { useRowStepFinalize } from '../engine/use-finalize.tsx';
import { type StepData, useStepData } from '../engine/use-step-data.ts';
import { semenOptions } from '../listing/cow-form-options.ts';
import { saveIatfRow, saveIatfRows } from '../writes/cow-writes.ts';

type IatfOptions = Record<
  'semen' | 'people' | 'ecc' | 'cio' | 'gnrh' | 'temperamento' | 'observacao',
  Option[]
>;

/** /IATF/:ids and /IATF/:ids/redirected/:redirected (spec §2 IATF screen). */
export function IatfPage() {
  const { ids } = useParams();
  const data = useStepData(ids);
  const values = useDomainValues();
  const user = useSessionUser();
  if (data === undefined || values === undefined || !user)
    return <CircularProgress aria-label={LOADING_LABEL()} />;
  if (!data) return <BreadcrumbBar title={T.BATCHES_NOT_FOUND()} />;
  return <IatfScreen data={data} domainValues={values} userId={user.id} />;
}

function makeFields(options: IatfOptions) {
  return function IatfFields({ values, onChange, errors, disabled }: StepFieldsProps<IatfRowValues>) {
    const field = (name: keyof IatfRowValues, label: string, list: Option[]) => (
      <TextField
        select
        size="small"
        label={label}
        value={values[name] ?? ''}
        onChange={(event) => onChange({ ...values, [name]: event.target.value || null })}
        error={Boolean(errors[name])}
        helperText={errors[name]}
        disabled={disabled}
        fullWidth
        {...optionLinesField(list)}
      >
        <MenuItem value="">
          <em>—</em>
        </MenuItem>
        {optionItems(list)}
      </TextField>
    );
    const L = T.COW_FIELD_LABELS();
    return (
      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(120px, 1fr))' },
        }}
      >
        {/* A bull's name over his lot's code, and a person's full name, do not fit half a 390 px card: the
            whole row on a phone (the pair of them keeps the short fields below two by two). */}
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 1' } }}>
          {field('partidaId', L.partidaId, options.semen)}
        </Box>
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 1' } }}>
          {field('usuarioId', L.inseminadorId, options.people)}
        </Box>
        <SelectField
          label={L.ecc}
          value={values.ecc ?? null}
          options={options.ecc}
          onChange={(value) => onChange({ ...values, ecc: value })}
          error={errors.ecc}
          disabled={disabled}
          voice="ecc"
        />
        {field('cioRetirada', L.cioRetirada, options.cio)}
        {field('gnhr', L.gnhr, options.gnrh)}
        {field('temperamento', L.temperamento, options.temperamento)}
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
          {field('observacao', T.DN_OBSERVATION_LABEL(), options.observacao)}
        </Box>
      </Box>
    );
  };
}

function IatfScreen({
  data,
  domainValues,
  userId,
}: {
  data: StepData;
  domainValues: NonNullable<ReturnType<typeof useDomainValues>>;
  userId: string;
}) {
  const lookup = useDomainLookup(domainValues);
  const user = useSessionUser();
  const [first] = data.batches;
  const protocol = first ? data.protocolOf(first) : undefined;
  const Fields = useMemo(() => {
    const list = (type: DomainTypeKey) =>
      optionsOf(domainValues, type).map((v) => ({ id: v.id, label: listValueLabel(type, v.valor) }));
    return makeFields({
      semen: semenOptions(data.partidas),
      people: data.people.map((p) => ({ id: p.id, label: p.nomeCompleto })),
      ecc: list('ecc'),
      cio: list('cio'),
      gnrh: list('gnrh'),
      temperamento: list('temperamento'),
      observacao: [OBS_NOT_APPLICABLE, ...IATF_OBSERVATIONS].map((obs) => ({
        id: obs,
        label: displayText(obs),
      })),
    });
  }, [data.partidas, data.people, domainValues]);

  // Each cow's IATF record of her batch, looked up once per read of the batch (not per row and render).
  const recordByCow = useMemo(() => {
    const found = new Map<string, (typeof data.iatfs)[number]>();
    for (const record of data.iatfs) {
      const key = `${record.vacaId}|${record.loteId}`;
      if (!record.isDeleted && !found.has(key)) found.set(key, record);
    }
    return found;
  }, [data.iatfs]);
  const recordOf = useCallback((cow: Cow) => recordByCow.get(`${cow.id}|${cow.loteId}`), [recordByCow]);
  const isStored = useCallback((cow: Cow) => isIatfRowSaved(recordOf(cow)), [recordOf]);
  const defaults = useCallback((cow: Cow) => iatfRowDefaults(cow, recordOf(cow)), [recordOf]);
  const offSchedule =
    first && protocol
      ? offScheduleIatfDate(calendarDayOf(new Date()), first.dataIatf, protocol, lookup)
      : null;
  const bullOf = (partidaId: string) => data.partidas.find((p) => p.id === partidaId)?.touroId ?? null;
  const finalize = useRowStepFinalize<IatfRowValues>({
    kind: 'IATF',
    data,
    lookup,
    userId,
    records: { iatfs: true },
  });
  const headerDays = useMemo(
    () => (protocol ? protocolHeader(protocol, lookup).slice(-1) : []),
    [protocol, lookup],
  );
  const notice = useMemo(
    () =>
      offSchedule ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {iatfOffSchedule(formatDate(offSchedule))}
        </Alert>
      ) : null,
    [offSchedule],
  );
  const canRegisterSemen = can(user, 'semen.register');
  const batchIdsKey = data.batchIds.join(';');
  const actions = useMemo(
    () => (
      <RegisterSemenButton batchIds={batchIdsKey.split(';')} management="IATF" disabled={!canRegisterSemen} />
    ),
    [canRegisterSemen, batchIdsKey],
  );

  return (
    <StepScreen<IatfRowValues>
      stepLabel="IATF"
      editsKey="IATF"
      data={data}
      protocolName={protocol?.name ?? ''}
      headerDays={headerDays}
      cows={data.cows}
      defaults={defaults}
      isStored={isStored}
      recordOf={recordOf}
      validate={validateIatfRow}
      save={(cow, values) => saveIatfRow(cow, iatfSavePlan(values, bullOf))}
      saveMany={(rows) =>
        saveIatfRows(rows.map(({ cow, values }) => ({ cow, plan: iatfSavePlan(values, bullOf) })))
      }
      Fields={Fields}
      notice={notice}
      actions={actions}
      finalize={finalize}
    />
  );
}
