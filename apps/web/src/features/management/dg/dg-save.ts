import { dnRecordId } from '@gestar/domain/entities/keyed-ids';
import type { DgSavePlan } from '@gestar/domain/management/dg-step';
import { localDb } from '../../../local-db/database.ts';
import { type LocalEntity, withoutLocalFields } from '../../../local-db/local-record.ts';
import { d0Repository, dnRepository, loteRepository } from '../../../local-db/repositories.ts';
import type { WriteOp } from '../../../local-db/repository.ts';

// The writes of the DG, DGRessinc and DG Final screens, each one Dexie transaction through the repositories
// (validated, marked dirty for sync). 'Salvar todas' wraps many of them in the engine's inOneTransaction.

const tables = () => [localDb.d0s, localDb.dns, localDb.lotes];

/**
 * One DG row: the cow, her DN record of the day, and her omission and copy in the resync batch. On DG/D0 and
 * DG/{day} `cow` is her record in the parent batch and `existingChild` her copy in the resync (dgRessincSavePlan).
 */
export function saveDgRow(
  cow: LocalEntity<'d0s'>,
  plan: DgSavePlan,
  existingChild: LocalEntity<'d0s'> | undefined,
): Promise<void> {
  return localDb.transaction('rw', tables(), async () => {
    await d0Repository.update(cow.id, { ...plan.d0, ...plan.resync?.parent });
    if (plan.dn) {
      const { isDeleted, ...dn } = plan.dn;
      // The DN belongs to the record the day is for: on DG/{day} of a resync, the cow's copy there.
      const [existing] = await dnRepository.getByParam(
        { vacaId: dn.vacaId, dia: dn.dia },
        { includeDeleted: true },
      );
      const record = existing
        ? await dnRepository.update(existing.id, { observacao: dn.observacao, isDeleted: false })
        : await dnRepository.post({ ...dn, id: dnRecordId(dn.vacaId, dn.dia) });
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

export type DgRow = {
  cow: LocalEntity<'d0s'>;
  plan: DgSavePlan;
  existingChild: LocalEntity<'d0s'> | undefined;
};

/**
 * Many DG rows ('Salvar todas') in one transaction and a few bulk requests: the same records and sync marks
 * as `saveDgRow` for each row in turn, all or nothing.
 */
export function saveDgRows(rows: readonly DgRow[]): Promise<void> {
  return localDb.transaction('rw', tables(), async () => {
    // As saveDgRow: the cow's first DN record of the day, deleted or not (same index order), else a new one.
    const withDn = rows.filter((row) => row.plan.dn);
    const existing = await dnRepository.getByRelation(
      'vacaId',
      withDn.map((row) => row.plan.dn?.vacaId ?? row.cow.id),
      { includeDeleted: true },
    );
    const dnOf = new Map<string, string>();
    for (const record of existing) {
      const key = `${record.vacaId}|${record.dia}`;
      if (!dnOf.has(key)) dnOf.set(key, record.id);
    }
    const d0Ops: WriteOp<'d0s'>[] = [];
    const dnOps: WriteOp<'dns'>[] = [];
    for (const { cow, plan, existingChild } of rows) {
      d0Ops.push({ update: cow.id, patch: { ...plan.d0, ...plan.resync?.parent } });
      if (plan.dn) {
        const { isDeleted, ...dn } = plan.dn;
        const key = `${dn.vacaId}|${dn.dia}`;
        let id = dnOf.get(key);
        if (id) dnOps.push({ update: id, patch: { observacao: dn.observacao, isDeleted: false } });
        else {
          // Her keyed id: another phone diagnosing her makes the same record, which the sync merges.
          id = dnRecordId(dn.vacaId, dn.dia);
          dnOf.set(key, id);
          dnOps.push({ post: { ...dn, id } });
        }
        // Spec §4: the DN of a pregnant cow is kept but flagged deleted (she leaves the protocol).
        if (isDeleted) dnOps.push({ delete: id });
      }
      const child = plan.resync?.child;
      if (child && 'create' in child) {
        const { id: _id, created: _created, updated: _updated, ...parent } = withoutLocalFields(cow);
        d0Ops.push({ post: { ...parent, ...plan.d0, ...child.create } });
      } else if (child && existingChild) {
        d0Ops.push({ update: existingChild.id, patch: child.update });
      }
    }
    await d0Repository.writeMany(d0Ops);
    await dnRepository.writeMany(dnOps);
  });
}

/** One DG Final row: the cow's final fields. */
export function saveDgFinalRow(cowId: string, values: Partial<LocalEntity<'d0s'>>): Promise<void> {
  return localDb.transaction('rw', tables(), async () => {
    await d0Repository.update(cowId, values);
  });
}

/** Many DG Final rows ('Salvar todas'): the same as `saveDgFinalRow` for each, in one bulk write. */
export function saveDgFinalRows(
  rows: readonly { cowId: string; values: Partial<LocalEntity<'d0s'>> }[],
): Promise<void> {
  return localDb.transaction('rw', tables(), async () => {
    await d0Repository.writeMany(rows.map(({ cowId, values }) => ({ update: cowId, patch: values })));
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
