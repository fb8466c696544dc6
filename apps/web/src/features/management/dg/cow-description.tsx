import { LOT_PREFIX, PREVIOUS_OBSERVATIONS_PREFIX, SEMEN_PREFIX } from '@gestar/domain/messages/labels/dg';
import { displayText, semenLabel } from '@gestar/domain/rules/display';
import { isDefaultObservation } from '@gestar/domain/rules/observation-markers';
import { Box, Typography } from '@mui/material';
import type { StepData } from '../engine/use-step-data.ts';

type Cow = StepData['cows'][number];

type Iatf = StepData['iatfs'][number];

// Each read's IATF records indexed once by cow and batch (the DG filters 1,000 cows through this).
const indexes = new WeakMap<readonly Iatf[], Map<string, Iatf>>();

function indexOf(iatfs: readonly Iatf[]): Map<string, Iatf> {
  let index = indexes.get(iatfs);
  if (!index) {
    index = new Map();
    for (const record of iatfs) {
      const key = `${record.vacaId}|${record.loteId}`;
      if (!record.isDeleted && !index.has(key)) index.set(key, record);
    }
    indexes.set(iatfs, index);
  }
  return index;
}

/** The cow's IATF record of her batch (the first live one), among a read's IATF records. */
export function iatfRecordOf(iatfs: readonly Iatf[], cow: Cow) {
  return indexOf(iatfs).get(`${cow.id}|${cow.loteId}`);
}

/**
 * Spec §2 DG 'Matriz' column: the semen she was inseminated with and her previous observations, each on its
 * own line; the semen's lot has a line of its own too, whole, as it is what tells two lots of a bull apart.
 */
export function CowDescription({
  iatfs,
  partidas,
  cow,
}: {
  iatfs: readonly Iatf[];
  partidas: StepData['partidas'];
  cow: Cow;
}) {
  const iatf = iatfRecordOf(iatfs, cow);
  const partida = partidas.find((p) => p.id === iatf?.partidaId);
  const semen = partida ? semenLabel(partida) : null;
  const observations = [cow.observacaoD0, cow.observacaoDN, iatf?.observacao]
    .filter((obs) => !isDefaultObservation(obs))
    .map(displayText);
  const lines = [
    semen?.bull && `${SEMEN_PREFIX()}: ${semen.bull}`,
    semen?.lot && `${LOT_PREFIX()}: ${semen.lot}`,
    observations.length > 0 && `${PREVIOUS_OBSERVATIONS_PREFIX()}: ${observations.join('; ')}`,
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" component="div">
      {lines.map((line) => (
        <Box component="span" key={line} sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {line}
        </Box>
      ))}
    </Typography>
  );
}
