import type { DgSavePlan } from '@gestar/domain/management/dg-step';
import { localDb } from '../../../local-db/database.ts';
import { type LocalEntity, withoutLocalFields } from '../../../local-db/local-record.ts';
import { d0Repository, dnRepository, loteRepository } from '../../../local-db/repositories.ts';

// The writes of the DG, DGRessinc and DG Final screens, each one Dexie transaction through the repositories
// (validated, marked dirty for sync). 'Salvar todas' wraps many of them in the engine's inOneTransaction.

const tables = () => [localDb.d0s, localDb.dns, localDb.lotes];

/** One DG row: the cow, her DN record of the day, and her omission and copy in the resync batch. */
export function saveDgRow(
  cow: LocalEntity<'d0s'>,
  plan: DgSavePlan,
  existingChild: LocalEntity<'d0s'> | undefined,
): Promise<void> {
  return localDb.transaction('rw', tables(), async () => {
    await d0Repository.update(cow.id, { ...plan.d0, ...plan.resync?.parent });
    if (plan.dn) {
      const { isDeleted, ...dn } = plan.dn;
      const [existing] = await dnRepository.getByParam(
        { vacaId: cow.id, dia: dn.dia },
        { includeDeleted: true },
      );
      const record = existing
        ? await dnRepository.update(existing.id, { observacao: dn.observacao, isDeleted: false })
        : await dnRepository.post(dn);
      // Spec §4: the DN of a pregnant cow is kept but flagged deleted (she leaves the protocol).
      if (isDeleted) await dnRepository.delete(record.id);
    }
    const child = plan.resync?.child;
    if (child && 'create' in child) {
      const { id: _id, created: _created, updated: _updated, ...parent } = withoutLocalFields(cow);
      await d0Repository.post({ ...parent, ...plan.d0, ...child.create });
    } else if (child && existingChild) {
      await d0Repository.update(existingChild.id, child.update);
    }
  });
}

/** One DG Final row: the cow's final fields. */
export function saveDgFinalRow(cowId: string, values: Partial<LocalEntity<'d0s'>>): Promise<void> {
  return localDb.transaction('rw', tables(), async () => {
    await d0Repository.update(cowId, values);
  });
}

/** A finalize's writes in one transaction: the cows' patches (omissions, DG Final date) and each batch. */
export function writeDgFinalize(
  cowPatches: readonly { id: string; patch: Partial<LocalEntity<'d0s'>> }[],
  batchPatches: ReadonlyMap<string, Partial<LocalEntity<'lotes'>>>,
): Promise<void> {
  return localDb.transaction('rw', tables(), async () => {
    for (const { id, patch } of cowPatches) await d0Repository.update(id, patch);
    for (const [id, patch] of batchPatches) await loteRepository.update(id, patch);
  });
}
