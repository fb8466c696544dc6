import * as T from '@gestar/domain/messages/labels/bulls';
import { type PartidaFormValues, validatePartidaForm } from '@gestar/domain/rules/forms/partida-form';
import { entityTextLimits } from '@gestar/domain/rules/forms/text-limits';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Switch,
  Typography,
} from '@mui/material';
import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { domainResolver } from '../../ui/domain-resolver.ts';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { DateField } from '../../ui/forms/DateField.tsx';
import { guardEnterSubmit } from '../../ui/forms/enter-submit.ts';
import { useSaveError } from '../../ui/SaveErrorNotice.tsx';
import { useSingleFlight } from '../../ui/use-single-flight.ts';

/** The stored lot's text limits (codigo), enforced by the form first. */
const LOT_TEXT_LIMITS = entityTextLimits('partidas') as Readonly<Record<string, number>>;

type Props = {
  defaults: PartidaFormValues;
  /** The device's farms; lots are copied only to writable ones, others show only when the lot is in them. */
  farms: readonly { id: string; nome: string; writable: boolean }[];
  readOnly: boolean;
  enterSubmits: boolean;
  onSubmit: (values: PartidaFormValues) => Promise<void>;
  extraActions?: ReactNode;
  saveLabel: string;
};

/** A semen lot: its date (DD/MM/YYYY) or, in code mode, its code, and the farms it is copied to (spec §5). */
export function PartidaForm({
  defaults,
  farms,
  readOnly,
  enterSubmits,
  onSubmit,
  extraActions,
  saveLabel,
}: Props) {
  // One save at a time: a double click or Enter does not save twice.
  const flight = useSingleFlight();
  const saving = flight.busy;
  const { guard, notice } = useSaveError();
  const { control, handleSubmit, watch } = useForm<PartidaFormValues>({
    defaultValues: defaults,
    resolver: domainResolver(validatePartidaForm, LOT_TEXT_LIMITS),
  });
  const codeMode = watch('codeMode');
  const submit = handleSubmit(async (values) => {
    if (readOnly) return;
    await guard(() => onSubmit(values));
  });
  return (
    <Box
      component="form"
      id="lot-form"
      noValidate
      onSubmit={flight.onSubmit(submit)}
      onKeyDown={guardEnterSubmit(enterSubmits)}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <Controller
            name="codeMode"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    disabled={readOnly}
                  />
                }
                label={T.CODE_MODE()}
              />
            )}
          />
        </Grid>
        {!codeMode && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <DateField
              control={control}
              name="data"
              label={T.LABEL_LOT_DATE()}
              fullWidth
              disabled={readOnly}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="codigo"
            maxLength={LOT_TEXT_LIMITS.codigo}
            label={T.LABEL_LOT_CODE()}
            fullWidth
            required={codeMode}
            disabled={readOnly}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            name="fazendaIds"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl
                component="fieldset"
                error={Boolean(fieldState.error)}
                required
                disabled={readOnly}
              >
                <FormLabel component="legend">{T.LABEL_FARMS()}</FormLabel>
                {!readOnly && !farms.some((farm) => farm.writable) && (
                  <Typography variant="body2" color="text.secondary">
                    {T.NO_FARMS()}
                  </Typography>
                )}
                <FormGroup row>
                  {farms
                    .filter((farm) => farm.writable || field.value.includes(farm.id))
                    .map((farm) => (
                      <FormControlLabel
                        key={farm.id}
                        label={farm.nome}
                        disabled={readOnly || !farm.writable}
                        control={
                          <Checkbox
                            checked={field.value.includes(farm.id)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...field.value, farm.id]
                                  : field.value.filter((id) => id !== farm.id),
                              )
                            }
                          />
                        }
                      />
                    ))}
                </FormGroup>
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 2, flexWrap: 'wrap' }}>
        {extraActions}
        <Button variant="contained" type="submit" disabled={readOnly || saving}>
          {saveLabel}
        </Button>
      </Box>
      {notice}
    </Box>
  );
}
