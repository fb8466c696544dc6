import type { Touro } from '@gestar/domain/entities/bull';
import { BUTTON_EDIT } from '@gestar/domain/messages/common';
import * as T from '@gestar/domain/messages/labels/bulls';
import { domainValueLabel } from '@gestar/domain/messages/list-values';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Card, CardActionArea, CardContent, IconButton, Tooltip, Typography } from '@mui/material';
import { useDomainLookup, useDomainValues } from '../../local-db/use-domain-options.ts';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';

export type BullRow = { bull: Touro; farmName?: string | null; canEdit: boolean };

type Props = {
  rows: readonly BullRow[];
  showFarm: boolean;
  /** Clicking a bull opens its semen lots (spec §2). */
  onOpen: (bull: Touro) => void;
  onView?: (bull: Touro) => void;
  onEdit: (bull: Touro) => void;
};

/** Bulls of a farm or of every farm: name, code, breed, central; a click opens the partidas page. */
export function BullTable({ rows, showFarm, onOpen, onView, onEdit }: Props) {
  const lookup = useDomainLookup(useDomainValues());
  const central = (bull: Touro) => bull.centralValue ?? domainValueLabel(lookup.valorOf(bull.central)) ?? '';
  const breed = (bull: Touro) => domainValueLabel(lookup.valorOf(bull.raca)) ?? '';
  const farm = (row: BullRow) => row.farmName ?? (row.bull.fazendaId ? '' : T.NO_FARM());
  const actions = (row: BullRow) => (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      {onView && (
        <Tooltip title={T.VIEW()}>
          <IconButton
            size="small"
            aria-label={`${T.VIEW()} ${row.bull.nome}`}
            onClick={(event) => {
              event.stopPropagation();
              onView(row.bull);
            }}
          >
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title={BUTTON_EDIT()}>
        <span>
          <IconButton
            size="small"
            aria-label={`${BUTTON_EDIT()} ${row.bull.nome}`}
            disabled={!row.canEdit}
            onClick={(event) => {
              event.stopPropagation();
              onEdit(row.bull);
            }}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
  const columns: DataColumn<BullRow>[] = [
    { key: 'nome', header: T.COLUMN_BULL(), render: (row) => row.bull.nome },
    { key: 'codigo', header: T.COLUMN_CODE(), render: (row) => row.bull.cod_Touro ?? '' },
    { key: 'raca', header: T.COLUMN_BREED(), render: (row) => breed(row.bull) },
    { key: 'central', header: T.COLUMN_CENTRAL(), render: (row) => central(row.bull) },
    ...(showFarm ? [{ key: 'fazenda', header: T.COLUMN_FARM(), render: farm }] : []),
    { key: 'acoes', header: T.COLUMN_ACTIONS(), align: 'right', render: actions },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      getRowKey={(row) => row.bull.id}
      label={T.BULLS_LABEL()}
      emptyMessage={T.NO_BULLS_YET()}
      onRowClick={(row) => onOpen(row.bull)}
      renderCard={(row) => (
        <Card variant="outlined">
          {/* Named by what it shows (name, code, breed, central), as a person reads it (WCAG 2.5.3). */}
          <CardActionArea onClick={() => onOpen(row.bull)}>
            <CardContent sx={{ pb: 1 }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                {row.bull.nome}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[row.bull.cod_Touro, breed(row.bull), central(row.bull), showFarm ? farm(row) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </CardContent>
          </CardActionArea>
          <Box sx={{ px: 1, pb: 1 }}>{actions(row)}</Box>
        </Card>
      )}
    />
  );
}
