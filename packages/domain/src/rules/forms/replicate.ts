// Start a breeding season for several farms at once (spec §2 'Replicate farms', §5 'Replicate').
import { maxFarmsAtOnce } from '../../messages/farms.ts';
import { SELECT_AT_LEAST_ONE_FARM } from '../../messages/validation.ts';
import { dateRange, type FieldErrors, type Rule, required, validate, validDate } from '../form-rules.ts';

/** At most 10 farms per replication, multi-farm sync or export (spec §9). */
export const MAX_FARMS_AT_ONCE = 10;

export type ReplicateFormValues = {
  fazendaIds: readonly string[];
  inicioEstacaoMonta: string | null;
  fimEstacaoMonta: string | null;
};

/** Message for a selection of farms outside 1 to 10, else null. */
export function farmSelectionError(count: number): string | null {
  if (count < 1) return SELECT_AT_LEAST_ONE_FARM();
  return count > MAX_FARMS_AT_ONCE ? maxFarmsAtOnce(count - MAX_FARMS_AT_ONCE) : null;
}

const farmCount: Rule<ReplicateFormValues> = ({ fazendaIds }) => {
  const message = farmSelectionError(new Set(fazendaIds).size);
  return message ? { fazendaIds: message } : {};
};

export function validateReplicateForm(values: ReplicateFormValues): FieldErrors<keyof ReplicateFormValues> {
  return validate(values, [
    farmCount,
    required('inicioEstacaoMonta', 'fimEstacaoMonta'),
    validDate('inicioEstacaoMonta'),
    validDate('fimEstacaoMonta'),
    dateRange('inicioEstacaoMonta', 'fimEstacaoMonta'),
  ]);
}

/** Disabled for the view-only role. */
export function canReplicate(isClient: boolean): boolean {
  return !isClient;
}
