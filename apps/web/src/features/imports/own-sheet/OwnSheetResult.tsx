import type { OwnSheetPreview } from '@gestar/domain/imports/own-sheet-api';
import { IMPORT_PREVIEW_TITLE } from '@gestar/domain/messages/exports';
import * as M from '@gestar/domain/messages/own-sheet-screen';
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ImportPreviewView } from '../ImportPreviewView.tsx';
import type { OwnSheetBatch } from './use-own-sheet-farm.ts';

/**
 * Per chosen sheet, today's import preview of its batch (and a line per later IATF round in its resync chain): before Importar what it would write, after it what was
 * written, each with the way to its batch. `actions` go under the last sheet, where the reading ends.
 */
export function OwnSheetResult({
  result,
  fileName,
  batches,
  done,
  actions,
}: {
  result: OwnSheetPreview;
  fileName: string;
  batches: readonly OwnSheetBatch[];
  done: boolean;
  actions: ReactNode;
}) {
  const navigate = useNavigate();
  const { touros, partidas } = result.novos;
  const created = [...touros.map(M.ownSheetNewBull), ...partidas.map(M.ownSheetNewLot)];
  const createdTitle = done ? M.OWN_SHEET_CREATED_RECORDS() : M.OWN_SHEET_NEW_RECORDS();
  return (
    <>
      {!done && (
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {IMPORT_PREVIEW_TITLE()}
        </Typography>
      )}
      {created.length > 0 && (
        <Box component="section" aria-label={createdTitle} sx={{ mb: 2 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {createdTitle}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {created.map((line) => (
              <Typography component="li" variant="body2" key={line}>
                {line}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {result.abas.map((aba, index) => {
        const batch = batches.find((item) => item.id === aba.loteId);
        const name = batch?.nomeLote ?? aba.sheet;
        const last = index === result.abas.length - 1;
        return (
          <ImportPreviewView
            key={aba.sheet}
            title={M.ownSheetPreviewOf(aba.sheet, name)}
            fileName={fileName}
            preview={aba.previa}
            actions={
              <>
                {aba.rodadas && aba.rodadas.length > 0 && (
                  // Full width so the later rounds read as lines above the buttons, not beside them.
                  <Box
                    component="ul"
                    aria-label={M.OWN_SHEET_LATER_ROUNDS()}
                    sx={{ flexBasis: '100%', m: 0, pl: 2 }}
                  >
                    {aba.rodadas.map((rodada) => (
                      <Typography component="li" variant="body2" key={rodada.rodada}>
                        {M.ownSheetRoundPreview(rodada)}
                      </Typography>
                    ))}
                  </Box>
                )}
                {done && batch && (
                  <Button variant="outlined" onClick={() => navigate(batch.path)} sx={{ minHeight: 44 }}>
                    {M.ownSheetGoToBatch(name)}
                  </Button>
                )}
                {last && actions}
              </>
            }
          />
        );
      })}
    </>
  );
}
