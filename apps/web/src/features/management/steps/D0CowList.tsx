import type { DomainTypeKey } from '@gestar/domain/lists/domain-ids';
import { NO_COWS_IN_BATCH_YET } from '@gestar/domain/messages/common';
import * as T from '@gestar/domain/messages/labels/management';
import { listValueLabel } from '@gestar/domain/rules/display';
import { matchesCowSearch } from '@gestar/domain/rules/forms/cow-form';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Card, CardContent, IconButton, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { optionsOf, type useDomainValues } from '../../../local-db/use-domain-options.ts';
import { type DataColumn, DataTable } from '../../../ui/DataTable.tsx';
import { EMPTY_CHOICE_SHOWN } from '../../../ui/forms/select-display.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { CHUTE_BUTTON_HEIGHT } from '../engine/chute-theme.tsx';
import type { StepData } from '../engine/use-step-data.ts';
import { domainOptions } from '../listing/cow-form-options.ts';
import { useCowSearch } from '../listing/use-cow-search.ts';

type Cow = StepData['cows'][number];
type Filters = { racaMatriz: string; ordemMatriz: string; numero_Uso_Disp: string };
const NO_FILTERS: Filters = { racaMatriz: '', ordemMatriz: '', numero_Uso_Disp: '' };

// ID1 takes the reader value when typed alone, so ID2 is shown only when it says something more.
const cowIds = (cow: Cow) =>
  cow.codLeitorBastao && cow.codLeitorBastao !== cow.codVaca
    ? `${cow.codVaca ?? ''} / ${cow.codLeitorBastao}`
    : (cow.codVaca ?? '');

/** The cows D0 registered: search, breed/order/use filters, and the paged list with edit and delete. */
export function D0CowList({
  cows,
  domainValues,
  canWrite,
  canDelete,
  onEdit,
  onDelete,
}: {
  cows: readonly Cow[];
  domainValues: NonNullable<ReturnType<typeof useDomainValues>>;
  canWrite: boolean;
  canDelete: boolean;
  onEdit: (cow: Cow) => void;
  onDelete: (cow: Cow) => void;
}) {
  const { search, onSearch, page, setPage } = useCowSearch();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const shown = useMemo(
    () =>
      cows.filter(
        (cow) =>
          matchesCowSearch(cow, search) &&
          (filters.racaMatriz === '' || cow.racaMatriz === filters.racaMatriz) &&
          (filters.ordemMatriz === '' || cow.ordemMatriz === filters.ordemMatriz) &&
          (filters.numero_Uso_Disp === '' || cow.numero_Uso_Disp === filters.numero_Uso_Disp),
      ),
    [cows, search, filters],
  );

  const label = (type: DomainTypeKey, id: string | null) =>
    listValueLabel(type, optionsOf(domainValues, type).find((v) => v.id === id)?.valor);
  const iconSize = { width: CHUTE_BUTTON_HEIGHT, height: CHUTE_BUTTON_HEIGHT };
  const rowActions = (cow: Cow) => (
    <Box sx={{ display: 'flex', gap: { xs: 1, md: 0.5 }, justifyContent: 'flex-end' }}>
      <IconButton
        aria-label={`${T.EDIT_COW()} ${cow.codVaca ?? ''}`}
        disabled={!canWrite}
        onClick={() => onEdit(cow)}
        sx={iconSize}
      >
        <EditIcon />
      </IconButton>
      <IconButton
        aria-label={`${T.DELETE_COW()} ${cow.codVaca ?? ''}`}
        disabled={!canDelete}
        onClick={() => onDelete(cow)}
        sx={iconSize}
      >
        <DeleteIcon />
      </IconButton>
    </Box>
  );
  const columns: DataColumn<Cow>[] = [
    { key: 'id1', header: T.COLUMN_ID1(), render: (cow) => cow.codVaca ?? '' },
    { key: 'id2', header: T.COLUMN_ID2(), render: (cow) => cow.codLeitorBastao ?? '' },
    {
      key: 'raca',
      header: T.COW_FIELD_LABELS().racaMatriz,
      render: (cow) => label('racaMatriz', cow.racaMatriz),
    },
    {
      key: 'ordem',
      header: T.COW_FIELD_LABELS().ordemMatriz,
      render: (cow) => label('ordemMatriz', cow.ordemMatriz),
    },
    {
      key: 'uso',
      header: T.COW_FIELD_LABELS().numero_Uso_Disp,
      render: (cow) => label('numeroUsoDispositivo', cow.numero_Uso_Disp),
    },
    { key: 'peso', header: T.COW_FIELD_LABELS().peso_EM, render: (cow) => cow.peso_EM ?? '' },
    { key: 'acoes', header: T.COLUMN_ACTIONS(), align: 'right', render: rowActions },
  ];
  const card = (cow: Cow) => (
    <Card variant="outlined">
      <CardContent sx={{ pb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {cowIds(cow)}
          </Typography>
          <Typography variant="body2">
            {[
              label('racaMatriz', cow.racaMatriz),
              label('ordemMatriz', cow.ordemMatriz),
              cow.peso_EM ? `${cow.peso_EM} kg` : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        {rowActions(cow)}
      </CardContent>
    </Card>
  );
  const filterSelect = (field: keyof Filters, type: DomainTypeKey) => (
    <TextField
      select
      size="small"
      label={T.COW_FIELD_LABELS()[field]}
      value={filters[field]}
      onChange={(event) => {
        setFilters({ ...filters, [field]: event.target.value });
        setPage(0);
      }}
      sx={{ minWidth: 150 }}
      {...EMPTY_CHOICE_SHOWN}
    >
      <MenuItem value="">{T.FILTER_ALL()}</MenuItem>
      {domainOptions(domainValues, type).map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <Paper sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <SearchField voice value={search} onSearch={onSearch} />
        {filterSelect('racaMatriz', 'racaMatriz')}
        {filterSelect('ordemMatriz', 'ordemMatriz')}
        {filterSelect('numero_Uso_Disp', 'numeroUsoDispositivo')}
      </Paper>
      <DataTable
        rows={shown}
        columns={columns}
        getRowKey={(cow) => cow.id}
        label={T.COWS_TABLE_LABEL()}
        emptyMessage={cows.length === 0 ? NO_COWS_IN_BATCH_YET() : undefined}
        renderCard={card}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}
