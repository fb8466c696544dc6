import { formatPercent } from '@gestar/domain/management/dg-step';
import { FARM_NOT_FOUND } from '@gestar/domain/messages/labels/farms';
import * as R from '@gestar/domain/messages/labels/reports';
import { formatDateTime } from '@gestar/domain/rules/display';
import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useParams } from 'react-router';
import { useSessionUser } from '../../auth-session/screen-session.ts';
import { BreadcrumbBar, type Crumb } from '../../ui/BreadcrumbBar.tsx';
import { LabeledFigure } from '../../ui/LabeledFigure.tsx';
import { NotOnDevice } from '../../ui/NotOnDevice.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { FieldWorkTables } from './FieldWorkTables.tsx';
import { RateTable, rateText } from './RateTable.tsx';
import { ReportCover } from './ReportCover.tsx';
import { useReport } from './use-report.ts';

/** The report's sections with their titles, read when shown. */
const sections = () =>
  Object.entries(R.REPORT_SECTIONS()) as [keyof ReturnType<typeof R.REPORT_SECTIONS>, string][];

/**
 * /farms/{farmId}/report, …/corrals/{corralId}/report and …/batches/{batchId}/report (spec §2 'Reports'): the
 * season's results computed now from the device's records — offline too — in tables that print on A4.
 */
export function ReportPage() {
  const { farmId = '', corralId, batchId } = useParams();
  const view = useReport({ farmId, ...(corralId ? { corralId } : {}), ...(batchId ? { batchId } : {}) });
  const user = useSessionUser();
  if (view === undefined) return <CircularProgress aria-label={R.REPORTS_TITLE()} />;
  if (view === null) return <NotOnDevice title={FARM_NOT_FOUND()} farmId={farmId} />;
  const { farm, corral, batch, season, report } = view;
  const farmPath = `/farms/${farm.id}`;
  const crumbs: Crumb[] = [{ label: farm.nome, to: farmPath }];
  if (corral) crumbs.push({ label: corral.nome, to: `${farmPath}/corrals/${corral.id}` });
  if (batch) crumbs.push({ label: batch.nomeLote });
  crumbs.push({ label: R.REPORTS_TITLE() });
  const { summary, losses, dgVsFinal, gestation, calvings } = report;
  const now = new Date();
  const issued = R.reportIssued(user?.nomeCompleto ?? '', formatDateTime(now.toISOString()));

  return (
    <>
      <ReportCover
        farm={farm.nome}
        corral={corral?.nome}
        batch={batch?.nomeLote}
        season={{ name: season, start: farm.inicioEstacaoMonta, end: farm.fimEstacaoMonta }}
        issued={issued}
        year={now.getFullYear()}
      />
      <BreadcrumbBar
        title={R.REPORTS_TITLE()}
        crumbs={crumbs}
        actions={
          <Button
            variant="contained"
            startIcon={<PrintIcon />}
            onClick={() => window.print()}
            sx={{ displayPrint: 'none' }}
          >
            {R.PRINT_BUTTON()}
          </Button>
        }
      />
      <Paper component="section" aria-label={R.REPORT_SUMMARY()} variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography component="h2" variant="h6">
          {R.reportScope([farm.nome, corral?.nome ?? '', batch?.nomeLote ?? ''])}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {issued} · {R.REPORT_OFFLINE_NOTE()}
        </Typography>
        {summary.diagnosed === 0 && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {R.REPORT_NO_DIAGNOSIS()}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <LabeledFigure minWidth={300} label={R.REPORT_PREGNANCY_RATE()} value={R.headlineText(summary)} />
          <LabeledFigure
            minWidth={140}
            label={R.REPORT_PREGNANCY_RATE_IATF()}
            value={rateText({
              rate: summary.iatfRate,
              pregnant: summary.pregnantIatf,
              diagnosed: summary.diagnosed,
            })}
          />
          <LabeledFigure minWidth={140} label={R.REPORT_DISTINCT_COWS()} value={summary.distinctCows} />
          <LabeledFigure minWidth={140} label={R.REPORT_DIAGNOSED()} value={summary.diagnosed} />
          <LabeledFigure minWidth={140} label={R.REPORT_PREGNANT_IATF()} value={summary.pregnantIatf} />
          <LabeledFigure minWidth={140} label={R.REPORT_PREGNANT_BULL()} value={summary.pregnantBull} />
          <LabeledFigure minWidth={140} label={R.REPORT_EMPTY()} value={summary.empty} />
          <LabeledFigure
            minWidth={140}
            label={R.REPORT_DEATHS()}
            value={`${formatPercent(losses.deathPercent)} % (${losses.deaths}/${losses.distinctCows})`}
          />
          <LabeledFigure
            minWidth={140}
            label={R.REPORT_DISCARDS()}
            value={`${formatPercent(losses.discardPercent)} % (${losses.discards}/${losses.distinctCows})`}
          />
          <LabeledFigure
            minWidth={140}
            label={R.REPORT_LOSSES()}
            value={`${formatPercent(dgVsFinal.lossPercent)} % (${dgVsFinal.losses}/${dgVsFinal.pregnantAtDg})`}
          />
          <LabeledFigure
            minWidth={140}
            label={R.REPORT_GESTATION()}
            value={gestation.averageDays === null ? '—' : Math.round(gestation.averageDays)}
          />
        </Box>
        {summary.diagnosed > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {R.headlineBasisNote(summary)}
          </Typography>
        )}
      </Paper>
      {sections().map(([key, title]) => (
        <RateTable key={key} title={title} rows={report[key]} unit={report.units[key]} />
      ))}
      <FieldWorkTables report={report} />
      {calvings.length > 0 && (
        <Paper component="section" aria-label={R.REPORT_CALVINGS()} variant="outlined" sx={{ mb: 2 }}>
          <Typography component="h2" variant="h6" sx={{ px: 2, pt: 1.5 }}>
            {R.REPORT_CALVINGS()}
          </Typography>
          <TableScroll label={R.REPORT_CALVINGS()}>
            <Table size="small" aria-label={R.REPORT_CALVINGS()}>
              <TableHead>
                <TableRow>
                  <TableCell>{R.REPORT_MONTH()}</TableCell>
                  <TableCell align="right">{R.REPORT_CALVINGS()}</TableCell>
                  <TableCell align="right">{R.REPORT_SHARE()}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {calvings.map((row) => (
                  <TableRow key={row.month}>
                    <TableCell>{`${row.month.slice(5, 7)}/${row.month.slice(0, 4)}`}</TableCell>
                    <TableCell align="right">{row.count}</TableCell>
                    <TableCell align="right">{`${formatPercent(row.percent)} %`}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
        </Paper>
      )}
    </>
  );
}
