import { CLEAR_CHOICE } from '@gestar/domain/messages/labels/dg';
import { spokenEccOption, spokenOption } from '@gestar/domain/rules/spoken-choice';
import { Box, MenuItem, TextField } from '@mui/material';
import { VoiceButton } from '../../../ui/voice/VoiceButton.tsx';

export type Option = { id: string; label: string };

/**
 * A small select of a diagnosis row or the bulk bar; '—' clears it. `voice` adds a microphone: 'ecc' reads a
 * spoken score (spec §5), 'option' a spoken option ('vazia', 'descarte prenhe').
 */
export function SelectField({
  label,
  value,
  options,
  onChange,
  error,
  disabled,
  minWidth,
  voice,
}: {
  label: string;
  value: string | null;
  options: readonly Option[];
  onChange: (value: string | null) => void;
  error?: string | undefined;
  disabled?: boolean;
  minWidth?: number;
  voice?: 'ecc' | 'option' | undefined;
}) {
  const select = (
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
      // A phone's bulk bar shares its row between the select and 'Preencher Todas' (StepBar).
      sx={minWidth ? { minWidth: { md: minWidth } } : undefined}
    >
      <MenuItem value="">
        <em>{CLEAR_CHOICE()}</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
  if (!voice) return select;
  const heard = (alternatives: string[]) => {
    const id = voice === 'ecc' ? spokenEccOption(alternatives, options) : spokenOption(alternatives, options);
    if (id) onChange(id);
    return id !== null;
  };
  return (
    // Apart from its select by a thumb's gap on phones, so neither is tapped for the other.
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: { xs: 1, md: 0 }, minWidth: 0 }}>
      {select}
      <VoiceButton field={label} onHeard={heard} disabled={disabled} />
    </Box>
  );
}
