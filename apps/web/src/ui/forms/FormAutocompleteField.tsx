import { Autocomplete, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues> = {
  name: FieldPath<T>;
  control: Control<T>;
  options: readonly string[];
  /** How an option reads, when it is not its stored text (a list word in the reader's language). */
  getOptionLabel?: (option: string) => string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the field when it has no validation message. */
  helperText?: ReactNode;
};

/** A react-hook-form type-to-search choice among texts (municipalities of a state, for instance). */
export function FormAutocompleteField<T extends FieldValues>({
  name,
  control,
  options,
  getOptionLabel,
  label,
  required,
  disabled,
  helperText,
}: Props<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          {...(getOptionLabel ? { getOptionLabel } : {})}
          value={field.value ?? null}
          onChange={(_, value) => field.onChange(value)}
          disabled={disabled}
          renderInput={(params) => (
            <TextField
              {...params}
              required={required}
              label={label}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? helperText}
            />
          )}
        />
      )}
    />
  );
}
