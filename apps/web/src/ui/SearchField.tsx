import { SEARCH_LABEL } from '@gestar/domain/messages/common';
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';

type SearchFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'label'> & {
  value: string;
  onSearch: (text: string) => void;
};

/** The 'Buscar' box of the list screens (magnifier, small, clears with the browser's search ×). */
export function SearchField({ value, onSearch, ...props }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      {...props}
      label={SEARCH_LABEL}
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
        },
      }}
    />
  );
}
