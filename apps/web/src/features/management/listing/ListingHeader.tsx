import { CURRENT_PROCESS_LABEL, PREGNANCY_PERCENT_LABEL } from '@gestar/domain/messages/farms';
import * as L from '@gestar/domain/messages/labels/batch-listing';
import { IATF_DATE_LABEL } from '@gestar/domain/messages/management';
import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type ListingInfo = {
  batchName: string;
  protocolName: string;
  d0Date: string;
  iatfDate: string;
  processoAtual: string;
  cows: number;
  /** The batch report's headline ('62,50 % (5/8) · DG Final'). */
  prenhez: string;
  nextManagement: string;
};

/** The batch's header info (spec §2 'Batch cow listing: header info'), read from the stored progress fields. */
export function ListingHeader({ info, actions }: { info: ListingInfo; actions: ReactNode }) {
  const items: [string, string][] = [
    [L.BATCH_LABEL(), info.batchName],
    [L.PROTOCOL_LABEL(), info.protocolName],
    [L.D0_DATE_LABEL(), info.d0Date],
    [IATF_DATE_LABEL(), info.iatfDate],
    [CURRENT_PROCESS_LABEL(), info.processoAtual],
    [L.NEXT_MANAGEMENT_LABEL(), info.nextManagement],
    [L.COWS_LABEL(), String(info.cows)],
    [PREGNANCY_PERCENT_LABEL(), info.prenhez],
  ];
  return (
    <Paper component="section" aria-label={L.BATCH_INFO_LABEL()} sx={{ p: 2, mb: 2 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
        {items.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 600 }}>
              {value || '-'}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>{actions}</Box>
    </Paper>
  );
}
