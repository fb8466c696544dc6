import { dnRecordId, iatfRecordId } from '@gestar/domain/entities/keyed-ids';
import type { D0SavePlan, IatfRecordFields } from '@gestar/domain/management/d0-step';
import type { CowMovePlan } from '@gestar/domain/management/move-cow';
import { unblockOnCowDelete } from '@gestar/domain/rules/batch-progress';
import type { KeyedWrite } from '../../../local-db/keyed-write.ts';
import type { LocalEntity } from '../../../local-db/local-record.ts';
import {
  d0Repository,
  dnRepository,
  iatfRepository,
  loteRepository,
} from '../../../local-db/repositories.ts';
import { inOneTransaction } from './tables.ts';

// The writes of the D0, DN and IATF steps and of a cow: one transaction per action, through the repositories,
// so each record is validated by its domain schema and marked dirty for the next sync push.

type Cow = { id: string; loteId: string };

/** The cow's IATF entry of a batch: one per cow and batch, the same keyed record on every phone. */
function iatfWrite(cowId: string, loteId: string, fields: IatfRecordFields): KeyedWrite<'iatfs'> {
  return {
    key: { vacaId: cowId, loteId },
    patch: fields,
    draft: { ...fields, vacaId: cowId, loteId, id: iatfRecordId(cowId, loteId) },
  };
}

/** The cow's DN record of a day: one per cow and day, the same keyed record on every phone. */
export function dnWrite(cow: Cow, dia: string, observacao: string): KeyedWrite<'dns'> {
  return {
    key: { vacaId: cow.id, dia },
    patch: { observacao },
    draft: { observacao, vacaId: cow.id, dia, loteId: cow.loteId, id: dnRecordId(cow.id, dia) },
  };
}

/** Creates (no `cowId`) or updates a cow and her IATF entry of the batch; returns the cow. */
export function saveD0Cow(plan: D0SavePlan, loteId: string, cowId?: string): Promise<LocalEntity<'d0s'>> {
  return inOneTransaction(async () => {
    const cow = cowId
      ? await d0Repository.update(cowId, plan.d0)
      : await d0Repository.post({ ...plan.d0, loteId });
    if (plan.iatf) await iatfRepository.upsertByKey([iatfWrite(cow.id, loteId, plan.iatf)], 'vacaId');
    return cow;
  });
}

/**
 * Brings a cow of another batch of the farm into `loteId` with what was typed for her here (spec §4 'Moving a
 * cow from another batch'): the same record, so her history follows her; the old batch stops being blocked by
 * her. Her DN and IATF entries of the old batch stay there: they record handlings done in it.
 */
export function moveCowIntoBatch(
  cow: Cow,
  plan: D0SavePlan,
  move: Extract<CowMovePlan, { kind: 'move' }>,
): Promise<LocalEntity<'d0s'>> {
  return inOneTransaction(async () => {
    // An ID left empty here keeps hers: the other ID is how she was found.
    const { codVaca, codLeitorBastao, ...rest } = plan.d0;
    const ids = {
      ...(codVaca ? { codVaca } : {}),
      ...(codLeitorBastao ? { codLeitorBastao } : {}),
    };
    const moved = await d0Repository.update(cow.id, { ...rest, ...ids, ...move.cow });
    if (plan.iatf)
      await iatfRepository.upsertByKey([iatfWrite(cow.id, move.cow.loteId, plan.iatf)], 'vacaId');
    if (move.oldBatch) await loteRepository.update(cow.loteId, move.oldBatch);
    return moved;
  });
}

/** Soft-deletes a cow with her IATF and DN records, and unblocks the batch she was blocking. */
export function deleteCow(cow: Cow): Promise<void> {
  return inOneTransaction(async () => {
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

type IatfPlan = { iatf: IatfRecordFields; d0: Record<string, string> };

/** One IATF row: the cow's IATF record of the batch and her patch. */
export function saveIatfRow(cow: Cow, plan: IatfPlan): Promise<void> {
  return saveIatfRows([{ cow, plan }]);
}

/** Many IATF rows ('Salvar todas') in one transaction and a few bulk requests, all or nothing. */
export function saveIatfRows(rows: readonly { cow: Cow; plan: IatfPlan }[]): Promise<void> {
  return inOneTransaction(async () => {
    await iatfRepository.upsertByKey(
      rows.map(({ cow, plan }) => iatfWrite(cow.id, cow.loteId, plan.iatf)),
      'vacaId',
    );
    await d0Repository.writeMany(
      rows
        .filter(({ plan }) => Object.keys(plan.d0).length > 0)
        .map(({ cow, plan }) => ({ update: cow.id, patch: plan.d0 })),
    );
  });
}

type DnPlan = { dn: { observacao: string }; d0: Record<string, string> };

/** One DN row: the cow's DN record of that day and her patch. */
export function saveDnRow(cow: Cow, dia: string, plan: DnPlan): Promise<void> {
  return saveDnRows([{ cow, dia, plan }]);
}

/** Many DN rows ('Salvar todas', finalize) in one transaction and a few bulk requests, all or nothing. */
export function saveDnRows(rows: readonly { cow: Cow; dia: string; plan: DnPlan }[]): Promise<void> {
  return inOneTransaction(async () => {
    await dnRepository.upsertByKey(
      rows.map(({ cow, dia, plan }) => dnWrite(cow, dia, plan.dn.observacao)),
      'vacaId',
    );
    await d0Repository.writeMany(rows.map(({ cow, plan }) => ({ update: cow.id, patch: plan.d0 })));
  });
}
