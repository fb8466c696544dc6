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
};

/** A react-hook-form text field showing its validation message (the domain's pt-BR texts) under the input. */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  transform,
  helperText,
  type,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const common = {
          ...props,
          name: field.name,
          inputRef: field.ref,
          value: field.value ?? '',
          onBlur: field.onBlur,
          onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
            field.onChange(transform ? transform(event.target.value) : event.target.value),
          error: Boolean(fieldState.error) || props.error,
          helperText: fieldState.error?.message ?? helperText,
        };
        return type === 'password' ? <PasswordField {...common} /> : <TextField {...common} type={type} />;
      }}
    />
  );
}
