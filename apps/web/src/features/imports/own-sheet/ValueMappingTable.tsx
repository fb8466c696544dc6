import type { OwnSheetReadAnswer } from '@gestar/domain/imports/own-sheet-api';
import { CREATABLE_FIELDS, ownSheetFieldLabel } from '@gestar/domain/imports/own-sheets/own-sheet-fields';
import type { ValueTarget } from '@gestar/domain/imports/own-sheets/value-mapping';
import { domainValueLabel } from '@gestar/domain/messages/list-values';
import * as M from '@gestar/domain/messages/own-sheet-screen';
import {
  Box,
  Checkbox,
  FormControlLabel,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { ValueForm } from './own-sheet-form.ts';

const UNMAPPED = '';
// Not an id: ids are UUIDs, so this key never names one of the farm's records.
const CREATE = 'create';
const targetKey = (target: ValueTarget) =>
  target.kind === 'value' ? target.id : target.kind === 'create' ? CREATE : UNMAPPED;
const targetOf = (key: string): ValueTarget =>
  key === CREATE ? { kind: 'create' } : key ? { kind: 'value', id: key } : { kind: 'unmapped' };

/**
 * Every distinct text of the imported list columns with the Gestar value it stands for, confirmed once for the
 * whole workbook ('Prenha' → Prenhe in every sheet).
 */
export function ValueMappingTable({
  values,
  opcoes,
  confirmed,
  onChange,
  onConfirm,
}: {
  values: readonly ValueForm[];
  opcoes: OwnSheetReadAnswer['opcoes'];
  confirmed: boolean;
  onChange: (entry: ValueForm) => void;
  onConfirm: (confirmed: boolean) => void;
}) {
  const shown = values.filter((entry) => entry.values.length > 0);
  return (
    <Paper
      component="section"
      aria-label={M.OWN_SHEET_VALUES_TITLE()}
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
    >
      <Typography component="h2" variant="h6">
        {M.OWN_SHEET_VALUES_TITLE()}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {shown.length > 0 ? M.OWN_SHEET_VALUES_HINT() : M.OWN_SHEET_NO_VALUES()}
      </Typography>
      {shown.map((entry) => {
        const label = ownSheetFieldLabel(entry.field);
        const setTarget = (index: number, key: string) =>
          onChange({
            ...entry,
            values: entry.values.map((value, at) =>
              at === index ? { ...value, target: targetOf(key) } : value,
            ),
          });
        return (
          <Box key={entry.field} sx={{ overflowX: 'auto', maxWidth: '100%', mb: 2 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            {/* Fixed halves: every list's table lines up with the others, however long its texts. */}
            <Table size="small" aria-label={label} sx={{ tableLayout: 'fixed', minWidth: 320 }}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: '50%' }}>{M.OWN_SHEET_VALUE_TEXT()}</TableCell>
                  <TableCell sx={{ width: '50%' }}>{M.OWN_SHEET_VALUE_TARGET()}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {entry.values.map((value, index) => (
                  <TableRow key={value.text}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{value.text}</TableCell>
                    <TableCell>
                      <TextField
                        select
                        size="small"
                        fullWidth
                        value={targetKey(value.target)}
                        onChange={(event) => setTarget(index, event.target.value)}
                        error={value.target.kind === 'unmapped'}
                        slotProps={{
                          select: { native: true },
                          htmlInput: { 'aria-label': `${label}: ${value.text}` },
                        }}
                      >
                        <option value={UNMAPPED}>{M.OWN_SHEET_UNMAPPED()}</option>
                        {CREATABLE_FIELDS.has(entry.field) && (
                          <option value={CREATE}>
                            {entry.field === 'touro' ? M.OWN_SHEET_CREATE_BULL() : M.OWN_SHEET_CREATE_LOT()}
                          </option>
                        )}
                        {(opcoes[entry.field] ?? []).map((option) => (
                          <option key={option.id} value={option.id}>
                            {domainValueLabel(option.text)}
                          </option>
                        ))}
                      </TextField>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        );
      })}
      <FormControlLabel
        control={
          <Checkbox
            checked={confirmed}
            onChange={(event) => onConfirm(event.target.checked)}
            sx={{ minWidth: 44, minHeight: 44 }}
          />
        }
        label={M.OWN_SHEET_VALUES_CONFIRM()}
      />
    </Paper>
  );
}
