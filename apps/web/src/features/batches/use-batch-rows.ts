import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { d0Repository, loteRepository, protocoloRepository } from '../../local-db/repositories.ts';
import { useDomainLookup, useDomainValues } from '../../local-db/use-domain-options.ts';
import { type BatchRow, toBatchRows } from './batch-rows.ts';

/** Live rows of the batches of some retiros (a farm's DEFAULT retiro, or one retiro). */
export function useBatchRows(retiroIds: readonly string[] | undefined): BatchRow[] | undefined {
  const values = useDomainValues();
  const lookup = useDomainLookup(values);
  const key = retiroIds?.join(';');
  const data = useLiveQuery(async () => {
    if (!retiroIds) return undefined;
    const lotes = await loteRepository.getByRelation('retiroId', retiroIds);
    const [protocols, cows] = await Promise.all([
      protocoloRepository.get(),
      d0Repository.getByRelation(
        'loteId',
        lotes.map((lote) => lote.id),
      ),
    ]);
    return { lotes, protocols, cows };
    // The joined ids stand for the array: a new array with the same ids does not re-query.
  }, [key]);
  return useMemo(
    () =>
      data && values !== undefined ? toBatchRows(data.lotes, data.protocols, data.cows, lookup) : undefined,
    [data, values, lookup],
  );
}
