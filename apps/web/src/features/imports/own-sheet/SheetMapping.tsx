import type { OwnSheetReadAnswer } from '@gestar/domain/imports/own-sheet-api';
import type { OwnSheetField } from '@gestar/domain/imports/own-sheets/own-sheet-fields';
import * as M from '@gestar/domain/messages/own-sheet-screen';
import { Box, Chip, Paper, TextField, Typography } from '@mui/material';
import { ColumnMappingTable } from './ColumnMappingTable.tsx';
import { type BatchOption, columnsAt, type SheetForm } from './own-sheet-form.ts';
import { SampleGrid } from './SampleGrid.tsx';

type Aba = OwnSheetReadAnswer['abas'][number];

/** One ticked sheet: the batch that receives it, the line of its headings (seen in its first lines), its columns. */
export function SheetMapping({
  aba,
  sheet,
  batches,
  onChange,
}: {
  aba: Aba;
  sheet: SheetForm;
  batches: readonly BatchOption[];
  onChange: (sheet: SheetForm) => void;
}) {
  const lastLine = Math.max(1, aba.amostra.length);
  const setHeaderRow = (text: string) => {
    const headerRow = Math.min(lastLine, Math.max(1, Math.trunc(Number(text)) || 1));
    onChange({ ...sheet, headerRow, columns: columnsAt(aba, headerRow, aba.mapeamento) });
  };
  const setField = (column: number, field: OwnSheetField | null) =>
    onChange({
      ...sheet,
      columns: sheet.columns.map((choice) => (choice.column === column ? { ...choice, field } : choice)),
    });
  return (
    <Paper component="section" aria-label={aba.nome} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {aba.nome}
        </Typography>
        {aba.salvo && <Chip size="small" color="success" label={M.OWN_SHEET_SAVED} />}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          select
          label={M.OWN_SHEET_BATCH}
          value={sheet.loteId ?? ''}
          onChange={(event) => onChange({ ...sheet, loteId: event.target.value || null })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 240, flex: '1 1 240px' }}
        >
          <option value="" />
          {batches.map((batch) => (
            <option key={batch.id} value={batch.id}>
              {batch.nomeLote}
            </option>
          ))}
        </TextField>
        <TextField
          type="number"
          label={M.OWN_SHEET_HEADER_ROW}
          value={sheet.headerRow}
          onChange={(event) => setHeaderRow(event.target.value)}
          helperText={M.OWN_SHEET_HEADER_ROW_HINT}
          slotProps={{ htmlInput: { min: 1, max: lastLine, inputMode: 'numeric' } }}
          sx={{ width: 240 }}
        />
      </Box>
      <SampleGrid sheet={aba.nome} grid={aba.amostra} headerRow={sheet.headerRow} columns={sheet.columns} />
      <ColumnMappingTable sheet={aba.nome} columns={sheet.columns} onChange={setField} />
    </Paper>
  );
}
