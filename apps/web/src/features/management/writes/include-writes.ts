import type { D0SavePlan } from '@gestar/domain/management/d0-step';
import { blockPatch, cancelIncludeTargets } from '@gestar/domain/management/include-cow';
import type { DgPatch } from '@gestar/domain/rules/dg-fields';
import type { LocalEntity } from '../../../local-db/local-record.ts';
import {
  d0Repository,
  dnRepository,
  iatfRepository,
  loteRepository,
} from '../../../local-db/repositories.ts';
import { deleteCow, saveD0Cow } from './cow-writes.ts';
import { inOneTransaction } from './tables.ts';

// The writes of Incluir Matriz. Each is one Dexie transaction; the engine's own saves (saveD0Cow, deleteCow)
// run inside it (Dexie joins a nested transaction over a subset of the tables), so a cow is never stored
// without the block, nor a block left without its cow.

/** Saves the included cow (with her 'Matriz criada após o D0' IATF entry) and blocks the batch with her. */
export function includeCow(plan: D0SavePlan, loteId: string): Promise<LocalEntity<'d0s'>> {
  return inOneTransaction(async () => {
    const cow = await saveD0Cow(plan, loteId);
    await loteRepository.update(loteId, blockPatch(cow.id));
    return cow;
  });
}

/** The included cow's DG (condition, type, CL, observation, date): the fields of the domain's DG patch. */
export function saveIncludedDg(cowId: string, patch: DgPatch): Promise<void> {
  return inOneTransaction(async () => {
    if (Object.keys(patch).length > 0) await d0Repository.update(cowId, patch);
  });
}

/** Ends the inclusion: the batch is unblocked (the caller checked that nothing is pending). */
export function finishInclude(loteId: string, patch: { matrizBloqueada: null }): Promise<void> {
  return inOneTransaction(async () => {
    await loteRepository.update(loteId, patch);
  });
}

/**
 * Cancel (spec §4): the cow, her IATF and DN records and her resync copies with theirs are soft-deleted, and
 * the batch unblocks (deleteCow clears matrizBloqueada when she is the blocking cow).
 */
export function cancelInclude(cow: { id: string; loteId: string }): Promise<void> {
  return inOneTransaction(async () => {
    const children = await d0Repository.getByRelation('dzeroPai', cow.id);
    const descendants = [...children];
    for (let i = 0; i < descendants.length; i += 1) {
      const current = descendants[i];
      if (current) descendants.push(...(await d0Repository.getByRelation('dzeroPai', current.id)));
    }
    const cowIds = [cow.id, ...descendants.map((d0) => d0.id)];
    const [iatfs, dns] = await Promise.all([
      iatfRepository.getByRelation('vacaId', cowIds),
      dnRepository.getByRelation('vacaId', cowIds),
    ]);
    const targets = cancelIncludeTargets(cow.id, { d0s: [{ id: cow.id }, ...descendants], iatfs, dns });
    for (const id of targets.iatfs) await iatfRepository.delete(id);
    for (const id of targets.dns) await dnRepository.delete(id);
    for (const id of targets.d0s.filter((id) => id !== cow.id)) await d0Repository.delete(id);
    await deleteCow(cow);
  });
}
