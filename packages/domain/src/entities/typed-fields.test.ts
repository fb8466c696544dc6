import { describe, expect, it } from 'vitest';
import { REPLACED_STEP_LABELS, replacedFieldLabels } from '../messages/labels/replaced-values.ts';
import { FIELD_GROUPS } from './field-groups.ts';
import { ENTITY_FIELDS, type PullKey } from './sync.ts';
import { byStep, isTypedField, TYPED_FIELDS, typedValues } from './typed-fields.ts';

const entities = Object.keys(TYPED_FIELDS) as PullKey[];

describe('TYPED_FIELDS', () => {
  it.each(entities)('%s: names only fields the records have, each with a label', (entity) => {
    const fields: readonly string[] = ENTITY_FIELDS[entity];
    for (const field of Object.keys(TYPED_FIELDS[entity] ?? {})) {
      expect(fields).toContain(field);
      expect(replacedFieldLabels(entity)?.[field]).toEqual(expect.any(String));
    }
  });

  it('gives every step a label', () => {
    const steps = entities.flatMap((entity) => Object.values(TYPED_FIELDS[entity] ?? {}).flat());
    for (const step of steps) expect(REPLACED_STEP_LABELS()[step]).toEqual(expect.any(String));
  });

  it('puts the typed fields of one answer (FIELD_GROUPS) in one step, a shared field in each of its answers', () => {
    for (const [entity, groups] of Object.entries(FIELD_GROUPS) as [PullKey, string[][]][]) {
      const stepOfGroup = groups.map((group) => {
        const steps = group
          .map((field) => TYPED_FIELDS[entity]?.[field])
          .filter((step) => typeof step === 'string');
        expect(new Set(steps).size).toBe(1);
        return steps[0];
      });
      for (const field of new Set(groups.flat())) {
        if (!isTypedField(entity, field)) continue;
        const expected = groups.flatMap((group, index) =>
          group.includes(field) ? [stepOfGroup[index]] : [],
        );
        expect([TYPED_FIELDS[entity]?.[field]].flat()).toEqual(expected);
      }
    }
  });

  it('leaves out what the app stamps or derives and the links', () => {
    for (const field of ['dataDg', 'dataProcesso', 'iatf', 'perdaGestacao', 'omit_from_dg_final', 'loteId'])
      expect(isTypedField('d0s', field)).toBe(false);
    expect(isTypedField('d0s', 'observacaoDN')).toBe(false);
    expect(isTypedField('lotes', 'processoAtual')).toBe(false);
    expect(isTypedField('usuarios', 'nomeCompleto')).toBe(false);
  });
});

describe('byStep', () => {
  it.each([
    {
      case: 'a DG answer is one step, in the listed order',
      entity: 'd0s' as const,
      fields: ['clVazia', 'condicaoDG', 'dataDg', 'tipoPrenhe'],
      steps: [{ step: 'dg', fields: ['condicaoDG', 'tipoPrenhe', 'clVazia'] }],
    },
    {
      case: 'a DG and a DG Final answer are two steps',
      entity: 'd0s' as const,
      fields: ['condicaoDGFinal', 'condicaoDG'],
      steps: [
        { step: 'dg', fields: ['condicaoDG'] },
        { step: 'dgFinal', fields: ['condicaoDGFinal'] },
      ],
    },
    {
      case: 'a field of two answers joins the one that differs',
      entity: 'd0s' as const,
      fields: ['diasGestacaoTouro', 'condicaoDGFinal'],
      steps: [{ step: 'dgFinal', fields: ['diasGestacaoTouro', 'condicaoDGFinal'] }],
    },
    {
      case: 'alone, it is its first answer',
      entity: 'd0s' as const,
      fields: ['diasGestacaoTouro'],
      steps: [{ step: 'dg', fields: ['diasGestacaoTouro'] }],
    },
    {
      case: 'an IATF is one step',
      entity: 'iatfs' as const,
      fields: ['partidaId', 'touroId'],
      steps: [{ step: 'iatf', fields: ['touroId', 'partidaId'] }],
    },
    { case: 'untyped fields give none', entity: 'lotes' as const, fields: ['processoAtual'], steps: [] },
  ])('$case', ({ entity, fields, steps }) => {
    expect(byStep(entity, fields)).toEqual(steps);
  });
});

describe('typedValues', () => {
  it.each([
    {
      case: "a new cow's empty DG is nobody's diagnosis; her codes and weight are",
      entity: 'd0s' as const,
      sent: ['codVaca', 'peso_EM', 'condicaoDG', 'tipoPrenhe', 'dataProcesso', 'observacaoD0'],
      values: { codVaca: 'V1', peso_EM: 400, condicaoDG: null, tipoPrenhe: null, dataProcesso: 'x' },
      typed: ['codVaca', 'peso_EM'],
    },
    {
      case: "a DG answer's empty fields are part of it",
      entity: 'd0s' as const,
      sent: ['condicaoDG', 'tipoPrenhe', 'clVazia', 'dataDg', 'omit_from_dg_final'],
      values: { condicaoDG: 'vazia', tipoPrenhe: null, clVazia: null, omit_from_dg_final: false },
      typed: ['condicaoDG', 'tipoPrenhe', 'clVazia'],
    },
    {
      case: 'an answer with only stamps filled is no answer',
      entity: 'd0s' as const,
      sent: ['condicaoDG', 'dataDg', 'omit_from_dg_final'],
      values: { condicaoDG: null, dataDg: '2025-03-01T12:00:00.000Z', omit_from_dg_final: false },
      typed: [],
    },
    {
      case: 'a field blanked on its own is not a value (an emptied observation)',
      entity: 'd0s' as const,
      sent: ['observacaoD0'],
      values: { observacaoD0: '' },
      typed: [],
    },
  ])('$case', ({ entity, sent, values, typed }) => {
    expect(typedValues(entity, sent, values)).toEqual(typed);
  });
});
