import { counterTotals, shareText } from '@gestar/domain/management/dg-step';
import { dgTotalCows } from '@gestar/domain/messages/dg';
import { CL_NO, CL_YES, COUNTERS_LABEL } from '@gestar/domain/messages/labels/dg';
import {
  CL_PRESENCE_LABEL,
  DISCARDS_PLURAL,
  EMPTY_PLURAL,
  NOT_EVALUATED_PLURAL,
  PREGNANT_PLURAL,
} from '@gestar/domain/messages/management';
import type { DiagnosisCounters as Counters } from '@gestar/domain/rules/statistics';
import { Box, Paper, Typography } from '@mui/material';
import { memo } from 'react';

// Memoized: a save changes one or two of the counts, the others are not drawn again.
const Item = memo(function Item({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} component="dd" m={0}>
        {value}
      </Typography>
    </Box>
  );
});

/** Header counters of the DG and DG Final screens (spec §2), each share with the counts it comes from. */
export function DiagnosisCounters({ counters }: { counters: Counters }) {
  const totals = counterTotals(counters);
  return (
    <Paper component="section" aria-label={COUNTERS_LABEL} sx={{ p: 2, mb: 2 }}>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{dgTotalCows(counters.saved, counters.total)}</Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}
      >
        <Item label={PREGNANT_PLURAL} value={shareText(counters.pregnant, totals.diagnosed)} />
        <Item label={EMPTY_PLURAL} value={shareText(counters.empty, totals.diagnosed)} />
        <Item label={DISCARDS_PLURAL} value={String(counters.discards)} />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {CL_PRESENCE_LABEL}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(3, 1fr)' }}>
        <Item label={NOT_EVALUATED_PLURAL} value={shareText(counters.cl.notEvaluated, totals.cl)} />
        <Item label={CL_NO} value={shareText(counters.cl.no, totals.cl)} />
        <Item label={CL_YES} value={shareText(counters.cl.yes, totals.cl)} />
      </Box>
    </Paper>
  );
}
