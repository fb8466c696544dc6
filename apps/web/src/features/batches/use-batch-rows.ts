import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { d0Repository, loteRepository, protocoloRepository } from '../../local-db/repositories.ts';
import { useDomainLookup, useDomainValues } from '../../local-db/use-domain-options.ts';
import { type BatchRow, type CowStats, cowStatsByBatch, toBatchRows } from './batch-rows.ts';

/** Live rows of the batches of some retiros (a farm's DEFAULT retiro, or one retiro). */
export function useBatchRows(retiroIds: readonly string[] | undefined): BatchRow[] | undefined {
  const values = useDomainValues();
  const lookup = useDomainLookup(values);
  const key = retiroIds?.join(';');
  const data = useLiveQuery(async () => {
    if (!retiroIds) return undefined;
    const [lotes, protocols] = await Promise.all([
      loteRepository.getByRelation('retiroId', retiroIds),
      protocoloRepository.get(),
    ]);
    return { lotes, protocols };
    // The joined ids stand for the array: a new array with the same ids does not re-query.
  }, [key]);
  return useMemo(
    () => (data && values !== undefined ? toBatchRows(data.lotes, data.protocols, lookup) : undefined),
    [data, values, lookup],
  );
}

/**
 * Matrizes and '% Prenhez' of the batches on screen (a page holds 10). Reading every cow of 300 batches took
 * most of a second in Chromium (bench/web/registrations.ts); a page's cows take a few milliseconds.
 */
export function useCowStats(batchIds: readonly string[]): ReadonlyMap<string, CowStats> | undefined {
  const values = useDomainValues();
  const lookup = useDomainLookup(values);
  const key = batchIds.join(';');
  const cows = useLiveQuery(
    () => d0Repository.getByRelation('loteId', batchIds),
    // The joined ids stand for the array.
    [key],
  );
  return useMemo(
    () => (cows && values !== undefined ? cowStatsByBatch(cows, lookup) : undefined),
    [cows, values, lookup],
  );
}
