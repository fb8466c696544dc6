import type { DomainLookup } from '../lists/domain-ids.ts';
import type { DgManagement } from '../rules/dg-fields.ts';
import { dgRessincSavePlan } from './dg-ressinc.ts';
import { type DgRowCow, type DgRowValues, type DgSavePlan, dgSavePlan } from './dg-step.ts';

type TargetCow = DgRowCow & { id: string };

/** Where a DG row's diagnosis is written, with what plan, and the resync copy it keeps in step. */
export type DgRowTarget<C extends TargetCow> = { cow: C; plan: DgSavePlan; existingChild: C | undefined };

export type DgRowTargetContext<C extends TargetCow> = {
  management: DgManagement;
  lookup: DomainLookup;
  /**
   * On DG/D0 and DG/{day} of a resync (DECISIONS: they diagnose the round before it): the cow's record in the
   * parent batch, if she came from one, and her copy in the resync batch. Undefined on a plain DG.
   */
  round?: { parent: C | undefined; copy: C } | undefined;
  /** On a plain DG of a batch with a resync under way: the cow's copy there, and that batch's id. */
  existingChild?: C | undefined;
  resyncBatchId?: string | null;
};

/**
 * Which record a diagnosis lands on (spec §4 DG, DGRessinc): in a resync round, the cow's record in the batch
 * whose round is diagnosed (her copy follows); a cow registered in the resync batch itself, her own record; on a
 * plain DG, the cow's record, with her copy in a resync under way kept in step.
 */
export function dgRowTarget<C extends TargetCow>(
  cow: C,
  values: DgRowValues,
  { management, lookup, round, existingChild, resyncBatchId = null }: DgRowTargetContext<C>,
): DgRowTarget<C> {
  if (round?.parent) {
    const plan = dgRessincSavePlan(round.parent, round.copy, values, { management, lookup });
    return { cow: round.parent, plan, existingChild: round.copy };
  }
  if (round) {
    // Registered in the resync batch itself: no round before to diagnose, her own record is the row.
    const plan = dgSavePlan(round.copy, values, {
      management,
      resyncBatchId: null,
      existingChild: undefined,
      lookup,
    });
    return { cow: round.copy, plan, existingChild: undefined };
  }
  const plan = dgSavePlan(cow, values, { management, resyncBatchId, existingChild, lookup });
  return { cow, plan, existingChild };
}
