import type { DomainLookup } from '@gestar/domain/lists/domain-ids';
import { DG_OBSERVATIONS, IATF_OBSERVATIONS, OBS_NOT_APPLICABLE } from '@gestar/domain/lists/observations';
import {
  type IncludedCowState,
  type IncludedHandling,
  includedIatfDefaults,
  isEarlierHandlingPending,
  isHandlingFilled,
} from '@gestar/domain/management/include-cow';
import { type IatfRowValues, iatfSavePlan, validateIatfRow } from '@gestar/domain/management/row-steps';
import * as L from '@gestar/domain/messages/labels/batch-listing';
import { PREVIOUS_STEP_PENDING, STEP_REQUIRED_FOR_COW } from '@gestar/domain/messages/management';
import { applyDgChange, dgSavePatch, isPregnantConditionId } from '@gestar/domain/rules/dg-fields';
import { displayText } from '@gestar/domain/rules/display';
import type { FieldErrors } from '@gestar/domain/rules/form-rules';
import { type DgStepValues, validateDgStep } from '@gestar/domain/rules/forms/dg-step';
import { Alert, Box, Button, Chip, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { LocalEntity } from '../../../local-db/local-record.ts';
import { type Option, optionItems, optionLinesField } from '../../../ui/forms/select-display.tsx';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import { saveIatfRow } from '../writes/cow-writes.ts';
import { saveIncludedDg } from '../writes/include-writes.ts';

export type HandlingOptions = {
  semen: Option[];
  people: Option[];
  condicaoDG: Option[];
  tipoPrenhe: Option[];
};

type Props = {
  cow: LocalEntity<'d0s'>;
  iatf: LocalEntity<'iatfs'> | undefined;
  handlings: readonly IncludedHandling[];
  options: HandlingOptions;
  lookup: DomainLookup;
  canWrite: boolean;
  bullOfPartida: (partidaId: string) => string | null;
  /** Runs a write and tells the user when it fails (useSaveError's guard). */
  guard: <T>(save: () => Promise<T>) => Promise<{ value: T } | null>;
};

const observationOptions = (list: readonly string[]): Option[] =>
  [OBS_NOT_APPLICABLE, ...list].map((obs) => ({ id: obs, label: displayText(obs) }));

function Select({
  label,
  value,
  options,
  error,
  disabled,
  onChange,
}: {
  label: string;
  value: string | null;
  options: readonly Option[];
  error?: string;
  disabled: boolean;
  onChange: (value: string | null) => void;
}) {
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      fullWidth
      {...optionLinesField(options)}
    >
      <MenuItem value="">
        <em>—</em>
      </MenuItem>
      {optionItems(options)}
    </TextField>
  );
}

/**
 * Spec §2 'Incluir Matriz: form, then per-cow table of IATF and DG handlings': one line per handling the batch
 * has already done, each saved on its own; an unfilled one says 'Este Manejo deve ser preenchido…'.
 */
export function IncludedHandlings(props: Props) {
  const { cow, iatf, handlings, lookup } = props;
  const state: IncludedCowState = { cow, iatf };
  if (handlings.length === 0) return <Alert severity="info">{L.NO_HANDLINGS_DONE()}</Alert>;
  return (
    <Box component="ul" aria-label={L.HANDLINGS_TITLE()} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {handlings.map((handling) => {
        // Her DG waits for her IATF (spec §8 'Manejo anterior pendente.').
        const earlierPending = isEarlierHandlingPending(handling, handlings, state, lookup);
        return (
          <Paper component="li" key={handling} variant="outlined" sx={{ p: 2, mb: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
                {handling === 'IATF' ? L.IATF_LABEL() : L.DG_LABEL()}
              </Typography>
              {isHandlingFilled(handling, state, lookup) ? (
                <Chip color="success" label={L.HANDLING_SAVED()} />
              ) : null}
            </Box>
            {!isHandlingFilled(handling, state, lookup) && (
              <Alert severity="warning" sx={{ mb: 1.5 }}>
                {earlierPending ? PREVIOUS_STEP_PENDING() : STEP_REQUIRED_FOR_COW()}
              </Alert>
            )}
            {handling === 'IATF' ? (
              <IatfLine {...props} />
            ) : (
              <DgLine {...props} earlierPending={earlierPending} />
            )}
          </Paper>
        );
      })}
    </Box>
  );
}

const fieldsGrid = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr) auto' },
  alignItems: 'start',
} as const;

