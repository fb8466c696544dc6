import type { PullKey } from './sync.ts';

// The sync merges a record field by field: when two devices edit one record, the last push wins each field it
// names as changed. A device names only the fields whose value it changed, so two phones that diagnose one cow
// differently could end with a mix (one phone's 'Prenhe' beside the other's empty-cow CL, or one phone's semen
// beside the other's inseminator). The fields one answer writes together are named here: a change to one of
// them sends them all, so the last push wins the whole answer.

/** Fields of a record that one answer of a management screen writes together. */
export const FIELD_GROUPS: Partial<Record<PullKey, readonly (readonly string[])[]>> = {
  d0s: [
    // A DG row (spec §4 DG details: a pregnant kind sets the type and clears CL, an empty one the reverse).
    [
      'condicaoDG',
      'observacaoDG',
      'eccDG',
      'tipoPrenhe',
      'clVazia',
      'diasGestacaoTouro',
      'dataDg',
      'omit_from_dg_final',
    ],
    // A DG Final row (perdaGestacao set and reverted against the DG, weight only for empty cows).
    [
      'condicaoDGFinal',
      'observacao_DG_Final',
      'ecC_Final',
      'clFinal',
      'tipoPrenheFinal',
      'pesoBezerro',
      'diasGestacaoTouro',
      'perdaGestacao',
    ],
  ],
  // An IATF row: the semen, the inseminator and what was seen are one insemination.
  iatfs: [['observacao', 'ecc', 'gnhr', 'cioRetirada', 'temperamento', 'touroId', 'partidaId', 'usuarioId']],
};

/**
 * `changed` with every field of each group one of them belongs to (in no particular order). Only the fields
 * named in `changed` pull their groups in: a field two groups share does not chain one answer to the other.
 */
export function withFieldGroups(entity: PullKey, changed: readonly string[]): string[] {
  const groups = FIELD_GROUPS[entity];
  if (!groups) return [...changed];
  const named = new Set(changed);
  const all = new Set(changed);
  for (const group of groups) {
    if (group.some((field) => named.has(field))) for (const field of group) all.add(field);
  }
  return [...all];
}
