import { dnRecordId, iatfRecordId } from '@gestar/domain/entities/keyed-ids';
import type { D0SavePlan, IatfRecordFields } from '@gestar/domain/management/d0-step';
import type { CowMovePlan } from '@gestar/domain/management/move-cow';
import { unblockOnCowDelete } from '@gestar/domain/rules/batch-progress';
import { localDb } from '../../../local-db/database.ts';
import type { LocalEntity } from '../../../local-db/local-record.ts';
import {
  d0Repository,
  dnRepository,
  iatfRepository,
  loteRepository,
} from '../../../local-db/repositories.ts';
import type { WriteOp } from '../../../local-db/repository.ts';

// Every write of the management screens: one Dexie transaction per action, through the repositories, so
// each record is validated by its domain schema and marked dirty for the next sync push.

const tables = () => [localDb.d0s, localDb.iatfs, localDb.dns, localDb.lotes];

async function upsertIatf(cowId: string, loteId: string, fields: IatfRecordFields): Promise<void> {
  const [existing] = await iatfRepository.getByParam({ vacaId: cowId, loteId });
  if (existing) await iatfRepository.update(existing.id, fields);
  else {
    // Her keyed id (another phone makes the same), brought back if a record of it was deleted.
    const id = iatfRecordId(cowId, loteId);
    if (await iatfRepository.getById(id, { includeDeleted: true }))
      await iatfRepository.update(id, { ...fields, isDeleted: false });
    else await iatfRepository.post({ ...fields, vacaId: cowId, loteId, id });
  }
}

/** Creates (no `cowId`) or updates a cow and her IATF entry of the batch; returns the cow. */
export function saveD0Cow(plan: D0SavePlan, loteId: string, cowId?: string): Promise<LocalEntity<'d0s'>> {
  return localDb.transaction('rw', tables(), async () => {
    const cow = cowId
      ? await d0Repository.update(cowId, plan.d0)
      : await d0Repository.post({ ...plan.d0, loteId });
    if (plan.iatf) await upsertIatf(cow.id, loteId, plan.iatf);
    return cow;
  });
}

/**
 * Brings a cow of another batch of the farm into `loteId` with what was typed for her here (spec §4 'Moving a
 * cow from another batch'): the same record, so her history follows her; the old batch stops being blocked by
 * her. Her DN and IATF entries of the old batch stay there: they record handlings done in it.
 */
export function moveCowIntoBatch(
  cow: { id: string; loteId: string },
  plan: D0SavePlan,
  move: Extract<CowMovePlan, { kind: 'move' }>,
): Promise<LocalEntity<'d0s'>> {
  return localDb.transaction('rw', tables(), async () => {
    // An ID left empty here keeps hers: the other ID is how she was found.
    const { codVaca, codLeitorBastao, ...rest } = plan.d0;
    const ids = {
      ...(codVaca ? { codVaca } : {}),
      ...(codLeitorBastao ? { codLeitorBastao } : {}),
    };
    const moved = await d0Repository.update(cow.id, { ...rest, ...ids, ...move.cow });
    if (plan.iatf) await upsertIatf(cow.id, move.cow.loteId, plan.iatf);
    if (move.oldBatch) await loteRepository.update(cow.loteId, move.oldBatch);
    return moved;
  });
}

/** Soft-deletes a cow with her IATF and DN records, and unblocks the batch she was blocking. */
export function deleteCow(cow: { id: string; loteId: string }): Promise<void> {
  return localDb.transaction('rw', tables(), async () => {
    const [iatfs, dns, batch] = await Promise.all([
      iatfRepository.getByRelation('vacaId', cow.id),
      dnRepository.getByRelation('vacaId', cow.id),
      loteRepository.getById(cow.loteId),
    ]);
    for (const record of iatfs) await iatfRepository.delete(record.id);
    for (const record of dns) await dnRepository.delete(record.id);
    await d0Repository.delete(cow.id);
    const unblock = batch ? unblockOnCowDelete(batch, cow.id) : {};
    if (batch && 'matrizBloqueada' in unblock) await loteRepository.update(batch.id, unblock);
  });
}

/** One IATF row: the cow's IATF record of the batch and her patch. */
export function saveIatfRow(cow: { id: string; loteId: string }, plan: IatfPlan): Promise<void> {
  return localDb.transaction('rw', tables(), async () => {
    await upsertIatf(cow.id, cow.loteId, plan.iatf);
    if (Object.keys(plan.d0).length > 0) await d0Repository.update(cow.id, plan.d0);
  });
}

type IatfPlan = { iatf: IatfRecordFields; d0: Record<string, string> };

/**
 * Many IATF rows ('Salvar todas') in one transaction and a few bulk requests: the same records and sync marks
 * as `saveIatfRow` for each row in turn, all or nothing.
 */
