import type { DomainLookup } from '@gestar/domain/lists/domain-ids';
import type { FarmCow } from '@gestar/domain/management/cow-lookup';
import type { MoveBatch, MovingCow } from '@gestar/domain/management/move-cow';
import { processoAtual } from '@gestar/domain/rules/batch-progress';
import { isPregnantConditionId } from '@gestar/domain/rules/dg-fields';
import { nextManagement } from '@gestar/domain/rules/next-management';
import {
  d0Repository,
  loteRepository,
  protocoloRepository,
  retiroRepository,
} from '../../../local-db/repositories.ts';

/** A cow of the check with what moving her reads (spec §4 'Moving a cow from another batch'). */
export type FarmCowRecord = FarmCow & MovingCow & { batch: MoveBatch };

/**
 * The farm's cows outside the batches on screen, as the repeated-cow check reads them (spec §7 farm-wide cow
 * search, answered from the device's copy of the farm so it works in a corral without signal).
 */
export async function farmCowsOutside(
  farmId: string,
  batchIds: readonly string[],
  lookup: DomainLookup,
): Promise<FarmCowRecord[]> {
  const retiros = await retiroRepository.getByRelation('fazendaId', farmId);
  const batches = (
    await loteRepository.getByRelation(
      'retiroId',
      retiros.map((r) => r.id),
    )
  ).filter((batch) => !batchIds.includes(batch.id));
  if (batches.length === 0) return [];
  const [cows, protocols] = await Promise.all([
    d0Repository.getByRelation(
      'loteId',
      batches.map((b) => b.id),
    ),
    protocoloRepository.get(),
  ]);
  const protocolById = new Map(protocols.map((p) => [p.id, p]));
  const batchById = new Map(
    batches.map((batch) => {
      const protocol = (batch.protocoloId && protocolById.get(batch.protocoloId)) || undefined;
      const steps = protocol ?? { managementProtocols: [] };
      const management = processoAtual(batch, steps, lookup) || nextManagement(batch, steps, lookup).label;
      return [
        batch.id,
        {
          name: batch.nomeLote,
          protocolName: protocol?.name ?? '',
          management,
          move: { id: batch.id, isResync: batch.isResync, matrizBloqueada: batch.matrizBloqueada },
        },
      ];
    }),
  );
  return cows.flatMap((cow) => {
    const batch = batchById.get(cow.loteId);
    if (!batch) return [];
    return [
      {
        id: cow.id,
        loteId: cow.loteId,
        iatf: cow.iatf,
        batch: batch.move,
        codVaca: cow.codVaca,
        codLeitorBastao: cow.codLeitorBastao,
        pregnant:
          isPregnantConditionId(cow.condicaoDG, lookup) || isPregnantConditionId(cow.condicaoDGFinal, lookup),
        batchName: batch.name,
        protocolName: batch.protocolName,
        management: batch.management,
      },
    ];
  });
}
