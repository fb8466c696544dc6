import { BRAZILIAN_STATES, municipalitiesOf } from '@gestar/domain/lists/brazil';
import { BUTTON_CLEAR_FILTERS } from '@gestar/domain/messages/common';
import {
  ALL,
  ANY,
  COLUMN_SEASON,
  CORRAL_FILTER,
  FILTERS_BUTTON,
  MUNICIPALITY_FILTER,
  MUNICIPALITY_NEEDS_STATE,
  NO,
  OWNER_FILTER,
  SEARCH_PLACEHOLDER,
  SEASON_END_FILTER,
  SEASON_START_FILTER,
  STATE_FILTER,
  YES,
} from '@gestar/domain/messages/labels/home';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Autocomplete, Badge, Box, Button, Collapse, MenuItem, Paper, TextField } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { SearchField } from '../../ui/SearchField.tsx';
import {
  clearExtraFilters,
  extraFilterCount,
  type FarmFilters,
  parseRetiroFilter,
  withState,
} from './farm-filters.ts';
import type { SeasonOption } from './seasons.ts';

export type FarmFiltersBarProps = {
  filters: FarmFilters;
  seasons: readonly SeasonOption[];
  onChange: (filters: FarmFilters) => void;
  /** Buttons acting on the selection (download), right of the filters. */
  children?: ReactNode;
};

// Select values cannot be null: these stand for "no choice".
const ALL_SEASONS = '__all__';
const NO_STATE = '__none__';

/** Search, breeding-season filter and the extra filters of spec §2 (owner, state, municipality, retiro, dates). */
export function FarmFiltersBar({ filters, seasons, onChange, children }: FarmFiltersBarProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const extra = extraFilterCount(filters);
  const set = (change: Partial<FarmFilters>) => onChange({ ...filters, ...change });
  const municipalities = filters.estado ? municipalitiesOf(filters.estado) : [];

  return (
    <Paper sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <SearchField
          placeholder={SEARCH_PLACEHOLDER()}
          value={filters.search}
          onSearch={(search) => set({ search })}
          sx={{ flex: '1 1 240px' }}
        />
        <TextField
          select
          label={COLUMN_SEASON()}
          value={filters.season ?? ALL_SEASONS}
          onChange={(event) =>
            set({ season: event.target.value === ALL_SEASONS ? null : event.target.value })
          }
          size="small"
          sx={{ flex: '0 1 180px', minWidth: 150 }}
        >
          <MenuItem value={ALL_SEASONS}>{ALL()}</MenuItem>
          {seasons.map((season) => (
            <MenuItem key={season.id} value={season.id}>
              {season.valor}
            </MenuItem>
          ))}
        </TextField>
        <Badge badgeContent={extra} color="secondary">
          <Button
            variant={open ? 'contained' : 'outlined'}
            startIcon={<FilterListIcon />}
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={panelId}
          >
            {FILTERS_BUTTON()}
          </Button>
        </Badge>
        {children}
      </Box>
      <Collapse in={open} id={panelId}>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
            gap: 1.5,
            pt: 2,
          }}
        >
          <TextField
            label={OWNER_FILTER()}
            value={filters.owner}
            onChange={(event) => set({ owner: event.target.value })}
            size="small"
          />
          <TextField
            select
            label={STATE_FILTER()}
            value={filters.estado ?? NO_STATE}
            onChange={(event) =>
              onChange(withState(filters, event.target.value === NO_STATE ? null : event.target.value))
            }
            size="small"
          >
            <MenuItem value={NO_STATE}>{ANY()}</MenuItem>
            {BRAZILIAN_STATES.map((state) => (
              <MenuItem key={state.sigla} value={state.sigla}>
                {state.sigla} – {state.nome}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            options={municipalities}
            value={filters.municipio}
            onChange={(_event, municipio) => set({ municipio })}
            disabled={!filters.estado}
            size="small"
            renderInput={(params) => (
              <TextField
                {...params}
                label={MUNICIPALITY_FILTER()}
                helperText={filters.estado ? undefined : MUNICIPALITY_NEEDS_STATE()}
              />
            )}
          />
          <TextField
            select
            label={CORRAL_FILTER()}
            value={filters.retiro}
            onChange={(event) => set({ retiro: parseRetiroFilter(event.target.value) })}
            size="small"
          >
            <MenuItem value="all">{ANY()}</MenuItem>
            <MenuItem value="yes">{YES()}</MenuItem>
            <MenuItem value="no">{NO()}</MenuItem>
          </TextField>
          <TextField
            label={SEASON_START_FILTER()}
            type="date"
            value={filters.seasonStart ?? ''}
            onChange={(event) => set({ seasonStart: event.target.value || null })}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={SEASON_END_FILTER()}
            type="date"
            value={filters.seasonEnd ?? ''}
            onChange={(event) => set({ seasonEnd: event.target.value || null })}
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Button onClick={() => onChange(clearExtraFilters(filters))} disabled={extra === 0}>
              {BUTTON_CLEAR_FILTERS()}
            </Button>
          </Box>
        </Box>
      </Collapse>
    </Paper>
  );
}
