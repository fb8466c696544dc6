import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalEntity } from '../../../local-db/local-record.ts';
import { d0Repository, loteRepository } from '../../../local-db/repositories.ts';

export type ResyncChildren = {
  /** The live resync batch below each batch of the screen (spec §4 'only one resync per batch'). */
  childOf: (batchId: string) => LocalEntity<'lotes'> | undefined;
  /**
   * A cow's copy in those resync batches, by the record it was copied from (dzeroPai): the live one, else one
   * deleted when she was found pregnant, which a new diagnosis that she is empty brings back.
   */
  copyOf: (cowId: string) => LocalEntity<'d0s'> | undefined;
  /** The live cows of those resync batches. */
  cows: LocalEntity<'d0s'>[];
};

/** The resync batches below the screen's batches and their cows, read live; undefined while loading. */
export function useResyncChildren(batchIds: readonly string[]): ResyncChildren | undefined {
  const key = batchIds.join(';');
  return useLiveQuery(async () => {
    const children = (await loteRepository.getByRelation('parentBatch', batchIds)).filter(
      (b) => !b.isDeleted,
    );
    const all = await d0Repository.getByRelation(
      'loteId',
      children.map((child) => child.id),
      { includeDeleted: true },
    );
    const cows = all.filter((cow) => !cow.isDeleted);
    // Deleted copies first, so a live copy of the same cow wins.
    const byParent = new Map(
      [...all.filter((cow) => cow.isDeleted), ...cows].map((cow) => [cow.dzeroPai, cow]),
    );
    return {
      childOf: (batchId: string) => children.find((child) => child.parentBatch === batchId),
      copyOf: (cowId: string) => byParent.get(cowId),
      cows,
    };
  }, [key]);
}
