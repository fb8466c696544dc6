import { describe, expect, it } from 'vitest';
import { type KeyedWrite, planKeyedWrites } from './keyed-write.ts';
import type { LocalEntity } from './local-record.ts';

// Stored DN records: only the fields the planner reads matter here.
const dn = (id: string, vacaId: string, dia: string, isDeleted = false) =>
  ({ id, vacaId, dia, isDeleted }) as LocalEntity<'dns'>;

const write = (vacaId: string, dia: string, observacao: string): KeyedWrite<'dns'> => ({
  key: { vacaId, dia },
  patch: { observacao },
  draft: { observacao, vacaId, dia, loteId: 'L', id: `k-${vacaId}-${dia}` },
});

describe('planKeyedWrites: where a write of a key lands', () => {
  it.each([
    {
      case: 'no record of the key: the keyed one is created',
      stored: [dn('x', 'cow2', 'D8')],
      writes: [write('cow1', 'D8', 'a')],
      ids: ['k-cow1-D8'],
      ops: [{ post: write('cow1', 'D8', 'a').draft }],
    },
    {
      case: 'a live record of the key: it is updated, whatever its id',
      stored: [dn('old', 'cow1', 'D8')],
      writes: [write('cow1', 'D8', 'a')],
      ids: ['old'],
      ops: [{ update: 'old', patch: { observacao: 'a' } }],
    },
    {
      case: 'the first live record wins over a deleted one stored before it',
      stored: [dn('a-deleted', 'cow1', 'D8', true), dn('b-live', 'cow1', 'D8')],
      writes: [write('cow1', 'D8', 'a')],
      ids: ['b-live'],
      ops: [{ update: 'b-live', patch: { observacao: 'a' } }],
    },
    {
      case: 'only the deleted keyed record: it is brought back, not posted twice',
      stored: [dn('k-cow1-D8', 'cow1', 'D8', true)],
      writes: [write('cow1', 'D8', 'a')],
      ids: ['k-cow1-D8'],
      ops: [{ update: 'k-cow1-D8', patch: { observacao: 'a', isDeleted: false } }],
    },
    {
      case: 'a deleted record of another id: the keyed one is created beside it',
      stored: [dn('other', 'cow1', 'D8', true)],
      writes: [write('cow1', 'D8', 'a')],
      ids: ['k-cow1-D8'],
      ops: [{ post: write('cow1', 'D8', 'a').draft }],
    },
    {
      case: 'the same key twice: the second write lands on the record the first created',
      stored: [],
      writes: [write('cow1', 'D8', 'a'), write('cow1', 'D8', 'b')],
      ids: ['k-cow1-D8', 'k-cow1-D8'],
      ops: [{ post: write('cow1', 'D8', 'a').draft }, { update: 'k-cow1-D8', patch: { observacao: 'b' } }],
    },
    {
      case: 'another day of the same cow is another key',
      stored: [dn('d8', 'cow1', 'D8')],
      writes: [write('cow1', 'D9', 'a')],
      ids: ['k-cow1-D9'],
      ops: [{ post: write('cow1', 'D9', 'a').draft }],
    },
  ])('$case', ({ stored, writes, ids, ops }) => {
    const plan = planKeyedWrites(stored, writes);
    expect(plan.ops).toEqual(ops);
    expect(plan.ids).toEqual(ids);
  });

  it('refuses writes that name different keys in one call', () => {
    const other: KeyedWrite<'dns'> = { ...write('cow1', 'D8', 'a'), key: { vacaId: 'cow1' } };
    expect(() => planKeyedWrites([], [write('cow1', 'D8', 'a'), other])).toThrow('different keys');
  });
});
