import { BRAZILIAN_STATES, municipalitiesOf } from '@gestar/domain/lists/brazil';
import { BUTTON_CLEAR_FILTERS } from '@gestar/domain/messages/common';
import { EMAIL_LABEL } from '@gestar/domain/messages/navigation';
import {
  CHOOSE_STATE_FIRST,
  LABEL_MUNICIPALITY,
  LABEL_STATE,
  USERS_FILTERS_BUTTON,
  USERS_SEARCH_PLACEHOLDER,
} from '@gestar/domain/messages/users';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Autocomplete, Badge, Box, Button, Collapse, MenuItem, Paper, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { SearchField } from '../../ui/SearchField.tsx';
import { NO_USER_FILTERS, type UserFilters, userFilterCount, withUserState } from './user-rows.ts';

const NO_STATE = '__none__';

/** Search plus the filter toggle of spec §2 (state, city, e-mail). */
export function UserFiltersBar({
  filters,
  onChange,
}: {
  filters: UserFilters;
  onChange: (filters: UserFilters) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const set = (change: Partial<UserFilters>) => onChange({ ...filters, ...change });
  const cities = filters.estado ? municipalitiesOf(filters.estado) : [];
  return (
    <Paper sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <SearchField
          placeholder={USERS_SEARCH_PLACEHOLDER()}
          value={filters.search}
          onSearch={(search) => set({ search })}
          sx={{ flex: '1 1 240px' }}
        />
        <Badge badgeContent={userFilterCount(filters)} color="secondary">
          <Button
            variant={open ? 'contained' : 'outlined'}
            startIcon={<FilterListIcon />}
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={panelId}
          >
            {USERS_FILTERS_BUTTON()}
          </Button>
        </Badge>
      </Box>
      <Collapse in={open} id={panelId}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr) auto' },
            gap: 1.5,
            pt: 2,
            alignItems: 'center',
          }}
        >
          <TextField
            select
            size="small"
            label={LABEL_STATE()}
            value={filters.estado ?? NO_STATE}
            onChange={(event) =>
              onChange(withUserState(filters, event.target.value === NO_STATE ? null : event.target.value))
            }
          >
            <MenuItem value={NO_STATE}>—</MenuItem>
            {BRAZILIAN_STATES.map((state) => (
              <MenuItem key={state.sigla} value={state.sigla}>
                {`${state.sigla} – ${state.nome}`}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            size="small"
            options={cities}
            value={filters.municipio}
            onChange={(_, municipio) => set({ municipio })}
            disabled={!filters.estado}
            renderInput={(params) => (
              <TextField
                {...params}
                label={LABEL_MUNICIPALITY()}
                helperText={filters.estado ? undefined : CHOOSE_STATE_FIRST()}
              />
            )}
          />
          <TextField
            size="small"
            label={EMAIL_LABEL()}
            value={filters.email}
            onChange={(event) => set({ email: event.target.value })}
          />
          <Button onClick={() => onChange({ ...NO_USER_FILTERS, search: filters.search })}>
            {BUTTON_CLEAR_FILTERS()}
          </Button>
        </Box>
      </Collapse>
    </Paper>
  );
}
