import type { ResyncCreatePlan } from '@gestar/domain/management/resync-create';
import type { D0ResyncRowValues } from '@gestar/domain/management/resync-d0';
import { d0ResyncSavePatch } from '@gestar/domain/management/resync-d0';
import type { BackToPreviousPlan } from '@gestar/domain/rules/resync';
import { type LocalEntity, withoutLocalFields } from '../../../local-db/local-record.ts';
import {
  d0Repository,
  dnRepository,
  iatfRepository,
  loteRepository,
} from '../../../local-db/repositories.ts';
import { inOneTransaction } from './tables.ts';

// The resync chain's writes: one Dexie transaction each, through the repositories, so every record is checked
// by its schema and marked for the next sync push.

/**
 * Saves a Ressinc: the new lote, a copy of each carried cow and the parent's omissions. Re-checks 'one resync
 * per batch' inside the transaction (another tab or a sync may have brought one meanwhile); returns the new lote
 * or null when one exists.
 */
export function writeResync(
  plan: Extract<ResyncCreatePlan, { kind: 'create' }>,
  parentId: string,
): Promise<LocalEntity<'lotes'> | null> {
  return inOneTransaction(async () => {
    const existing = await loteRepository.getByRelation('parentBatch', parentId);
    if (existing.length > 0) return null;
    const batch = await loteRepository.post(plan.batch);
    const sources = await d0Repository.getByRelation(
      'id',
      plan.copies.map((copy) => copy.from),
    );
    const byId = new Map(sources.map((cow) => [cow.id, cow]));
    for (const copy of plan.copies) {
      const source = byId.get(copy.from);
      if (!source) continue;
      const { id: _id, created: _c, updated: _u, isDeleted: _d, ...fields } = withoutLocalFields(source);
      await d0Repository.post({ ...fields, ...copy.patch, loteId: batch.id });
    }
    for (const patch of plan.parentPatches) {
      await d0Repository.update(patch.id, { omit_from_dg_final: patch.omit_from_dg_final });
    }
    return batch;
  });
}

/** One D0 Resync row: only the row's fields of the carried cow, stamped as done now. */
export function saveD0ResyncRow(cowId: string, values: D0ResyncRowValues): Promise<LocalEntity<'d0s'>> {
  return d0Repository.update(cowId, d0ResyncSavePatch(values, new Date()));
}

/**
 * 'Voltar para Ressinc anterior' on the device: deletes the undone batches with their cows and step records,
 * and gives the previous batch's cows back to its DG Final.
 */
export function writeBackToPrevious(plan: BackToPreviousPlan): Promise<void> {
  return inOneTransaction(async () => {
    const [cows, iatfs, dns] = await Promise.all([
      d0Repository.getByRelation('loteId', plan.deleteBatchIds),
      iatfRepository.getByRelation('loteId', plan.deleteBatchIds),
      dnRepository.getByRelation('loteId', plan.deleteBatchIds),
    ]);
    for (const record of iatfs) await iatfRepository.delete(record.id);
    for (const record of dns) await dnRepository.delete(record.id);
    for (const record of cows) await d0Repository.delete(record.id);
    for (const id of plan.deleteBatchIds) await loteRepository.delete(id);
    for (const patch of plan.cowPatches) await d0Repository.update(patch.id, patch);
  });
}
