import { useNavigate } from 'react-router';
import { BlockedBatchDialog } from '../../../ui/BlockedBatchDialog.tsx';
import type { StepData } from './use-step-data.ts';

/**
 * A management screen opened by its address for a batch blocked by a half-included cow (spec §4 Incluir
 * Matriz) says 'Lote bloqueado!' as the batch lists do: the cow is completed or deleted on the batch's listing
 * first, so no step is written around her.
 */
export function BlockedBatchGate({ data }: { data: StepData }) {
  const navigate = useNavigate();
  const batch = data.batches.find((candidate) => candidate.matrizBloqueada);
  if (!batch?.matrizBloqueada) return null;
  const cow = data.cows.find((candidate) => candidate.id === batch.matrizBloqueada);
  return (
    <BlockedBatchDialog
      open
      cowCode={cow?.codVaca ?? cow?.codLeitorBastao ?? ''}
      onGoToBatch={() => navigate(`/farms/${data.farm.id}/corrals/${batch.retiroId}/batches/${batch.id}`)}
      onClose={() => navigate(data.backTo)}
    />
  );
}