export function saveIatfRows(
  rows: readonly { cow: { id: string; loteId: string }; plan: IatfPlan }[],
): Promise<void> {
  return localDb.transaction('rw', tables(), async () => {
    // As upsertIatf: the cow's first live IATF record of her batch (same index order), else her keyed one.
    const existing = await iatfRepository.getByRelation('vacaId', [...new Set(rows.map((r) => r.cow.id))], {
      includeDeleted: true,
    });
    const recordOf = new Map<string, string>();
    for (const record of existing) {
      const key = `${record.vacaId}|${record.loteId}`;
      if (!record.isDeleted && !recordOf.has(key)) recordOf.set(key, record.id);
    }
    const deleted = new Set(existing.filter((record) => record.isDeleted).map((record) => record.id));
    const iatfOps: WriteOp<'iatfs'>[] = [];
    for (const { cow, plan } of rows) {
      const key = `${cow.id}|${cow.loteId}`;
      const id = recordOf.get(key);
      if (id) iatfOps.push({ update: id, patch: plan.iatf });
      else {
        const keyed = iatfRecordId(cow.id, cow.loteId);
        recordOf.set(key, keyed);
        if (deleted.has(keyed)) iatfOps.push({ update: keyed, patch: { ...plan.iatf, isDeleted: false } });
        else iatfOps.push({ post: { ...plan.iatf, vacaId: cow.id, loteId: cow.loteId, id: keyed } });
      }
    }
    await iatfRepository.writeMany(iatfOps);
    await d0Repository.writeMany(
      rows
        .filter(({ plan }) => Object.keys(plan.d0).length > 0)
        .map(({ cow, plan }) => ({
          update: cow.id,
          patch: plan.d0,
        })),
    );
  });
}

type DnPlan = { dn: { observacao: string }; d0: Record<string, string> };

/**
 * Many DN rows ('Salvar todas', finalize) in one transaction and a few bulk requests: the same records and
 * sync marks as `saveDnRow` for each row in turn, all or nothing.
 */
export function saveDnRows(
  rows: readonly { cow: { id: string; loteId: string }; dia: string; plan: DnPlan }[],
): Promise<void> {
  return localDb.transaction('rw', tables(), async () => {
    // As saveDnRow: the cow's first live DN record of that day (same index order), else her keyed one.
    const existing = await dnRepository.getByRelation('vacaId', [...new Set(rows.map((r) => r.cow.id))], {
      includeDeleted: true,
    });
    const recordOf = new Map<string, string>();
    for (const record of existing) {
      const key = `${record.vacaId}|${record.dia}`;
      if (!record.isDeleted && !recordOf.has(key)) recordOf.set(key, record.id);
    }
    const deleted = new Set(existing.filter((record) => record.isDeleted).map((record) => record.id));
    const dnOps: WriteOp<'dns'>[] = [];
    for (const { cow, dia, plan } of rows) {
      const key = `${cow.id}|${dia}`;
      const id = recordOf.get(key);
      if (id) dnOps.push({ update: id, patch: plan.dn });
      else {
        const keyed = dnRecordId(cow.id, dia);
        recordOf.set(key, keyed);
        if (deleted.has(keyed)) dnOps.push({ update: keyed, patch: { ...plan.dn, isDeleted: false } });
        else dnOps.push({ post: { ...plan.dn, vacaId: cow.id, dia, loteId: cow.loteId, id: keyed } });
      }
    }
    await dnRepository.writeMany(dnOps);
    await d0Repository.writeMany(rows.map(({ cow, plan }) => ({ update: cow.id, patch: plan.d0 })));
  });
}

/** One DN row: the cow's DN record of that day and her patch. */
export function saveDnRow(cow: { id: string; loteId: string }, dia: string, plan: DnPlan): Promise<void> {
  return localDb.transaction('rw', tables(), async () => {
    const [existing] = await dnRepository.getByParam({ vacaId: cow.id, dia });
    if (existing) await dnRepository.update(existing.id, plan.dn);
    else {
      // Her keyed id (another phone makes the same), brought back if a record of it was deleted.
      const id = dnRecordId(cow.id, dia);
      if (await dnRepository.getById(id, { includeDeleted: true }))
        await dnRepository.update(id, { ...plan.dn, isDeleted: false });
      else await dnRepository.post({ ...plan.dn, vacaId: cow.id, dia, loteId: cow.loteId, id });
    }
    await d0Repository.update(cow.id, plan.d0);
  });
}

/**
 * Runs many row saves as ONE transaction ('Salvar todas'): the screen's live query re-reads the batch once,
 * not once per cow (1,000 re-reads of a 1,000-cow batch took minutes on a throttled phone). If it fails,
 * nothing of it is stored and every row stays unsaved.
 */
export function inOneTransaction<T>(work: () => Promise<T>): Promise<T> {
  return localDb.transaction('rw', tables(), work);
}
