import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalEntity } from '../../../local-db/local-record.ts';
import { d0Repository, loteRepository } from '../../../local-db/repositories.ts';

export type ResyncChildren = {
  /** The live resync batch below each batch of the screen (spec §4 'only one resync per batch'). */
  childOf: (batchId: string) => LocalEntity<'lotes'> | undefined;
  /** The cows of those resync batches, by the record they were copied from (dzeroPai). */
  copyOf: (cowId: string) => LocalEntity<'d0s'> | undefined;
  cows: LocalEntity<'d0s'>[];
};

/** The resync batches below the screen's batches and their cows, read live; undefined while loading. */
export function useResyncChildren(batchIds: readonly string[]): ResyncChildren | undefined {
  const key = batchIds.join(';');
  return useLiveQuery(async () => {
    const children = (await loteRepository.getByRelation('parentBatch', batchIds)).filter(
      (b) => !b.isDeleted,
    );
    const cows = (
      await d0Repository.getByRelation(
        'loteId',
        children.map((child) => child.id),
      )
    ).filter((cow) => !cow.isDeleted);
    const byParent = new Map(cows.map((cow) => [cow.dzeroPai, cow]));
    return {
      childOf: (batchId: string) => children.find((child) => child.parentBatch === batchId),
      copyOf: (cowId: string) => byParent.get(cowId),
      cows,
    };
  }, [key]);
}
