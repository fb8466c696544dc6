import { describe, expect, it } from 'vitest';
import { FIELD_GROUPS, withFieldGroups } from './field-groups.ts';
import { ENTITY_FIELDS, type PullKey } from './sync.ts';

describe('FIELD_GROUPS', () => {
  it('names only fields the records have', () => {
    for (const [entity, groups] of Object.entries(FIELD_GROUPS)) {
      const fields: readonly string[] = ENTITY_FIELDS[entity as PullKey];
      for (const group of groups ?? []) for (const field of group) expect(fields).toContain(field);
    }
  });

  it.each([
    {
      case: 'a DG diagnosis changed sends the whole diagnosis',
      entity: 'd0s' as const,
      changed: ['condicaoDG', 'clVazia'],
      sent: [
        'condicaoDG',
        'observacaoDG',
        'eccDG',
        'tipoPrenhe',
        'clVazia',
        'diasGestacaoTouro',
        'dataDg',
        'omit_from_dg_final',
      ],
    },
    {
      case: 'a field of no group goes alone',
      entity: 'd0s' as const,
      changed: ['codVaca'],
      sent: ['codVaca'],
    },
    {
      case: 'a field of two groups sends both',
      entity: 'd0s' as const,
      changed: ['diasGestacaoTouro'],
      sent: [
        'diasGestacaoTouro',
        'condicaoDG',
        'observacaoDG',
        'eccDG',
        'tipoPrenhe',
        'clVazia',
        'dataDg',
        'omit_from_dg_final',
        'condicaoDGFinal',
        'observacao_DG_Final',
        'ecC_Final',
        'clFinal',
        'tipoPrenheFinal',
        'pesoBezerro',
        'perdaGestacao',
      ],
    },
    {
      case: "an IATF record's inseminator sends the semen with it",
      entity: 'iatfs' as const,
      changed: ['usuarioId'],
      sent: ['usuarioId', 'observacao', 'ecc', 'gnhr', 'cioRetirada', 'temperamento', 'touroId', 'partidaId'],
    },
    {
      case: 'an entity without groups',
      entity: 'dns' as const,
      changed: ['observacao'],
      sent: ['observacao'],
    },
  ])('$case', ({ entity, changed, sent }) => {
    expect(withFieldGroups(entity, changed).sort()).toEqual([...sent].sort());
  });
});
