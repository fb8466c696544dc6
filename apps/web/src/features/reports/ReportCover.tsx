import * as R from '@gestar/domain/messages/labels/reports';
import { Box, Typography } from '@mui/material';

/**
 * The printed report's cover page (spec §2): what the report covers, the station dates of the current year,
 * who issued it and when. Hidden on screen, where the breadcrumbs and the summary say the same.
 */
export function ReportCover({
  farm,
  corral,
  batch,
  issued,
  year,
}: {
  farm: string;
  corral: string | undefined;
  batch: string | undefined;
  issued: string;
  year: number;
}) {
  const line = (label: string, value: string) => (
    <Typography variant="h6" component="p" sx={{ mb: 1 }}>
      <strong>{label}:</strong> {value}
    </Typography>
  );
  return (
    <Box
      data-testid="report-cover"
      sx={{ display: 'none', '@media print': { display: 'block', breakAfter: 'page', pt: 12 } }}
    >
      <Typography variant="h3" component="p" sx={{ mb: 6 }}>
        {R.COVER_TITLE}
      </Typography>
      {line(R.COVER_FARM, farm)}
      {line(R.COVER_CORRAL, corral ?? R.COVER_ALL)}
      {line(R.COVER_BATCH, batch ?? R.COVER_ALL)}
      {line(R.COVER_STATION, R.coverStation(year))}
      <Typography sx={{ mt: 6 }}>{issued}</Typography>
    </Box>
  );
}
