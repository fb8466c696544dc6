import { columnLetter } from '@gestar/domain/imports/own-sheets/apply-mapping';
import {
  OWN_SHEET_FIELDS,
  type OwnSheetField,
  ownSheetFieldLabel,
} from '@gestar/domain/imports/own-sheets/own-sheet-fields';
import * as M from '@gestar/domain/messages/own-sheet-screen';
import {
  Box,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { ColumnChoice } from './own-sheet-form.ts';

const IGNORE = '';
/** The Gestar fields a column can take, their names read when shown. */
const fieldOptions = () => OWN_SHEET_FIELDS.map((field) => ({ field, label: ownSheetFieldLabel(field) }));

function FieldSelect({
  choice,
  onChange,
}: {
  choice: ColumnChoice;
  onChange: (column: number, field: OwnSheetField | null) => void;
}) {
  const name = `${M.OWN_SHEET_FIELD()}: ${M.OWN_SHEET_COLUMN()} ${columnLetter(choice.column)} (${choice.header}), ${M.ownSheetRoundLabel(choice.round)}`;
  return (
    <TextField
      select
      size="small"
      fullWidth
      value={choice.field ?? IGNORE}
      onChange={(event) => onChange(choice.column, (event.target.value || null) as OwnSheetField | null)}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': name } }}
    >
      <option value={IGNORE}>{M.OWN_SHEET_IGNORE()}</option>
      {fieldOptions().map((option) => (
        <option key={option.field} value={option.field}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** Each heading of the sheet with the Gestar field it fills ('Ignorar': not read) and the IATF it belongs to. */
export function ColumnMappingTable({
  sheet,
  columns,
  onChange,
}: {
  sheet: string;
  columns: readonly ColumnChoice[];
  onChange: (column: number, field: OwnSheetField | null) => void;
}) {
  // A phone has no room for four columns: each heading reads as a line over its field.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (phone)
    return (
      <Box
        component="ul"
        aria-label={`${M.OWN_SHEET_FIELD()}: ${sheet}`}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {columns.map((column) => (
          <Box component="li" key={column.column} sx={{ mb: 1.5 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>
              {`${columnLetter(column.column)} · ${column.header} · ${M.ownSheetRoundLabel(column.round)}`}
            </Typography>
            <FieldSelect choice={column} onChange={onChange} />
          </Box>
        ))}
      </Box>
    );
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={`${M.OWN_SHEET_FIELD()}: ${sheet}`}>
        <TableHead>
          <TableRow>
            <TableCell>{M.OWN_SHEET_COLUMN()}</TableCell>
            <TableCell>{M.OWN_SHEET_HEADER()}</TableCell>
            <TableCell>{M.OWN_SHEET_ROUND()}</TableCell>
            <TableCell sx={{ minWidth: 200 }}>{M.OWN_SHEET_FIELD()}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {columns.map((column) => {
            const letter = columnLetter(column.column);
            return (
              <TableRow key={column.column}>
                <TableCell>{letter}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{column.header}</TableCell>
                <TableCell>
                  <Chip size="small" label={M.ownSheetRoundLabel(column.round)} />
                </TableCell>
                <TableCell>
                  <FieldSelect choice={column} onChange={onChange} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
