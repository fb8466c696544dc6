import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import {
  d0Repository,
  iatfRepository,
  loteRepository,
  protocoloRepository,
} from '../../local-db/repositories.ts';
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
 * Matrizes and the report headline ('% Prenhez') of the batches on screen (a page holds 10), each over its report's
 * batches (itself and the resync batches made from it). Reading every cow of 300 batches took most of a second in
 * Chromium (bench/web/registrations.ts); a page's cows take a few milliseconds.
 */
export function useCowStats(batchIds: readonly string[]): ReadonlyMap<string, CowStats> | undefined {
  const values = useDomainValues();
  const lookup = useDomainLookup(values);
  const key = batchIds.join(';');
  const data = useLiveQuery(
    async () => {
      const [shown, resyncs] = await Promise.all([
        loteRepository.getByRelation('id', batchIds),
        loteRepository.getByRelation('originalBatch', batchIds),
      ]);
      const batches = [...shown, ...resyncs];
      const ids = batches.map((batch) => batch.id);
      const [cows, iatfs] = await Promise.all([
        d0Repository.getByRelation('loteId', ids),
        iatfRepository.getByRelation('loteId', ids),
      ]);
      return { shownIds: batchIds, batches, cows, iatfs };
    },
    // The joined ids stand for the array.
    [key],
  );
  return useMemo(
    () =>
      data && values !== undefined
        ? cowStatsByBatch(data.shownIds, data.batches, data.cows, data.iatfs, lookup)
        : undefined,
    [data, values, lookup],
  );
}
