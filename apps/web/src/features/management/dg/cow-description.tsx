import { PREVIOUS_OBSERVATIONS_PREFIX, SEMEN_PREFIX } from '@gestar/domain/messages/labels/dg';
import { displayText, formatDate, shortSemenLabel } from '@gestar/domain/rules/display';
import { isDefaultObservation } from '@gestar/domain/rules/observation-markers';
import { Typography } from '@mui/material';
import type { StepData } from '../engine/use-step-data.ts';

type Cow = StepData['cows'][number];

/** The cow's IATF record of her batch. */
export function iatfRecordOf(data: StepData, cow: Cow) {
  return data.iatfs.find((r) => r.vacaId === cow.id && r.loteId === cow.loteId && !r.isDeleted);
}

/** Spec §2 DG 'Matriz' column: the semen she was inseminated with and her previous observations. */
export function CowDescription({ data, cow }: { data: StepData; cow: Cow }) {
  const iatf = iatfRecordOf(data, cow);
  const partida = data.partidas.find((p) => p.id === iatf?.partidaId);
  const semen = partida
    ? shortSemenLabel(`${partida.bullName} ${partida.codigo ?? formatDate(partida.data)}`)
    : '';
  const observations = [cow.observacaoD0, cow.observacaoDN, iatf?.observacao]
    .filter((obs) => !isDefaultObservation(obs))
    .map(displayText);
  if (!semen && observations.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {[
        semen && `${SEMEN_PREFIX}: ${semen}`,
        observations.length > 0 && `${PREVIOUS_OBSERVATIONS_PREFIX}: ${observations.join('; ')}`,
      ]
        .filter(Boolean)
        .join(' · ')}
    </Typography>
  );
}
