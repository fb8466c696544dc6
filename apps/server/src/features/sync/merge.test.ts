import { describe, expect, it } from 'vitest';
import { type MergeInput, mergeRecord } from './merge.ts';

const fields = ['id', 'nome', 'municipio', 'tamanho', 'isDeleted'];
const stored = { id: 'f1', nome: 'Santa Rita', municipio: 'Sorriso', tamanho: 100, isDeleted: false, rev: 7 };
const input = (over: Partial<MergeInput>): MergeInput => ({
  existing: stored,
  incoming: { id: 'f1', nome: 'Santa Rita', municipio: 'Sorriso', tamanho: 100, isDeleted: false },
  fields,
  verbo: 'PUT',
  baseRev: 7,
  changed: [],
  present: fields,
  ...over,
});

describe('mergeRecord (ARCHITECTURE.md §5 push rule 3)', () => {
  it('inserts a record the server does not have, keeping only the allowed fields', () => {
    const outcome = mergeRecord(
      input({ existing: undefined, incoming: { id: 'f1', nome: 'Nova', rev: 99, lastModifiedBy: 'x' } }),
    );
    expect(outcome).toEqual({
      kind: 'insert',
      record: { id: 'f1', nome: 'Nova', municipio: null, tamanho: null, isDeleted: null },
    });
  });

  it.each([
    {
      name: 'no conflict (server rev = base): only _changed fields apply',
      over: { baseRev: 7, changed: ['nome'], incoming: { ...stored, nome: 'A', municipio: 'B' } },
      expected: { nome: 'A', municipio: 'Sorriso' },
    },
    {
      name: 'conflict (server rev > base): only _changed fields apply',
      over: { baseRev: 5, changed: ['nome'], incoming: { ...stored, nome: 'A', municipio: 'B' } },
      expected: { nome: 'A', municipio: 'Sorriso' },
    },
    {
      name: 'conflict with verb PRIORITY: only _changed fields apply too',
      over: {
        verbo: 'PRIORITY' as const,
        baseRev: 5,
        changed: ['nome'],
        incoming: { ...stored, nome: 'A', municipio: 'B' },
      },
      expected: { nome: 'A', municipio: 'Sorriso' },
    },
    {
      name: 'record born on the device, retried after a lost answer: only _changed fields apply',
      over: { baseRev: null, changed: ['tamanho'], incoming: { ...stored, nome: 'velho', tamanho: 250 } },
      expected: { nome: 'Santa Rita', tamanho: 250 },
    },
    {
      name: 'a device that names no _changed: whole-record last writer wins',
      over: { baseRev: null, changed: null, incoming: { ...stored, nome: 'A', municipio: 'B' } },
      expected: { nome: 'A', municipio: 'B' },
    },
    {
      name: 'soft delete in conflict still applies (isDeleted is a field)',
      over: { baseRev: 1, changed: ['isDeleted'], incoming: { ...stored, isDeleted: true } },
      expected: { isDeleted: true },
    },
    {
      name: 'partial record, no conflict: absent fields keep their stored value',
      over: { baseRev: 7, changed: ['nome'], present: ['id', 'nome'], incoming: { id: 'f1', nome: 'A' } },
      expected: { nome: 'A', municipio: 'Sorriso', tamanho: 100, isDeleted: false },
    },
    {
      name: 'partial record with verb PRIORITY: absent fields still keep their stored value',
      over: {
        verbo: 'PRIORITY' as const,
        baseRev: 5,
        changed: ['nome'],
        present: ['id', 'nome'],
        incoming: { ...stored, nome: 'A', municipio: null, tamanho: null },
      },
      expected: { nome: 'A', municipio: 'Sorriso', tamanho: 100 },
    },
    {
      name: 'partial record of a deleted row without isDeleted: it stays deleted',
      over: {
        existing: { ...stored, isDeleted: true },
        changed: null,
        present: ['id', 'nome'],
        incoming: { id: 'f1', nome: 'A', isDeleted: false },
      },
      expected: { nome: 'A', isDeleted: true },
    },
    {
      name: '_changed naming an unknown field changes nothing else',
      over: { baseRev: 1, changed: ['rev', 'senha'], incoming: { ...stored, nome: 'A' } },
      expected: { nome: 'Santa Rita' },
    },
  ])('$name', ({ over, expected }) => {
    const outcome = mergeRecord(input(over));
    expect(outcome.record).toMatchObject({ ...expected, rev: 7 });
  });

  it('reports every overwritten value for record_history', () => {
    const outcome = mergeRecord(
      input({ baseRev: 5, changed: ['nome', 'tamanho'], incoming: { ...stored, nome: 'A', tamanho: 300 } }),
    );
    expect(outcome.kind).toBe('update');
    expect(outcome.kind === 'update' ? outcome.changes : []).toEqual([
      { field: 'nome', before: 'Santa Rita', after: 'A' },
      { field: 'tamanho', before: 100, after: 300 },
    ]);
  });

  it.each([
    { verbo: 'PUT' as const, baseRev: 7 },
    { verbo: 'PRIORITY' as const, baseRev: 3 },
    { verbo: 'POST' as const, baseRev: null },
  ])('an identical retry ($verbo, base $baseRev) is unchanged: no new revision', ({ verbo, baseRev }) => {
    expect(mergeRecord(input({ verbo, baseRev, incoming: { ...stored }, changed: ['nome'] })).kind).toBe(
      'unchanged',
    );
  });

  it('compares JSON values by content', () => {
    const steps = [{ id: 's1', day: 'd0' }];
    const outcome = mergeRecord({
      existing: { id: 'p', managementProtocols: steps, rev: 1 },
      incoming: { id: 'p', managementProtocols: [{ id: 's1', day: 'd0' }] },
      fields: ['id', 'managementProtocols'],
      verbo: 'PUT',
      baseRev: 1,
      changed: null,
      present: ['id', 'managementProtocols'],
    });
    expect(outcome.kind).toBe('unchanged');
  });
});
