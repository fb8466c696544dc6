import type { ImportPreview } from '@gestar/domain/imports/import-api';
import * as M from '@gestar/domain/messages/exports';
import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { LabeledFigure } from '../../ui/LabeledFigure.tsx';

/**
 * What a file creates and changes (the preview, and after Importar what was written): the counts over the whole
 * file, the batch's 'Processo Atual' after it, and the first rows one by one.
 */
export function ImportPreviewView({
  title,
  fileName,
  preview,
  actions,
}: {
  title: string;
  fileName: string;
  preview: ImportPreview;
  actions: ReactNode;
}) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {M.importFileLabel(fileName)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <LabeledFigure label={M.IMPORT_NEW_COWS} value={preview.matrizesNovas} />
        <LabeledFigure label={M.IMPORT_CHANGED_COWS} value={preview.matrizesAlteradas} />
        <LabeledFigure label={M.IMPORT_IATFS} value={preview.iatfs} />
        <LabeledFigure label={M.IMPORT_DGS} value={preview.dgs} />
        <LabeledFigure label={M.IMPORT_DG_FINALS} value={preview.dgFinais} />
        <LabeledFigure label={M.IMPORT_PROCESS_AFTER} value={preview.processoAtual || '—'} />
      </Box>
      {preview.amostra.length > 0 && (
        <TableContainer sx={{ mb: 1 }}>
          <Table size="small" aria-label={M.IMPORT_PREVIEW_TITLE}>
            <TableHead>
              <TableRow>
                <TableCell align="right">{M.IMPORT_ROW_LINE}</TableCell>
                <TableCell>{M.IMPORT_ROW_COW}</TableCell>
                <TableCell>{M.IMPORT_ROW_STATUS}</TableCell>
                <TableCell>{M.IMPORT_ROW_STEPS}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.amostra.map((row) => (
                <TableRow key={row.linha}>
                  <TableCell align="right">{row.linha}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.matriz}</TableCell>
                  <TableCell>{row.nova ? M.IMPORT_ROW_NEW : M.IMPORT_ROW_CHANGED}</TableCell>
                  <TableCell>{row.manejos.join(', ')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {preview.linhas > preview.amostra.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {M.importSampleNote(preview.amostra.length, preview.linhas)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>{actions}</Box>
    </Paper>
  );
}
