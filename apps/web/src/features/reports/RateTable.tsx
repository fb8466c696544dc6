import { formatPercent } from '@gestar/domain/management/dg-step';
import { shareWithCounts } from '@gestar/domain/messages/dg';
import {
  REPORT_DIAGNOSED,
  REPORT_EMPTY,
  REPORT_GROUP,
  REPORT_NO_FIGURE,
  REPORT_PREGNANCY_RATE,
  REPORT_PREGNANT_BULL,
  REPORT_PREGNANT_IATF,
  REPORT_STRAWS,
  REPORT_STRAWS_NOTE,
  REPORT_STRAWS_PER_PREGNANCY,
  REPORT_UNIT_COLUMN,
  REPORT_UNIT_NOTE,
} from '@gestar/domain/messages/labels/reports';
import type { RateRow, ReportUnit } from '@gestar/domain/reports/farm-report';
import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { RateChart } from './RateChart.tsx';

/** '57,40 % (512/892)': every rate beside the counts it comes from. */
export function rateText(row: Pick<RateRow, 'rate' | 'pregnant' | 'diagnosed'>): string {
  return shareWithCounts(formatPercent(row.rate), row.pregnant, row.diagnosed);
}

/** The rate as a bar (prints as drawn: no chart library, no canvas). */
function RateBar({ rate }: { rate: number }) {
  return (
    <Box aria-hidden sx={{ height: 8, bgcolor: 'grey.200', borderRadius: 1, mt: 0.5, minWidth: 80 }}>
      <Box
        sx={{
          height: '100%',
          width: `${Math.min(100, Math.max(0, rate))}%`,
          bgcolor: 'primary.main',
          borderRadius: 1,
          printColorAdjust: 'exact',
          WebkitPrintColorAdjust: 'exact',
        }}
      />
    </Box>
  );
}

/**
 * One dimension of the report (by round, by batch, by bull…): its chart, then a row per group with its counts
 * and rate, and a line saying whether it counts cows or inseminations.
 */
export function RateTable({
  title,
  rows,
  unit,
}: {
  title: string;
  rows: readonly RateRow[];
  unit: ReportUnit;
}) {
  if (rows.length === 0) return null;
  // The bull and semen lot tables also say how many straws were used.
  const straws = rows.some((row) => row.straws !== undefined);
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ mb: 2, breakInside: 'avoid' }}>
      <Typography component="h2" variant="h6" sx={{ px: 2, pt: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ px: 2 }}>
        <RateChart title={title} rows={rows} />
      </Box>
      <TableScroll label={title}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{REPORT_GROUP()}</TableCell>
              <TableCell align="right">{REPORT_UNIT_COLUMN()[unit]}</TableCell>
              <TableCell align="right">{REPORT_DIAGNOSED()}</TableCell>
              <TableCell align="right">{REPORT_PREGNANT_IATF()}</TableCell>
              <TableCell align="right">{REPORT_PREGNANT_BULL()}</TableCell>
              <TableCell align="right">{REPORT_EMPTY()}</TableCell>
              <TableCell sx={{ minWidth: 150 }}>{REPORT_PREGNANCY_RATE()}</TableCell>
              {straws && <TableCell align="right">{REPORT_STRAWS()}</TableCell>}
              {straws && <TableCell align="right">{REPORT_STRAWS_PER_PREGNANCY()}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key || row.label} sx={{ breakInside: 'avoid' }}>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                <TableCell align="right">{row.cows}</TableCell>
                <TableCell align="right">{row.diagnosed}</TableCell>
                <TableCell align="right">{row.pregnantIatf}</TableCell>
                <TableCell align="right">{row.pregnantBull}</TableCell>
                <TableCell align="right">{row.empty}</TableCell>
                <TableCell>
                  {rateText(row)}
                  <RateBar rate={row.rate} />
                </TableCell>
                {straws && <TableCell align="right">{row.straws ?? 0}</TableCell>}
                {straws && (
                  <TableCell align="right">
                    {typeof row.strawsPerPregnancy === 'number'
                      ? formatPercent(row.strawsPerPregnancy)
                      : REPORT_NO_FIGURE()}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
        {REPORT_UNIT_NOTE()[unit]}
        {straws && ` ${REPORT_STRAWS_NOTE()}`}
      </Typography>
    </Paper>
  );
}
