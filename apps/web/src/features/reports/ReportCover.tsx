import * as R from '@gestar/domain/messages/labels/reports';
import { Box, Typography } from '@mui/material';

export type CoverSeason = {
  /** The farm's breeding season ('2026/2027'); null when the farm names none. */
  name: string | null;
  start: string | null;
  end: string | null;
};

/**
 * The printed report's cover page (spec §2): what the report covers, the farm's breeding season and its dates,
 * who issued it and when. Hidden on screen, where the breadcrumbs and the summary say the same.
 */
export function ReportCover({
  farm,
  corral,
  batch,
  season,
  issued,
  year,
}: {
  farm: string;
  corral: string | undefined;
  batch: string | undefined;
  season: CoverSeason;
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
        {R.COVER_TITLE()}
      </Typography>
      {line(R.COVER_FARM(), farm)}
      {line(R.COVER_CORRAL(), corral ?? R.COVER_ALL())}
      {line(R.COVER_BATCH(), batch ?? R.COVER_ALL())}
      {season.name && line(R.COVER_STATION(), season.name)}
      {line(R.COVER_SEASON_DATES(), R.coverSeasonDates(season.start, season.end, year))}
      <Typography sx={{ mt: 6 }}>{issued}</Typography>
    </Box>
  );
}
