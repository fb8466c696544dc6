import type { ImportPreview, ImportPreviewRow } from '@gestar/domain/imports/import-api';
import * as M from '@gestar/domain/messages/exports';
import { Box, Card, CardContent, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type DataColumn, DataTable } from '../../ui/DataTable.tsx';
import { LabeledFigure } from '../../ui/LabeledFigure.tsx';

const rowStatus = (row: ImportPreviewRow) => (row.nova ? M.IMPORT_ROW_NEW() : M.IMPORT_ROW_CHANGED());
const rowSteps = (row: ImportPreviewRow) => row.manejos.join(', ');

/** The sample's columns, their headings read when shown. */
const sampleColumns = (): DataColumn<ImportPreviewRow>[] => [
  { key: 'linha', header: M.IMPORT_ROW_LINE(), align: 'right', render: (row) => row.linha },
  {
    key: 'matriz',
    header: M.IMPORT_ROW_COW(),
    render: (row) => <Box sx={{ overflowWrap: 'anywhere' }}>{row.matriz}</Box>,
  },
  { key: 'situacao', header: M.IMPORT_ROW_STATUS(), render: rowStatus },
  { key: 'manejos', header: M.IMPORT_ROW_STEPS(), render: rowSteps },
];

/**
 * One sample row on a phone. Four columns do not fit 390 px: a wand's 15-digit ID broke over three lines and
 * 'D0, IATF' over two, so the row reads as a card, the ID whole on its own line.
 */
function SampleCard({ row }: { row: ImportPreviewRow }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.matriz}</Typography>
        <Typography variant="body2">{rowSteps(row)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {`${M.importRowLine(row.linha)} · ${rowStatus(row)}`}
        </Typography>
      </CardContent>
    </Card>
  );
}

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
        <LabeledFigure label={M.IMPORT_NEW_COWS()} value={preview.matrizesNovas} />
        <LabeledFigure label={M.IMPORT_CHANGED_COWS()} value={preview.matrizesAlteradas} />
        <LabeledFigure label={M.IMPORT_IATFS()} value={preview.iatfs} />
        <LabeledFigure label={M.IMPORT_DGS()} value={preview.dgs} />
        <LabeledFigure label={M.IMPORT_DG_FINALS()} value={preview.dgFinais} />
        <LabeledFigure label={M.IMPORT_PROCESS_AFTER()} value={preview.processoAtual || '—'} />
      </Box>
      {preview.amostra.length > 0 && (
        // Paged like every list: up to 200 sample rows would push Importar out of reach on a phone.
        <Box sx={{ mb: 1 }}>
          <DataTable
            rows={preview.amostra}
            columns={sampleColumns()}
            getRowKey={(row) => String(row.linha)}
            label={M.IMPORT_PREVIEW_TITLE()}
            renderCard={(row) => <SampleCard row={row} />}
          />
        </Box>
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
