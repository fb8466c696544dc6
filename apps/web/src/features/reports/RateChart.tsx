import {
  chartRows,
  chartSize,
  printScale,
  RATE_SERIES,
  type RateSeriesKey,
  rateTooltip,
} from '@gestar/domain/reports/chart-data';
import type { RateRow } from '@gestar/domain/reports/farm-report';
import { Box } from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

const BAR_HEIGHT = 36;
const CHROME_HEIGHT = 90;

/** The tooltip of one group: each stack in §9's three formats (absolute · percentage · occurrence). */
function GroupTooltip({ active, payload }: { active?: boolean; payload?: { payload: RateRow }[] }) {
  const row = payload?.[0]?.payload;
  if (!active || !row) return null;
  return (
    <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', p: 1, fontSize: 13 }}>
      <strong>{row.label}</strong>
      {RATE_SERIES.map((series) => (
        <div key={series.key}>{rateTooltip(row, series.key as RateSeriesKey)}</div>
      ))}
    </Box>
  );
}

/**
 * One dimension of the report as horizontal stacked bars (pregnant by IATF, by the bull, empty) — drawn at
 * least 1000 px wide and scaled down whole to fit a phone (chartSize), SVG so it prints as drawn.
 */
export function RateChart({ title, rows }: { title: string; rows: readonly RateRow[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry?.contentRect.width ?? 0));
    observer.observe(element);
    setAvailable(element.clientWidth);
    return () => observer.disconnect();
  }, []);
  const data = chartRows(rows);
  if (data.length === 0) return null;
  const { width, scale } = chartSize(available);
  const height = CHROME_HEIGHT + data.length * BAR_HEIGHT;
  const printed = printScale(width);

  return (
    <Box
      ref={box}
      role="img"
      aria-label={title}
      sx={{
        width: '100%',
        height: height * scale,
        overflow: 'hidden',
        '@media print': { height: height * printed },
      }}
    >
      {available > 0 && (
        <Box
          sx={{
            width,
            height,
            transform: `scale(${scale})`,
            transformOrigin: 'top left',
            '@media print': { transform: `scale(${printed})` },
          }}
        >
          <BarChart
            layout="vertical"
            width={width}
            height={height}
            data={data}
            margin={{ left: 24, right: 24 }}
          >
            <CartesianGrid strokeDasharray="3 3" horizontal={false} />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={220} />
            <Tooltip content={<GroupTooltip />} />
            <Legend />
            {RATE_SERIES.map((series) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={series.label}
                stackId="diagnosed"
                fill={series.color}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </Box>
      )}
    </Box>
  );
}
