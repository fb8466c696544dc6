import { CLEAR_CHOICE } from '@gestar/domain/messages/labels/dg';
import { MenuItem, TextField } from '@mui/material';

export type Option = { id: string; label: string };

/** A small select of a diagnosis row or the bulk bar; '—' clears it. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  error,
  disabled,
  minWidth,
}: {
  label: string;
  value: string | null;
  options: readonly Option[];
  onChange: (value: string | null) => void;
  error?: string | undefined;
  disabled?: boolean;
  minWidth?: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      fullWidth={!minWidth}
      sx={minWidth ? { minWidth } : undefined}
    >
      <MenuItem value="">
        <em>{CLEAR_CHOICE}</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
