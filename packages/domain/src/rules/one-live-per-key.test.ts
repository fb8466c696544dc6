import { describe, expect, it } from 'vitest';
import { isSecondLive, liveKeyOf } from './one-live-per-key.ts';

// The resync chain of resync.test.ts: a → a2 → a3, a deleted child of a3, and b alone.
const BATCHES = [
  { id: 'a', parentBatch: null },
  { id: 'a2', parentBatch: 'a' },
  { id: 'a3', parentBatch: 'a2' },
  { id: 'old', parentBatch: 'a3', isDeleted: true },
  { id: 'b', parentBatch: null },
];

/** The ids live under a key among `records`, as the server's index gives them. */
const among =
  (entity: 'lotes' | 'dns' | 'd0s', records: readonly Record<string, unknown>[]) => (key: string) =>
    records.filter((record) => liveKeyOf(entity, record) === key).map((record) => String(record.id));

describe('one live record per key — two devices offline each make one', () => {
  it.each([
    {
      case: 'a second child of a batch that has one',
      next: { id: 'b2', parentBatch: 'a' },
      before: undefined,
      second: true,
    },
    {
      case: 'the live child saved again',
      next: { id: 'a2', parentBatch: 'a' },
      before: { id: 'a2', parentBatch: 'a' },
      second: false,
    },
    {
      case: 'a child of a batch whose only child was deleted',
      next: { id: 'n', parentBatch: 'a3' },
      before: undefined,
      second: false,
    },
    {
      case: 'the first child of a batch',
      next: { id: 'n', parentBatch: 'b' },
      before: undefined,
      second: false,
    },
    { case: 'an original batch', next: { id: 'n', parentBatch: null }, before: undefined, second: false },
    {
      case: 'a second child that arrives deleted',
      next: { id: 'n', parentBatch: 'a', isDeleted: true },
      before: undefined,
      second: false,
    },
    {
      case: 'a deleted child brought back beside a live one',
      next: { id: 'n', parentBatch: 'a' },
      before: { id: 'n', parentBatch: 'a', isDeleted: true },
      second: true,
    },
    {
      case: 'a child moved under a batch that has one',
      next: { id: 'a3', parentBatch: 'a' },
      before: { id: 'a3', parentBatch: 'a2' },
      second: true,
    },
  ])("'Only one resync per batch' when two devices each make one: $case", ({ next, before, second }) => {
    expect(isSecondLive('lotes', next, before, among('lotes', BATCHES))).toBe(second);
  });

  const D8 = 'd8';
  const DNS = [
    { id: 'dn1', vacaId: 'cow1', dia: D8 },
    { id: 'dn-old', vacaId: 'cow2', dia: D8, isDeleted: 1 },
  ];
  it.each([
    { case: "a second DN record of a cow's day", next: { id: 'x', vacaId: 'cow1', dia: D8 }, second: true },
    { case: 'her DN record of another day', next: { id: 'x', vacaId: 'cow1', dia: 'd10' }, second: false },
    {
      case: 'a DN record beside a deleted one (SQLite 0/1)',
      next: { id: 'x', vacaId: 'cow2', dia: D8 },
      second: false,
    },
    { case: 'the same record pushed again', next: { id: 'dn1', vacaId: 'cow1', dia: D8 }, second: false },
  ])('$case', ({ next, second }) => {
    expect(isSecondLive('dns', next, undefined, among('dns', DNS))).toBe(second);
  });

  it('keys IATF records by cow and batch, and leaves other entities alone', () => {
    expect(liveKeyOf('iatfs', { vacaId: 'cow1', loteId: 'l1' })).toBe('cow1|l1');
    expect(liveKeyOf('iatfs', { vacaId: 'cow1', loteId: null })).toBeNull();
    expect(liveKeyOf('d0s', { id: 'x', loteId: 'l1' })).toBeNull();
    expect(
      isSecondLive('d0s', { id: 'x', loteId: 'l1' }, undefined, among('d0s', [{ id: 'y', loteId: 'l1' }])),
    ).toBe(false);
  });
});
