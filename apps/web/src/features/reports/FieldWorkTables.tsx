import { formatPercent } from '@gestar/domain/management/dg-step';
import { shareWithCounts } from '@gestar/domain/messages/dg';
import * as R from '@gestar/domain/messages/labels/reports';
import type { DeviceLossRow, FieldWork } from '@gestar/domain/reports/field-work';
import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { TableScroll } from '../../ui/TableScroll.tsx';

/** A titled table section that prints whole, with a line under it saying what it counts. */
function Section({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ mb: 2, breakInside: 'avoid' }}>
      <Typography component="h2" variant="h6" sx={{ px: 2, pt: 1.5 }}>
        {title}
      </Typography>
      <TableScroll label={title}>
        <Table size="small" aria-label={title}>
          {children}
        </Table>
      </TableScroll>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
        {note}
      </Typography>
    </Paper>
  );
}

function DeviceLossTable({
  title,
  group,
  rows,
}: {
  title: string;
  group: string;
  rows: readonly DeviceLossRow[];
}) {
  if (rows.length === 0) return null;
  return (
    <Section title={title} note={R.REPORT_DEVICE_LOSS_NOTE()}>
      <TableHead>
        <TableRow>
          <TableCell>{group}</TableCell>
          <TableCell align="right">{R.REPORT_DEVICES()}</TableCell>
          <TableCell align="right">{R.REPORT_DEVICES_LOST()}</TableCell>
          <TableCell>{R.REPORT_DEVICE_LOSS_RATE()}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key || row.label} sx={{ breakInside: 'avoid' }}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            <TableCell align="right">{row.devices}</TableCell>
            <TableCell align="right">{row.lost}</TableCell>
            <TableCell>{shareWithCounts(formatPercent(row.lossRate), row.lost, row.devices)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Section>
  );
}

/**
 * What farms tally in their own workbooks beside the rates: devices lost by use and by person, and the animals
 * worked at each handling of each IATF round. Straws per bull and lot are columns of those rate tables.
 */
export function FieldWorkTables({ report }: { report: FieldWork }) {
  const { deviceLossByUse, deviceLossByPerson, byHandling } = report;
  return (
    <>
      <DeviceLossTable
        title={R.REPORT_DEVICE_LOSS_SECTIONS().deviceLossByUse}
        group={R.REPORT_DEVICE_USE()}
        rows={deviceLossByUse}
      />
      <DeviceLossTable
        title={R.REPORT_DEVICE_LOSS_SECTIONS().deviceLossByPerson}
        group={R.REPORT_DEVICE_PERSON()}
        rows={deviceLossByPerson}
      />
      {byHandling.length > 0 && (
        <Section title={R.REPORT_HANDLINGS_TITLE()} note={R.REPORT_HANDLINGS_NOTE()}>
          <TableHead>
            <TableRow>
              <TableCell>{R.REPORT_ROUND()}</TableCell>
              <TableCell>{R.REPORT_HANDLING()}</TableCell>
              <TableCell align="right">{R.REPORT_ANIMALS_WORKED()}</TableCell>
              <TableCell>{R.REPORT_ROUND_SHARE()}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {byHandling.map((row) => (
              <TableRow key={row.key} sx={{ breakInside: 'avoid' }}>
                <TableCell>{R.roundLabel(row.round)}</TableCell>
                <TableCell component="th" scope="row">
                  {row.label}
                </TableCell>
                <TableCell align="right">{row.animals}</TableCell>
                <TableCell>{shareWithCounts(formatPercent(row.percent), row.animals, row.records)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Section>
      )}
    </>
  );
}
