import type { DgSavePlan } from '@gestar/domain/management/dg-step';
import type { DnFromDg } from '@gestar/domain/rules/dg-fields';
import { type LocalEntity, withoutLocalFields } from '../../../local-db/local-record.ts';
import { d0Repository, dnRepository, loteRepository } from '../../../local-db/repositories.ts';
import type { WriteOp } from '../../../local-db/repository.ts';
import { dnWrite } from './cow-writes.ts';
import { inOneTransaction } from './tables.ts';

// The writes of the DG, DGRessinc and DG Final screens, each one transaction through the repositories
// (validated, marked dirty for sync). 'Salvar todas' wraps many of them in inOneTransaction.

/**
 * One DG row: the cow, her DN record of the day, and her omission and copy in the resync batch. On DG/D0 and
 * DG/{day} `cow` is her record in the parent batch and `existingChild` her copy in the resync (dgRessincSavePlan).
 */
export function saveDgRow(
  cow: LocalEntity<'d0s'>,
  plan: DgSavePlan,
  existingChild: LocalEntity<'d0s'> | undefined,
): Promise<void> {
  return saveDgRows([{ cow, plan, existingChild }]);
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
  return inOneTransaction(async () => {
    const d0Ops: WriteOp<'d0s'>[] = [];
    const dns: DnFromDg[] = [];
    for (const { cow, plan, existingChild } of rows) {
      d0Ops.push({ update: cow.id, patch: { ...plan.d0, ...plan.resync?.parent } });
      // The DN belongs to the record the day is for: on DG/{day} of a resync, the cow's copy there.
      if (plan.dn) dns.push(plan.dn);
      const child = plan.resync?.child;
      if (child && 'create' in child) {
        const { id: _id, created: _created, updated: _updated, ...parent } = withoutLocalFields(cow);
        d0Ops.push({ post: { ...parent, ...plan.d0, ...child.create } });
      } else if (child && existingChild) {
        d0Ops.push({ update: existingChild.id, patch: child.update });
      }
    }
    await d0Repository.writeMany(d0Ops);
    const written = await dnRepository.upsertByKey(
      dns.map((dn) => dnWrite({ id: dn.vacaId, loteId: dn.loteId }, dn.dia, dn.observacao)),
      'vacaId',
    );
    // Spec §4: the DN of a pregnant cow is kept but flagged deleted (she leaves the protocol).
    await dnRepository.writeMany(
      written.flatMap((record, index) => (dns[index]?.isDeleted ? [{ delete: record.id }] : [])),
    );
  });
}

/** One DG Final row: the cow's final fields. */
export function saveDgFinalRow(cowId: string, values: Partial<LocalEntity<'d0s'>>): Promise<void> {
  return inOneTransaction(async () => {
    await d0Repository.update(cowId, values);
  });
}

/** Many DG Final rows ('Salvar todas'): the same as `saveDgFinalRow` for each, in one bulk write. */
export function saveDgFinalRows(
  rows: readonly { cowId: string; values: Partial<LocalEntity<'d0s'>> }[],
): Promise<void> {
  return inOneTransaction(async () => {
    await d0Repository.writeMany(rows.map(({ cowId, values }) => ({ update: cowId, patch: values })));
  });
}

/** A finalize's writes in one transaction: the cows' patches (omissions, DG Final date) and each batch. */
export function writeDgFinalize(
  cowPatches: readonly { id: string; patch: Partial<LocalEntity<'d0s'>> }[],
  batchPatches: ReadonlyMap<string, Partial<LocalEntity<'lotes'>>>,
): Promise<void> {
  return inOneTransaction(async () => {
    for (const { id, patch } of cowPatches) await d0Repository.update(id, patch);
    for (const [id, patch] of batchPatches) await loteRepository.update(id, patch);
  });
}
