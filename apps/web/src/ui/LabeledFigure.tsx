import { Box, Typography } from '@mui/material';

/** One figure of a summary: its label small above, its value large; named by its label for assistive tech. */
export function LabeledFigure({
  label,
  value,
  minWidth = 120,
}: {
  label: string;
  value: string | number;
  minWidth?: number;
}) {
  return (
    <Box role="group" aria-label={label} sx={{ minWidth, flex: `1 1 ${minWidth}px` }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Box>
  );
}
