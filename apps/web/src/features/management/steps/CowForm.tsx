import { D0_IATF_OBSERVATIONS, OBS_NOT_APPLICABLE } from '@gestar/domain/lists/observations';
import { typedCowCode } from '@gestar/domain/management/cow-lookup';
import { type D0FormValues, validateD0Form } from '@gestar/domain/management/d0-step';
import { BUTTON_CANCEL, BUTTON_SAVE, DATE_PLACEHOLDER } from '@gestar/domain/messages/common';
import {
  CANCEL_EDIT,
  cowSaved,
  EDIT_COW_TITLE,
  COW_FIELD_LABELS as L,
  NEW_COW_TITLE,
  SAVE_COW,
} from '@gestar/domain/messages/labels/management';
import { MOVE_COW_BUTTON } from '@gestar/domain/messages/management';
import { COW_IN_OTHER_BATCHES_TITLE, WARN_REPEATED_COWS_LABEL } from '@gestar/domain/messages/validation';
import { displayText } from '@gestar/domain/rules/display';
import type { FieldErrors } from '@gestar/domain/rules/form-rules';
import { COW_WEIGHT_FIELD } from '@gestar/domain/rules/number-field';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Paper,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { type KeyboardEvent, type ReactNode, type RefObject, useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { fromIsoDate, maskDate, toIsoDate } from '../../../ui/forms/date-input.ts';
import { guardEnterSubmit } from '../../../ui/forms/enter-submit.ts';
import { NumberField } from '../../../ui/forms/NumberField.tsx';
import { type Option, optionItems, optionLinesField } from '../../../ui/forms/select-display.tsx';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import { StepActionBar, usePhoneLayout } from '../engine/StepActionBar.tsx';

/** What the farm-wide check found: the dialog's text, and `move` when the cow may be brought here instead. */
export type RepeatedCow = { message: string; move?: () => Promise<void> };

export type CowFormOptions = {
  people: Option[];
  dispositivo: Option[];
  uso: Option[];
  raca: Option[];
  ordem: Option[];
  idade: Option[];
  semen: Option[];
  ecc: Option[];
  cio: Option[];
  gnrh: Option[];
  temperamento: Option[];
};

type Field = keyof D0FormValues;

export type CowFormProps = {
  values: D0FormValues;
  onChange: (values: D0FormValues) => void;
  mode: 'create' | 'edit';
  management: 'D0' | 'D0IATF';
  otherCowCodes: readonly string[];
  options: CowFormOptions;
  canWrite: boolean;
  warnRepeated: boolean;
  onWarnRepeatedChange: (on: boolean) => void;
  /** Runs the farm-wide check: the dialog's message, or null when the cow may be saved directly. */
  /** The farm-wide check: the dialog's text, and a way to move the cow here when she may be moved. */
  repeatedCheck: (values: D0FormValues) => Promise<RepeatedCow | null>;
  onSave: (values: D0FormValues) => Promise<void>;
  onCancelEdit: () => void;
  id1Ref: RefObject<HTMLInputElement | null>;
  id2Ref: RefObject<HTMLInputElement | null>;
  /**
   * D0's FINALIZAR: on a phone it and 'Salvar Matriz' sit in the bottom bar, drawn inside the form so that the
   * save stays the form's submit. Without it (the batch's cow list, the edit dialog) the save stays by the IDs.
   */
  finalizeButton?: ReactNode;
};

/**
 * The cow form of D0 and D0/IATF (spec §5 'Cow (new)'). Field speed: the two IDs and the
 * save button come first and every other field starts filled, so a cow is one ID and one tap (or Enter — the
 * wand reader types digits and Enter into ID2).
 */
export function CowForm(props: CowFormProps) {
  const { values, onChange, options, canWrite, management, mode } = props;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [repeated, setRepeated] = useState<(RepeatedCow & { values: D0FormValues }) | null>(null);
  const flight = useSingleFlight();
  const saving = flight.busy;
  const inBar = usePhoneLayout() && props.finalizeButton !== undefined;
  // The code of the cow just saved, while nothing has been typed since: the form says she was saved, and a
  // save on the emptied form is the same gesture again (a second tap to make sure, a double click, a wand
  // reader's second Enter), ignored instead of answered with a red 'required' that reads as a failed save.
  const [justSaved, setJustSaved] = useState<string | null>(null);
  // Editing another cow is a new task: the last one's confirmation must not come back when it is cancelled.
  if (mode === 'edit' && justSaved !== null) setJustSaved(null);

  const set = (field: Field, value: string | null) => {
    onChange({ ...values, [field]: value === '' ? null : value });
    setJustSaved(null);
    if (errors[field] || ((field === 'codVaca' || field === 'codLeitorBastao') && errors.codVaca)) {
      setErrors({ ...errors, [field]: undefined, codVaca: undefined, codLeitorBastao: undefined });
    }
  };

  const saved = (cow: D0FormValues) => {
    setErrors({});
    setJustSaved(typedCowCode(cow) ?? '');
  };

  const save = (checked: D0FormValues) =>
    flight.run(async () => {
      await props.onSave(checked);
      saved(checked);
    });

  const moveHere = (pending: D0FormValues, move: () => Promise<void>) =>
    flight.run(async () => {
      await move();
      saved(pending);
    });

  // One submit at a time: the farm-wide check and the save run inside the guard, so a second
  // click or Enter cannot pass the repeated-ID check before the first cow is written.
  const submit = () =>
    flight.run(async () => {
      if (!canWrite) return;
      if (justSaved !== null && typedCowCode(values) === null) return;
      const found = validateD0Form(values, { mode, management, otherCowCodes: props.otherCowCodes });
      setErrors(found);
      if (Object.values(found).some(Boolean)) return;
      if (props.warnRepeated) {
        const repeatedCow = await props.repeatedCheck(values);
        if (repeatedCow) {
          setRepeated({ ...repeatedCow, values });
          return;
        }
      }
      await props.onSave(values);
      saved(values);
    });

  const text = (
    field: Field,
    extra: { inputRef?: RefObject<HTMLInputElement | null>; numeric?: boolean } = {},
  ) => (
    <TextField
      label={L()[field as keyof ReturnType<typeof L>]}
      value={values[field] ?? ''}
      onChange={(event) => set(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      disabled={!canWrite}
      inputRef={extra.inputRef}
      slotProps={{ htmlInput: extra.numeric ? { inputMode: 'numeric' } : {} }}
      fullWidth
    />
  );
  const select = (field: Field, list: readonly Option[]) => (
    <TextField
      select
      label={L()[field as keyof ReturnType<typeof L>]}
      value={values[field] ?? ''}
      onChange={(event) => set(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      disabled={!canWrite}
      fullWidth
      {...optionLinesField(list)}
    >
      <MenuItem value="">
        <em>—</em>
      </MenuItem>
      {optionItems(list)}
    </TextField>
  );
  const iatfObservations = [OBS_NOT_APPLICABLE, ...D0_IATF_OBSERVATIONS].map((obs) => ({
    id: obs,
    label: displayText(obs),
  }));

  // Enter in an ID field saves at once (the wand reader ends with Enter); Enter elsewhere submits the form.
  const onIdKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit();
    }
  };

  const saveButton = (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={!canWrite || saving}
      sx={{ minHeight: 48, flex: 1, whiteSpace: 'nowrap' }}
    >
      {SAVE_COW()}
    </Button>
  );

  return (
    <Paper
      component="form"
      aria-label={mode === 'create' ? NEW_COW_TITLE() : EDIT_COW_TITLE()}
      noValidate
      sx={{ p: 2, mb: 2 }}
      onKeyDown={guardEnterSubmit(canWrite)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {mode === 'create' ? NEW_COW_TITLE() : EDIT_COW_TITLE()}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr auto' },
          mb: 1.5,
        }}
        onKeyDown={onIdKey}
      >
        {text('codVaca', { inputRef: props.id1Ref })}
        {text('codLeitorBastao', { inputRef: props.id2Ref, numeric: true })}
        {(!inBar || mode === 'edit') && (
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, display: 'flex', gap: 1 }}>
            {!inBar && saveButton}
            {mode === 'edit' && (
              <Button onClick={props.onCancelEdit} sx={{ minHeight: 48 }}>
                {CANCEL_EDIT()}
              </Button>
            )}
          </Box>
        )}
      </Box>
      {/* Always in the page, so a screen reader hears the confirmation when it appears. */}
      <Box role="status" aria-live="polite">
        {justSaved !== null && (
          <Alert severity="success" role="none" icon={<CheckCircleIcon />} sx={{ mb: 1.5, fontWeight: 600 }}>
            {cowSaved(justSaved)}
          </Alert>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {select('responsavelId', options.people)}
        {select('racaMatriz', options.raca)}
        {select('ordemMatriz', options.ordem)}
        {select('dispositivoIntravaginal', options.dispositivo)}
        {select('numero_Uso_Disp', options.uso)}
        {select('idade_Nov_Pri', options.idade)}
        <NumberField
          label={L().peso_EM}
          rule={COW_WEIGHT_FIELD}
          value={values.peso_EM}
          onChange={(text) => set('peso_EM', text)}
          error={errors.peso_EM}
          disabled={!canWrite}
          fullWidth
        />
        <TextField
          label={L().dataPartoIndividual}
          value={fromIsoDate(values.dataPartoIndividual)}
          onChange={(event) => set('dataPartoIndividual', toIsoDate(maskDate(event.target.value)))}
          placeholder={DATE_PLACEHOLDER()}
          error={Boolean(errors.dataPartoIndividual)}
          helperText={errors.dataPartoIndividual}
          disabled={!canWrite}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
        />
        {text('observacaoD0')}
        {management === 'D0IATF' && (
          <>
            {select('partidaId', options.semen)}
            {select('inseminadorId', options.people)}
            {select('ecc', options.ecc)}
            {select('cioRetirada', options.cio)}
            {select('gnhr', options.gnrh)}
            {select('temperamento', options.temperamento)}
            {select('observacaoIatf', iatfObservations)}
          </>
        )}
      </Box>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Switch
            checked={props.warnRepeated}
            onChange={(event) => props.onWarnRepeatedChange(event.target.checked)}
          />
        }
        label={WARN_REPEATED_COWS_LABEL()}
      />
      {inBar && (
        <StepActionBar>
          {props.finalizeButton}
          {saveButton}
        </StepActionBar>
      )}
      <ConfirmDialog
        open={repeated !== null}
        title={COW_IN_OTHER_BATCHES_TITLE()}
        message={repeated?.message ?? ''}
        cancelLabel={BUTTON_CANCEL()}
        confirmLabel={BUTTON_SAVE()}
        busy={saving}
        onCancel={() => setRepeated(null)}
        onConfirm={() => {
          const pending = repeated;
          setRepeated(null);
          if (pending) void save(pending.values);
        }}
      >
        {repeated?.move && (
          <Button
            variant="outlined"
            fullWidth
            sx={{ mt: 2, minHeight: 44 }}
            disabled={saving}
            onClick={() => {
              const pending = repeated;
              setRepeated(null);
              if (pending?.move) void moveHere(pending.values, pending.move);
            }}
          >
            {MOVE_COW_BUTTON()}
          </Button>
        )}
      </ConfirmDialog>
    </Paper>
  );
}
