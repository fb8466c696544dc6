import { buildReceipt, type Receipt, receiptFileName } from '@gestar/domain/management/receipt';
import { SEVERAL_BATCHES } from '@gestar/domain/messages/labels/management';
import type { FinalizeBlock } from '@gestar/domain/rules/finalize';
import { type LocalEntity, withoutLocalFields } from '../../../local-db/local-record.ts';
import { d0Repository, dnRepository, loteRepository } from '../../../local-db/repositories.ts';
import { useFinalizeFlow } from '../engine/use-finalize-flow.tsx';
import type { StepData } from '../engine/use-step-data.ts';
import { writeDgFinalize } from '../writes/diagnosis-writes.ts';

export type DgFinalizePlan = {
  cowPatches: { id: string; patch: Partial<LocalEntity<'d0s'>> }[];
  batchPatches: Map<string, Partial<LocalEntity<'lotes'>>>;
};

export type DgFinalizeInput = {
  data: StepData;
  userId: string;
  /** The receipt's type: 'DG', 'DG/D0', 'DG Final'. */
  tipo: string;
  /**
   * Spec §4: the receipt carries 'dns when the management is not DG/D0': the DN records of the day the DG
   * wrote them for (a string), none written on a plain DG (null), no dns at all on DG/D0 and DG Final.
   */
  dnDay?: string | null;
  /** Batches the finalize also writes (DG/D0: the parents whose round it diagnosed); read and in the receipt. */
  extraBatchIds?: readonly string[];
  /** The writes, computed from the stored cows (read again at confirm time). */
  plan: (cows: LocalEntity<'d0s'>[], batches: LocalEntity<'lotes'>[]) => DgFinalizePlan;
};

/**
 * Finalize of DG, DGRessinc and DG Final (spec §4, §8), through the one finalize flow: the step's domain block
 * ('Existem matrizes que não foram salvas.', the 100 % pregnancy block, the missing date) or 'Deseja Finalizar?';
 * then the cows' and batches' writes in one transaction, and the receipt over the records as they will be.
 */
export function useDgFinalize(input: DgFinalizeInput) {
  const flow = useFinalizeFlow({
    backTo: input.data.backTo,
    prepare: async () => {
      const { data } = input;
      const batchIds = [...data.batchIds, ...(input.extraBatchIds ?? [])];
      const [batches, allCows] = await Promise.all([
        loteRepository.getByRelation('id', batchIds),
        d0Repository.getByRelation('loteId', batchIds),
      ]);
      const cows = allCows.filter((cow) => !cow.isDeleted);
      const plan = input.plan(cows, batches);
      const patchOf = new Map(plan.cowPatches.map(({ id, patch }) => [id, patch]));
      const dns =
        input.dnDay === undefined
          ? undefined
          : (await dnRepository.getByRelation('loteId', data.batchIds, { includeDeleted: true })).filter(
              (dn) => dn.dia === input.dnDay,
            );
      const now = new Date();
      const batchName = data.batches.length === 1 ? (data.batches[0]?.nomeLote ?? '') : SEVERAL_BATCHES();
      let receipt: Receipt | null = null;
      try {
        receipt = await buildReceipt({
          versao: 1,
          tipo: input.tipo,
          geradoEm: now.toISOString(),
          usuarioId: input.userId,
          lotes: batches.map((batch) => ({
            ...withoutLocalFields(batch),
            ...plan.batchPatches.get(batch.id),
          })),
          d0s: cows.map((cow) => ({ ...withoutLocalFields(cow), ...patchOf.get(cow.id) })),
          ...(dns ? { dns: dns.map(withoutLocalFields) } : {}),
        });
      } catch {
        receipt = null;
      }
      return {
        write: () => writeDgFinalize(plan.cowPatches, plan.batchPatches),
        receipt,
        fileName: receiptFileName(input.tipo, batchName, data.farm.nome, now),
      };
    },
  });
  /** `check` is the step's domain check over the rows as shown; null lets the user confirm. */
  return { start: (check: () => FinalizeBlock | null) => flow.start(check), dialogs: flow.dialogs };
}
