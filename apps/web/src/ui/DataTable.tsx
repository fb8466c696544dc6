import { NEXT_PAGE, NO_RESULTS, PREVIOUS_PAGE, tablePagesLabel } from '@gestar/domain/messages/common';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Box,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { memo, type ReactNode, useMemo, useRef, useState } from 'react';
import { PAGE_SIZE, pageWindow } from './paging.ts';
import { TableScroll } from './TableScroll.tsx';

export type DataColumn<T> = {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
};

export type DataTableProps<T> = {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  getRowKey: (row: T) => string;
  /** Accessible name of the table. */
  label: string;
  emptyMessage?: string;
  onRowClick?: (row: T) => void;
  /** Phones (≤ 767 px) show one card per row instead of the table when given (spec §2 mobile cards). */
  renderCard?: (row: T) => ReactNode;
  pageSize?: number;
  /** Controlled paging; uncontrolled when absent. */
  page?: number;
  /**
   * When given, `rows` are only the rows of the page (the caller sliced them with `pageWindow` and the same
   * page) and `count` is how many there are in all: a long list builds only what one page shows.
   */
  count?: number;
  onPageChange?: (page: number) => void;
};

type BodyRowProps<T> = {
  row: T;
  columns: readonly DataColumn<T>[];
  onRowClick: ((row: T) => void) | undefined;
};

// Rows are memoized: a parent that keeps `columns`, `onRowClick` / `renderCard` and the unchanged row objects
// stable (useMemo, structural sharing) re-renders only the rows that changed, not the whole page.
const BodyRow = memo(function BodyRow<T>({ row, columns, onRowClick }: BodyRowProps<T>) {
  return (
    <TableRow
      hover={Boolean(onRowClick)}
      onClick={onRowClick ? () => onRowClick(row) : undefined}
      sx={onRowClick ? { cursor: 'pointer' } : undefined}
    >
      {columns.map((column) => (
        <TableCell key={column.key} align={column.align}>
          {column.render(row)}
        </TableCell>
      ))}
    </TableRow>
  );
}) as <T>(props: BodyRowProps<T>) => ReactNode;

const CardRow = memo(function CardRow<T>({ row, renderCard }: { row: T; renderCard: (row: T) => ReactNode }) {
  return <Box component="li">{renderCard(row)}</Box>;
}) as <T>(props: { row: T; renderCard: (row: T) => ReactNode }) => ReactNode;

/** Table with fixed 10-row pages and the 'from-to de total' pager of spec §2/§9. */
export function DataTable<T>({
  rows,
  columns,
  getRowKey,
  label,
  emptyMessage = NO_RESULTS(),
  onRowClick,
  renderCard,
  pageSize = PAGE_SIZE,
  page: controlledPage,
  onPageChange,
  count,
}: DataTableProps<T>) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const [ownPage, setOwnPage] = useState(0);
  const total = count ?? rows.length;
  const pageInfo = pageWindow(total, controlledPage ?? ownPage, pageSize);
  const visible = count === undefined ? rows.slice(pageInfo.start, pageInfo.end) : rows;
  const goTo = (next: number) => {
    if (onPageChange) onPageChange(next);
    if (controlledPage === undefined) setOwnPage(next);
  };

  // The pager and the header are drawn again only when they change: a parent re-rendering for one row's change
  // (an OK on a chute screen) does not redraw them.
  const goToLatest = useRef(goTo);
  goToLatest.current = goTo;
  const pager = useMemo(
    () => (
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, px: 1, py: 0.5 }}
        role="navigation"
        aria-label={tablePagesLabel(label)}
      >
        <Typography variant="body2" aria-live="polite">
          {pageInfo.label}
        </Typography>
        <IconButton
          size="small"
          aria-label={PREVIOUS_PAGE()}
          disabled={pageInfo.page === 0}
          onClick={() => goToLatest.current(pageInfo.page - 1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          size="small"
          aria-label={NEXT_PAGE()}
          disabled={pageInfo.page >= pageInfo.pageCount - 1}
          onClick={() => goToLatest.current(pageInfo.page + 1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
    ),
    [label, pageInfo.label, pageInfo.page, pageInfo.pageCount],
  );
  const head = useMemo(
    () => (
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.key} align={column.align} sx={{ fontWeight: 600, width: column.width }}>
              {column.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
    ),
    [columns],
  );

  if (total === 0) {
    return (
      <Paper sx={{ p: 3, textAlign: 'center' }}>
        <Typography color="text.secondary">{emptyMessage}</Typography>
      </Paper>
    );
  }

  if (isPhone && renderCard) {
    return (
      <Box>
        <Stack spacing={1} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {visible.map((row) => (
            <CardRow key={getRowKey(row)} row={row} renderCard={renderCard} />
          ))}
        </Stack>
        {pager}
      </Box>
    );
  }

  return (
    <Paper>
      <TableScroll label={label}>
        <Table size="small" aria-label={label}>
          {head}
          <TableBody>
            {visible.map((row) => (
              <BodyRow key={getRowKey(row)} row={row} columns={columns} onRowClick={onRowClick} />
            ))}
          </TableBody>
        </Table>
      </TableScroll>
      {pager}
    </Paper>
  );
}
