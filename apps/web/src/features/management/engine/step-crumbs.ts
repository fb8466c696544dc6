import { SEVERAL_BATCHES } from '@gestar/domain/messages/labels/management';
import type { Crumb } from '../../../ui/BreadcrumbBar.tsx';
import type { StepData } from './use-step-data.ts';

/**
 * The breadcrumb of a management screen: farm, retiro (unless the screen was opened from the farm), the batch
 * or 'Vários Lotes' for a merge, then the step.
 */
export function stepCrumbs(
  data: Pick<StepData, 'batches' | 'farm' | 'corral' | 'backTo'>,
  stepLabel: string,
): Crumb[] {
  const [batch] = data.batches;
  const farmPage = `/farms/${data.farm.id}`;
  return [
    { label: data.farm.nome, to: farmPage },
    ...(data.backTo === farmPage ? [] : [{ label: data.corral.nome, to: data.backTo }]),
    data.batches.length === 1 && batch
      ? { label: batch.nomeLote, to: `${farmPage}/corrals/${batch.retiroId}/batches/${batch.id}` }
      : { label: SEVERAL_BATCHES() },
    { label: stepLabel },
  ];
}
