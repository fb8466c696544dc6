import type { OwnSheetReadAnswer } from '@gestar/domain/imports/own-sheet-api';
import { columnLetter } from '@gestar/domain/imports/own-sheets/apply-mapping';
import { DATE_FIELDS } from '@gestar/domain/imports/own-sheets/own-sheet-fields';
import { excelSerialToIsoDate, type SheetCell, textCell } from '@gestar/domain/imports/sheet-rows';
import * as M from '@gestar/domain/messages/own-sheet-screen';
import { formatDate } from '@gestar/domain/rules/display';
import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ColumnChoice } from './own-sheet-form.ts';

type Grid = OwnSheetReadAnswer['abas'][number]['amostra'];

/** A cell as the spreadsheet shows it: Excel keeps a date as a day count (46276), shown as the date it is. */
function shown(cell: SheetCell, date: boolean): string {
  if (date && typeof cell === 'number' && cell > 0) return formatDate(excelSerialToIsoDate(cell));
  return textCell(cell) ?? '';
}

/** The sheet's first lines as the spreadsheet numbers them, the headings' line marked. */
export function SampleGrid({
  sheet,
  grid,
  headerRow,
  columns: choices,
}: {
  sheet: string;
  grid: Grid;
  headerRow: number;
  columns: readonly ColumnChoice[];
}) {
  const dates = new Set(
    choices.filter((choice) => choice.field && DATE_FIELDS.has(choice.field)).map((choice) => choice.column),
  );
  const width = Math.max(0, ...grid.map((line) => line.length));
  const columns = Array.from({ length: width }, (_, index) => index);
  return (
    <Box
      // Scrolled sideways on its own: a workbook's three IATF blocks are wider than any screen.
      tabIndex={0}
      role="region"
      aria-label={`${M.OWN_SHEET_SAMPLE_TITLE()}: ${sheet}`}
      sx={{ overflowX: 'auto', maxWidth: '100%', mb: 2, border: 1, borderColor: 'divider' }}
    >
      <Table size="small" aria-label={`${M.OWN_SHEET_SAMPLE_TITLE()}: ${sheet}`}>
        <TableHead>
          <TableRow>
            <TableCell>{M.OWN_SHEET_LINE()}</TableCell>
            {columns.map((column) => (
              <TableCell key={column}>{columnLetter(column)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {grid.map((line, index) => {
            const number = index + 1;
            const header = number === headerRow;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a line's number is its place in the sheet.
              <TableRow key={index} selected={header} aria-current={header ? 'true' : undefined}>
                <TableCell component="th" scope="row" sx={{ fontWeight: header ? 700 : 400 }}>
                  {number}
                </TableCell>
                {columns.map((column) => (
                  <TableCell
                    key={column}
                    sx={{ whiteSpace: 'nowrap', fontWeight: header ? 700 : 400, maxWidth: 220 }}
                  >
                    {shown(line[column] ?? null, index + 1 > headerRow && dates.has(column))}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
