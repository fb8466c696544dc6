import type { OwnSheetReadAnswer } from '@gestar/domain/imports/own-sheet-api';
import * as M from '@gestar/domain/messages/own-sheet-screen';
import { Box, Checkbox, Chip, FormControlLabel, Paper, Typography } from '@mui/material';
import type { SheetForm } from './own-sheet-form.ts';

/** The workbook's sheets to tick: lot sheets come ticked, an index or a summary does not. */
export function SheetPicker({
  abas,
  sheets,
  onTick,
}: {
  abas: OwnSheetReadAnswer['abas'];
  sheets: readonly SheetForm[];
  onTick: (index: number, ticked: boolean) => void;
}) {
  return (
    <Paper
      component="section"
      aria-label={M.OWN_SHEET_SHEETS_TITLE()}
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
    >
      <Typography component="h2" variant="h6">
        {M.OWN_SHEET_SHEETS_TITLE()}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {M.OWN_SHEET_SHEETS_HINT()}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        {abas.map((aba, index) => (
          <Box key={aba.nome} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={sheets[index]?.ticked ?? false}
                  onChange={(event) => onTick(index, event.target.checked)}
                  sx={{ minWidth: 44, minHeight: 44 }}
                />
              }
              label={aba.nome}
            />
            <Typography variant="body2" color="text.secondary">
              {M.ownSheetLines(aba.linhas)}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              color={aba.salvo ? 'success' : 'default'}
              label={
                aba.salvo
                  ? M.OWN_SHEET_SAVED()
                  : aba.mapeamento
                    ? M.OWN_SHEET_SUGGESTED()
                    : M.OWN_SHEET_NO_MAPPING()
              }
            />
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
