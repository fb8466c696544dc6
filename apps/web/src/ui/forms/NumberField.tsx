import { type NumberFieldRule, numberFieldMessage, numberFieldText } from '@gestar/domain/rules/number-field';
import { TextField, type TextFieldProps } from '@mui/material';

export type NumberFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'error'> & {
  /** What the field holds: the text typed, or a stored number (shown with a decimal comma). */
  value: string | number | null | undefined;
  /** The field's number rule (domain rules/number-field): what it accepts and why it refuses. */
  rule: NumberFieldRule;
  onChange: (text: string) => void;
  /** The form's own message for the field (required…); it is shown before the number's. */
  error?: string;
};

/**
 * A numeric field: the text stays as typed — letters are never cut away — and, as soon as the
 * rule refuses it, the rule's pt-BR message shows under the field (aria-invalid, aria-describedby: MUI's
 * helper text). Saving is refused by the form's validation, which runs the same rule.
 */
export function NumberField({
  value,
  rule,
  onChange,
  error,
  helperText,
  slotProps,
  ...props
}: NumberFieldProps) {
  const text = numberFieldText(value);
  const message = error || numberFieldMessage(text, rule) || undefined;
  const htmlInput = slotProps?.htmlInput as Record<string, unknown> | undefined;
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(message)}
      helperText={message ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: rule.decimals === 0 ? 'numeric' : 'decimal', ...htmlInput },
      }}
    />
  );
}
