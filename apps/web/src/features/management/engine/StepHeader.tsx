import type { HeaderDay } from '@gestar/domain/management/protocol-header';
import { MANAGEMENT_LABEL, PROTOCOL_LABEL } from '@gestar/domain/messages/labels/management';
import { Box, Paper, Typography } from '@mui/material';

/** Protocol name, the handling and each day's products with doses in mL (spec §2 D0, DN headers). */
export function StepHeader({
  protocolName,
  management,
  days,
}: {
  protocolName: string;
  management: string;
  days: readonly HeaderDay[];
}) {
  return (
    <Paper
      sx={{ p: { xs: 1.5, md: 2 }, mb: { xs: 1, md: 2 } }}
      component="section"
      aria-label={`${PROTOCOL_LABEL()}: ${protocolName}`}
    >
      {/* Body size on phones: the chute screens' first cow must show without scrolling. */}
      <Typography variant="subtitle1" sx={{ fontWeight: 600, lineHeight: { xs: 1.5, md: 1.75 } }}>
        {PROTOCOL_LABEL()}: {protocolName} / {MANAGEMENT_LABEL()}: {management}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {days.map((day) => (
          <li key={day.dayId}>
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {day.label}:
            </Typography>{' '}
            <Typography variant="body2" component="span">
              {day.lines
                .map((line) => [line.management, line.product, line.dose].filter(Boolean).join(' – '))
                .join('; ')}
            </Typography>
          </li>
        ))}
      </Box>
    </Paper>
  );
}
