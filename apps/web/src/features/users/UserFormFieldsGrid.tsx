import { type Role, roleLabel } from '@gestar/domain/entities/role';
import { municipalitiesOf } from '@gestar/domain/lists/brazil';
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
import { formatCpfInput } from '@gestar/domain/rules/cpf';
import { entityTextLimits } from '@gestar/domain/rules/forms/text-limits';
import { Checkbox, FormControlLabel } from '@mui/material';
import Grid from '@mui/material/Grid';
import { type Control, Controller, type UseFormSetValue, type UseFormWatch } from 'react-hook-form';
import { FormTextField } from '../../ui/FormTextField.tsx';
import { FormAutocompleteField } from '../../ui/forms/FormAutocompleteField.tsx';
import { BRAZILIAN_STATE_OPTIONS, FormSelectField } from '../../ui/forms/FormSelectField.tsx';
import type { UserFormFields } from './user-form-fields.ts';

/** The stored user's text limits, enforced by the form first. */
export const USER_TEXT_LIMITS = entityTextLimits('usuarios') as Readonly<
  Record<keyof UserFormFields, number>
>;
/** '000.000.000-00'. */
const CPF_FORMATTED_LENGTH = 14;

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
          maxLength={USER_TEXT_LIMITS.nomeCompleto}
          label={LABEL_FULL_NAME()}
          fullWidth
          required
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField
          control={control}
          name="email"
          maxLength={USER_TEXT_LIMITS.email}
          label={EMAIL_LABEL()}
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
              label={CREATE_WITHOUT_EMAIL()}
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
          label={LABEL_CPF()}
          fullWidth
          disabled={disabled}
          // Shown as 000.000.000-00 while typed; the check digits are the domain's rule.
          transform={formatCpfInput}
          maxLength={CPF_FORMATTED_LENGTH}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormSelectField
          control={control}
          name="estado"
          label={LABEL_STATE()}
          options={BRAZILIAN_STATE_OPTIONS}
          fullWidth
          required
          disabled={disabled}
          onValueChange={() => setValue('municipio', null)}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormAutocompleteField
          control={control}
          name="municipio"
          options={cities}
          label={LABEL_MUNICIPALITY()}
          required
          disabled={disabled || !estado}
          helperText={estado ? undefined : CHOOSE_STATE_FIRST()}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormSelectField
          control={control}
          name="role"
          label={LABEL_ROLE()}
          options={roles.map((role) => ({ value: role.id, label: roleLabel(role) }))}
          fullWidth
          required
          disabled={disabled}
        />
      </Grid>
    </Grid>
  );
}
