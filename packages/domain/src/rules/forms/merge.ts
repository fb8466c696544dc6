// Merge batches (spec §2 'Merge batches', §5 'Merge').
import { MERGE_MIN_BATCHES } from '../../messages/validation.ts';

export const MERGE_TARGETS = ['D0', 'DN', 'IATF', 'DGRessinc', 'D0Resync', 'DG', 'DGFinal'] as const;
export type MergeTarget = (typeof MERGE_TARGETS)[number];

/** With the switch 'Mesclar Lotes em DG e DG Final' only the diagnosis screens are offered. */
export function mergeTargets(diagnosisOnly: boolean): readonly MergeTarget[] {
  return diagnosisOnly ? ['DG', 'DGFinal'] : MERGE_TARGETS;
}

/** Message when fewer than two distinct batches are selected, else null. */
export function validateMergeSelection(batchIds: readonly string[]): string | null {
  return new Set(batchIds).size >= 2 ? null : MERGE_MIN_BATCHES();
}

/** Management screens take several batch ids joined by ';'. */
export function mergePath(target: MergeTarget, batchIds: readonly string[]): string {
  return `/${target}/${[...new Set(batchIds)].join(';')}`;
}

/**
 * The targets a selection may be merged into: with the switch, DG and DG Final; otherwise the next management
 * of the chosen batches when they all share it (one screen handles one management for every batch), else none.
 */
export function mergeTargetsFor(
  nextRoutes: readonly string[],
  diagnosisOnly: boolean,
): readonly MergeTarget[] {
  if (diagnosisOnly) return mergeTargets(true);
  const routes = new Set(nextRoutes);
  if (routes.size !== 1) return [];
  const [route] = routes;
  return MERGE_TARGETS.filter((target) => target === route);
}
