import { DATE_PLACEHOLDER } from '@gestar/domain/messages/common';
import { TextField, type TextFieldProps } from '@mui/material';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { fromIsoDate, maskDate, toIsoDate } from './date-input.ts';

type DateFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  name: FieldPath<T>;
  control: Control<T>;
};

/** A DD/MM/YYYY text field over a 'YYYY-MM-DD' form value. */
export function DateField<T extends FieldValues>({ name, control, helperText, ...props }: DateFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          inputRef={field.ref}
          value={fromIsoDate(field.value)}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(toIsoDate(maskDate(event.target.value)))}
          placeholder={DATE_PLACEHOLDER()}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
    />
  );
}