function IatfLine({ cow, iatf, options, canWrite, bullOfPartida, guard }: Props) {
  const [values, setValues] = useState<IatfRowValues>(() => includedIatfDefaults(cow, iatf));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof IatfRowValues) => (value: string | null) => {
    setValues({ ...values, [field]: value });
    setErrors({ ...errors, [field]: undefined });
  };
  const flight = useSingleFlight();
  const save = () =>
    flight.run(async () => {
      const found = validateIatfRow(cow, values);
      setErrors(found);
      if (Object.values(found).some(Boolean)) return;
      await guard(() => saveIatfRow(cow, iatfSavePlan(values, bullOfPartida)));
    });
  return (
    <Box sx={fieldsGrid}>
      <Select
        label={L.SEMEN_LABEL()}
        value={values.partidaId}
        options={options.semen}
        error={errors.partidaId}
        disabled={!canWrite}
        onChange={set('partidaId')}
      />
      <Select
        label={L.INSEMINATOR_LABEL()}
        value={values.usuarioId}
        options={options.people}
        error={errors.usuarioId}
        disabled={!canWrite}
        onChange={set('usuarioId')}
      />
      <Select
        label={L.OBSERVATION_LABEL()}
        value={values.observacao}
        options={observationOptions(IATF_OBSERVATIONS)}
        disabled={!canWrite}
        onChange={set('observacao')}
      />
      <Button
        variant="contained"
        disabled={!canWrite || flight.busy}
        onClick={() => void save()}
        sx={{ minHeight: 48 }}
        aria-label={`${L.SAVE_HANDLING()} ${L.IATF_LABEL()}`}
      >
        {L.SAVE_HANDLING()}
      </Button>
    </Box>
  );
}

function DgLine({
  cow,
  options,
  lookup,
  canWrite,
  guard,
  earlierPending,
}: Props & { earlierPending: boolean }) {
  const [values, setValues] = useState<DgStepValues>({
    condicaoDG: cow.condicaoDG ?? null,
    tipoPrenhe: cow.tipoPrenhe ?? null,
    observacaoDG: cow.observacaoDG ?? null,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof DgStepValues) => (value: string | null) => {
    // The condition's effects (type Normal for pregnant kinds) show at once, as on the DG screen.
    const effects =
      field === 'condicaoDG' ? applyDgChange({}, { condicaoDG: value }, { now: new Date(), lookup }) : {};
    setValues({ ...values, tipoPrenhe: effects.tipoPrenhe ?? values.tipoPrenhe, [field]: value });
    setErrors({ ...errors, [field]: undefined });
  };
  const flight = useSingleFlight();
  const save = () =>
    flight.run(async () => {
      const found = validateDgStep(values, lookup);
      setErrors(found);
      if (Object.values(found).some(Boolean)) return;
      const change = applyDgChange(cow, values, { now: new Date(), lookup });
      await guard(() => saveIncludedDg(cow.id, { ...change, ...dgSavePatch({ ...cow, ...change }) }));
    });
  return (
    <Box sx={fieldsGrid}>
      <Select
        label={L.DG_CONDITION_LABEL()}
        value={values.condicaoDG}
        options={options.condicaoDG}
        error={errors.condicaoDG}
        disabled={!canWrite}
        onChange={set('condicaoDG')}
      />
      {isPregnantConditionId(values.condicaoDG, lookup) ? (
        <Select
          label={L.PREGNANCY_TYPE_LABEL()}
          value={values.tipoPrenhe}
          options={options.tipoPrenhe}
          error={errors.tipoPrenhe}
          disabled={!canWrite}
          onChange={set('tipoPrenhe')}
        />
      ) : (
        <span />
      )}
      <Select
        label={L.OBSERVATION_LABEL()}
        value={values.observacaoDG}
        options={observationOptions(DG_OBSERVATIONS)}
        disabled={!canWrite}
        onChange={set('observacaoDG')}
      />
      <Button
        variant="contained"
        disabled={!canWrite || flight.busy || earlierPending}
        onClick={() => void save()}
        sx={{ minHeight: 48 }}
        aria-label={`${L.SAVE_HANDLING()} ${L.DG_LABEL()}`}
      >
        {L.SAVE_HANDLING()}
      </Button>
    </Box>
  );
}
