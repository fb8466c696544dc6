import { describe, expect, it } from 'vitest';
import { entityTextLimits, textLimitErrors } from './text-limits.ts';

describe('entityTextLimits (read from the stored record schemas)', () => {
  it.each([
    ['fazendas', 'nome', 200],
    ['fazendas', 'nomeProprietario', 200],
    ['fazendas', 'inscricaoEstadual', 50],
    ['fazendas', 'municipio', 200],
    ['retiros', 'nome', 200],
    ['lotes', 'nomeLote', 200],
    ['touros', 'nome', 200],
    ['touros', 'cod_Touro', 100],
    ['touros', 'observacao', 2000],
    ['partidas', 'codigo', 100],
    ['protocolos', 'name', 200],
    ['usuarios', 'nomeCompleto', 200],
  ] as const)('%s.%s ≤ %i', (entity, field, max) => {
    expect(entityTextLimits(entity)[field]).toBe(max);
  });

  it('non-text fields have no limit', () => {
    expect(entityTextLimits('fazendas').tamanho).toBeUndefined();
    expect(entityTextLimits('fazendas').id).toBeUndefined();
  });
});

describe('textLimitErrors', () => {
  const limits = { nome: 5, codigo: 3 };
  it.each([
    { name: 'within', values: { nome: 'abcde', codigo: 'abc' }, errors: {} },
    { name: 'surrounding spaces do not count', values: { nome: '  abcde  ' }, errors: {} },
    { name: 'one over', values: { nome: 'abcdef' }, errors: { nome: 'Texto com mais de 5 caracteres' } },
    { name: 'null and numbers pass', values: { nome: null, codigo: 12345 }, errors: {} },
    {
      name: 'each field flagged',
      values: { nome: 'abcdefg', codigo: 'abcd' },
      errors: { nome: 'Texto com mais de 5 caracteres', codigo: 'Texto com mais de 3 caracteres' },
    },
  ])('$name', ({ values, errors }) => {
    expect(textLimitErrors(values, limits)).toEqual(errors);
  });
});
