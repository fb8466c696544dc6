import type { Role } from '@gestar/domain/entities/role';
import { BRAZILIAN_STATES, municipalitiesOf } from '@gestar/domain/lists/brazil';
import { EMAIL_LABEL } from '@gestar/domain/messages/navigation';
import {
  CHOOSE_STATE_FIRST,
  CREATE_WITHOUT_EMAIL,
  LABEL_CPF,
  LABEL_FULL_NAME,
  LABEL_MUNICIPALITY,
  LABEL_ROLE,
  LABEL_STATE,
} from '@gestar/domain/messages/users';
import { Autocomplete, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import Grid from '@mui/material/Grid';
import { type Control, Controller, type UseFormSetValue, type UseFormWatch } from 'react-hook-form';
import { FormTextField } from '../../ui/FormTextField.tsx';
import type { UserFormFields } from './user-form-fields.ts';

type Props = {
  control: Control<UserFormFields>;
  setValue: UseFormSetValue<UserFormFields>;
  watch: UseFormWatch<UserFormFields>;
  /** Roles offered (never Visualizador unless the user already holds it). */
  roles: readonly Role[];
  disabled: boolean;
};

/** The fields of the user form (spec §5): name, e-mail or none, CPF, state, IBGE city, role. */
export function UserFormFieldsGrid({ control, setValue, watch, roles, disabled }: Props) {
  const semEmail = watch('semEmail');
  const estado = watch('estado');
  const cities = estado ? municipalitiesOf(estado) : [];
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="nomeCompleto"
          label={LABEL_FULL_NAME}
          fullWidth
          required
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={control}
          name="email"
          label={EMAIL_LABEL}
          type="email"
          fullWidth
          required={!semEmail}
          disabled={disabled || semEmail}
          transform={(raw) => raw.trim()}
        />
        <Controller
          name="semEmail"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              label={CREATE_WITHOUT_EMAIL}
              disabled={disabled}
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    if (event.target.checked) setValue('email', '', { shouldValidate: false });
                  }}
                />
              }
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={control}
          name="cpf"
          label={LABEL_CPF}
          fullWidth
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Controller
          name="estado"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              required
              label={LABEL_STATE}
              value={field.value ?? ''}
              onChange={(event) => {
                if (event.target.value !== field.value) setValue('municipio', null);
                field.onChange(event.target.value || null);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={disabled}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {BRAZILIAN_STATES.map((state) => (
                <MenuItem key={state.sigla} value={state.sigla}>
                  {`${state.sigla} – ${state.nome}`}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Controller
          name="municipio"
          control={control}
          render={({ field, fieldState }) => (
            <Autocomplete
              options={cities}
              value={field.value ?? null}
              onChange={(_, value) => field.onChange(value)}
              disabled={disabled || !estado}
              renderInput={(params) => (
                <TextField
                  {...params}
                  required
                  label={LABEL_MUNICIPALITY}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? (estado ? undefined : CHOOSE_STATE_FIRST)}
                />
              )}
            />
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Controller
          name="role"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              required
              label={LABEL_ROLE}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value || null)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              disabled={disabled}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {roles.map((role) => (
                <MenuItem key={role.id} value={role.id}>
                  {role.description ?? role.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
    </Grid>
  );
}
