import { BRAZILIAN_STATES } from '@gestar/domain/lists/brazil';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export type SelectOption = { value: string; label: string };

type FormSelectFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'select'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  options: readonly SelectOption[];
  /** Runs before the new value is stored, only when it differs (clearing the fields that depend on it). */
  onValueChange?: (next: string | null) => void;
};

/** A react-hook-form select (MUI TextField) storing the option's value, or null when none is chosen. */
export function FormSelectField<T extends FieldValues>({
  name,
  control,
  options,
  onValueChange,
  helperText,
  ...props
}: FormSelectFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          select
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => {
            const next = event.target.value || null;
            if (next !== field.value) onValueChange?.(next);
            field.onChange(next);
          }}
          error={Boolean(fieldState.error) || props.error}
          helperText={fieldState.error?.message ?? helperText}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** The 27 states as select options ('MT – Mato Grosso'). */
export const BRAZILIAN_STATE_OPTIONS: readonly SelectOption[] = BRAZILIAN_STATES.map((state) => ({
  value: state.sigla,
  label: `${state.sigla} – ${state.nome}`,
}));
