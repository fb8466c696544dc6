import { NAME_MAX, newId } from '@gestar/domain/entities/common';
import type { OwnSheetReadAnswer } from '@gestar/domain/imports/own-sheet-api';
import { suggestedBatchName } from '@gestar/domain/imports/own-sheets/new-batch';
import type { OwnSheetField } from '@gestar/domain/imports/own-sheets/own-sheet-fields';
import * as M from '@gestar/domain/messages/own-sheet-screen';
import { Box, Chip, Paper, TextField, Typography } from '@mui/material';
import { ColumnMappingTable } from './ColumnMappingTable.tsx';
import { type BatchOption, columnsAt, type NewBatchForm, type SheetForm } from './own-sheet-form.ts';
import { SampleGrid } from './SampleGrid.tsx';

type Aba = OwnSheetReadAnswer['abas'][number];
type Choice = { id: string; label: string };

// Not an id (ids are UUIDs): the destination that creates a batch.
const NEW_BATCH = 'novo';

/** A new batch's name, retiro, protocol and D0 date, as the batch form asks them. */
function NewBatchFields({
  novo,
  corrals,
  protocols,
  onChange,
}: {
  novo: NewBatchForm;
  corrals: readonly Choice[];
  protocols: readonly Choice[];
  onChange: (novo: NewBatchForm) => void;
}) {
  const fieldSx = { minWidth: 240, flex: '1 1 240px' };
  const select = (
    label: string,
    value: string | null,
    choices: readonly Choice[],
    set: (id: string | null) => void,
  ) => (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => set(event.target.value || null)}
      error={!value}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={fieldSx}
    >
      <option value="" />
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
      <TextField
        label={M.OWN_SHEET_NEW_BATCH_NAME()}
        value={novo.nomeLote}
        onChange={(event) => onChange({ ...novo, nomeLote: event.target.value })}
        error={!novo.nomeLote.trim()}
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        sx={fieldSx}
      />
      {select(M.OWN_SHEET_NEW_BATCH_CORRAL(), novo.retiroId, corrals, (retiroId) =>
        onChange({ ...novo, retiroId }),
      )}
      {select(M.OWN_SHEET_NEW_BATCH_PROTOCOL(), novo.protocoloId, protocols, (protocoloId) =>
        onChange({ ...novo, protocoloId }),
      )}
      <TextField
        type="date"
        label={M.OWN_SHEET_NEW_BATCH_D0()}
        value={novo.dataIatf}
        onChange={(event) => onChange({ ...novo, dataIatf: event.target.value })}
        helperText={M.OWN_SHEET_NEW_BATCH_D0_HINT()}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={fieldSx}
      />
    </Box>
  );
}

/** One ticked sheet: the batch that receives it, the line of its headings (seen in its first lines), its columns. */
export function SheetMapping({
  aba,
  sheet,
  batches,
  corrals,
  protocols,
  onChange,
}: {
  aba: Aba;
  sheet: SheetForm;
  batches: readonly BatchOption[];
  corrals: readonly Choice[];
  protocols: readonly Choice[];
  onChange: (sheet: SheetForm) => void;
}) {
  const lastLine = Math.max(1, aba.amostra.length);
  const setHeaderRow = (text: string) => {
    const headerRow = Math.min(lastLine, Math.max(1, Math.trunc(Number(text)) || 1));
    onChange({ ...sheet, headerRow, columns: columnsAt(aba, headerRow, aba.mapeamento) });
  };
  const chooseBatch = (value: string) => {
    if (value !== NEW_BATCH) return onChange({ ...sheet, loteId: value || null, novo: null });
    if (sheet.novo) return;
    // The id the batch will have: made here, as a device makes every record's, so a repeated apply is known.
    const [only] = corrals.length === 1 ? corrals : [];
    onChange({
      ...sheet,
      loteId: newId(),
      novo: {
        nomeLote: suggestedBatchName(aba.nome, aba.amostra, sheet.headerRow),
        retiroId: only?.id ?? null,
        protocoloId: null,
        dataIatf: '',
      },
    });
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
        {aba.salvo && <Chip size="small" color="success" label={M.OWN_SHEET_SAVED()} />}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          select
          label={M.OWN_SHEET_BATCH()}
          value={sheet.novo ? NEW_BATCH : (sheet.loteId ?? '')}
          onChange={(event) => chooseBatch(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 240, flex: '1 1 240px' }}
        >
          <option value="" />
          {batches.map((batch) => (
            <option key={batch.id} value={batch.id}>
              {batch.nomeLote}
            </option>
          ))}
          <option value={NEW_BATCH}>{M.OWN_SHEET_NEW_BATCH()}</option>
        </TextField>
        <TextField
          type="number"
          label={M.OWN_SHEET_HEADER_ROW()}
          value={sheet.headerRow}
          onChange={(event) => setHeaderRow(event.target.value)}
          helperText={M.OWN_SHEET_HEADER_ROW_HINT()}
          slotProps={{ htmlInput: { min: 1, max: lastLine, inputMode: 'numeric' } }}
          sx={{ width: 240 }}
        />
      </Box>
      {sheet.novo && (
        <NewBatchFields
          novo={sheet.novo}
          corrals={corrals}
          protocols={protocols}
          onChange={(novo) => onChange({ ...sheet, novo })}
        />
      )}
      <SampleGrid sheet={aba.nome} grid={aba.amostra} headerRow={sheet.headerRow} columns={sheet.columns} />
      <ColumnMappingTable sheet={aba.nome} columns={sheet.columns} onChange={setField} />
    </Paper>
  );
}
