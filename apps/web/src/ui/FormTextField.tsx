import { textLimitReached } from '@gestar/domain/messages/validation';
import { TextField, type TextFieldProps } from '@mui/material';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { PasswordField } from './PasswordField.tsx';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** Rewrites what the user typed before it is stored (lower-casing an e-mail, removing spaces…). */
  transform?: (raw: string) => string;
  /** The stored record's longest text: the input stops there, and says so under the field when reached. */
  maxLength?: number;
};

/** A react-hook-form text field showing its validation message (the domain's pt-BR texts) under the input. */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  transform,
  helperText,
  type,
  maxLength,
  slotProps,
  ...props
}: FormTextFieldProps<T>) {
  const htmlInput = maxLength === undefined ? undefined : { maxLength };
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const limitNote =
          maxLength !== undefined && typeof field.value === 'string' && field.value.length >= maxLength
            ? textLimitReached(maxLength)
            : undefined;
        const common = {
          ...props,
          slotProps: htmlInput
            ? { ...slotProps, htmlInput: { ...(slotProps?.htmlInput as object | undefined), ...htmlInput } }
            : slotProps,
          name: field.name,
          inputRef: field.ref,
          value: field.value ?? '',
          onBlur: field.onBlur,
          onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
            field.onChange(transform ? transform(event.target.value) : event.target.value),
          error: Boolean(fieldState.error) || props.error,
          helperText: fieldState.error?.message ?? limitNote ?? helperText,
        };
        return type === 'password' ? <PasswordField {...common} /> : <TextField {...common} type={type} />;
      }}
    />
  );
}
