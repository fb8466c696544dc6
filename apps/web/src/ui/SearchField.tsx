import { SEARCH_LABEL } from '@gestar/domain/messages/common';
import { spokenSearchText } from '@gestar/domain/rules/spoken-choice';
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { VoiceButton } from './voice/VoiceButton.tsx';

type SearchFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'label'> & {
  value: string;
  onSearch: (text: string) => void;
  /** A microphone that searches for what is said (the chute screens: spec §2 'search with voice'). */
  voice?: boolean;
};

/** The 'Buscar' box of the list screens (magnifier, small, clears with the browser's search ×). */
export function SearchField({ value, onSearch, voice = false, ...props }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      {...props}
      label={SEARCH_LABEL()}
      value={value}
      onChange={(event) => onSearch(event.target.value)}
      type="search"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          ...(voice
            ? {
                endAdornment: (
                  <InputAdornment position="end">
                    <VoiceButton
                      field={SEARCH_LABEL()}
                      onHeard={(alternatives) => {
                        const text = spokenSearchText(alternatives);
                        if (text) onSearch(text);
                        return text !== '';
                      }}
                    />
                  </InputAdornment>
                ),
              }
            : {}),
        },
      }}
    />
  );
}
