import { CENTRAL_OUTRA_ID } from '@gestar/domain/lists/value-ids';
import * as T from '@gestar/domain/messages/labels/bulls';
import { domainValueLabel } from '@gestar/domain/messages/list-values';
import { BULL_CODE_HELPER, type BullFormValues } from '@gestar/domain/rules/forms/bull-form';
import { entityTextLimits } from '@gestar/domain/rules/forms/text-limits';
import { MenuItem, TextField } from '@mui/material';
import Grid from '@mui/material/Grid';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { optionsOf, useDomainValues } from '../../local-db/use-domain-options.ts';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { DateField } from '../../ui/forms/DateField.tsx';

/** The stored bull's text limits (nome, cod_Touro, centralValue, observacao), enforced by the form first. */
export const BULL_TEXT_LIMITS = entityTextLimits('touros') as Readonly<Record<keyof BullFormValues, number>>;

type Props = { control: Control<BullFormValues>; readOnly: boolean };

/** The fields of spec §5 'Bull': nome, cod_Touro (NAAB hint), Raça do Touro, Central (or typed), saída, observação. */
export function BullFormFields({ control, readOnly }: Props) {
  const values = useDomainValues();
  const central = useWatch({ control, name: 'central' });
  const select = (name: 'raca' | 'central', label: string, type: 'racaTouro' | 'centrais') => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Controller
        name={name}
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            select
            fullWidth
            required
            label={label}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value || null)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={readOnly}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            {optionsOf(values, type).map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {domainValueLabel(option.valor)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Grid>
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="nome"
          maxLength={BULL_TEXT_LIMITS.nome}
          label={T.LABEL_NAME()}
          fullWidth
          required
          disabled={readOnly}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="cod_Touro"
          maxLength={BULL_TEXT_LIMITS.cod_Touro}
          label={T.LABEL_CODE()}
          helperText={BULL_CODE_HELPER()}
          fullWidth
          disabled={readOnly}
        />
      </Grid>
      {select('raca', T.LABEL_BREED(), 'racaTouro')}
      {select('central', T.LABEL_CENTRAL(), 'centrais')}
      {central === CENTRAL_OUTRA_ID && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="centralValue"
            maxLength={BULL_TEXT_LIMITS.centralValue}
            label={T.LABEL_CENTRAL_NAME()}
            fullWidth
            required
            disabled={readOnly}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateField
          control={control}
          name="partida"
          label={T.LABEL_DEPARTURE()}
          fullWidth
          disabled={readOnly}
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="observacao"
          maxLength={BULL_TEXT_LIMITS.observacao}
          label={T.LABEL_NOTE()}
          fullWidth
          multiline
          minRows={2}
          disabled={readOnly}
        />
      </Grid>
    </Grid>
  );
}
