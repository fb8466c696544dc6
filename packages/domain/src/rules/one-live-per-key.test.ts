import { describe, expect, it } from 'vitest';
import { isSecondLive, liveKeyOf } from './one-live-per-key.ts';

type Keyed = { id: string; farm: string } & Record<string, unknown>;

// The resync chain of resync.test.ts in farm A: a → a2 → a3, a deleted child of a3, b and c alone; and in farm B a
// batch naming farm A's b as its parent (planted by a writer who knew b's id).
const BATCHES: Keyed[] = [
  { id: 'a', farm: 'A', parentBatch: null },
  { id: 'a2', farm: 'A', parentBatch: 'a' },
  { id: 'a3', farm: 'A', parentBatch: 'a2' },
  { id: 'old', farm: 'A', parentBatch: 'a3', isDeleted: true },
  { id: 'b', farm: 'A', parentBatch: null },
  { id: 'c', farm: 'A', parentBatch: null },
  { id: 'planted', farm: 'B', parentBatch: 'b' },
];

/** The ids live under a key among `records`, as the server's index gives them. */
const among = (entity: 'lotes' | 'dns' | 'iatfs' | 'd0s', records: readonly Keyed[]) => (key: string) =>
  records.filter((record) => liveKeyOf(entity, record.farm, record) === key).map((record) => record.id);

describe('one live record per key — two devices offline each make one', () => {
  it.each([
    {
      case: 'a second child of a batch that has one',
      farm: 'A',
      next: { id: 'b2', parentBatch: 'a' },
      before: undefined,
      second: true,
    },
    {
      case: 'the live child saved again',
      farm: 'A',
      next: { id: 'a2', parentBatch: 'a' },
      before: { id: 'a2', parentBatch: 'a' },
      second: false,
    },
    {
      case: 'a child of a batch whose only child was deleted',
      farm: 'A',
      next: { id: 'n', parentBatch: 'a3' },
      before: undefined,
      second: false,
    },
    {
      case: 'the first child of a batch',
      farm: 'A',
      next: { id: 'n', parentBatch: 'c' },
      before: undefined,
      second: false,
    },
    {
      case: 'an original batch',
      farm: 'A',
      next: { id: 'n', parentBatch: null },
      before: undefined,
      second: false,
    },
    {
      case: 'a second child that arrives deleted',
      farm: 'A',
      next: { id: 'n', parentBatch: 'a', isDeleted: true },
      before: undefined,
      second: false,
    },
    {
      case: 'a deleted child brought back beside a live one',
      farm: 'A',
      next: { id: 'n', parentBatch: 'a' },
      before: { id: 'n', parentBatch: 'a', isDeleted: true },
      second: true,
    },
    {
      case: 'a child moved under a batch that has one',
      farm: 'A',
      next: { id: 'a3', parentBatch: 'a' },
      before: { id: 'a3', parentBatch: 'a2' },
      second: true,
    },
    {
      case: "the farm's real child of a batch another farm's batch names as parent",
      farm: 'A',
      next: { id: 'n', parentBatch: 'b' },
      before: undefined,
      second: false,
    },
    {
      case: "another farm's batch naming a batch that has a child",
      farm: 'B',
      next: { id: 'n', parentBatch: 'a' },
      before: undefined,
      second: false,
    },
    {
      case: "a second batch of the other farm naming that farm's batch",
      farm: 'B',
      next: { id: 'n', parentBatch: 'b' },
      before: undefined,
      second: true,
    },
    {
      case: 'a child whose farm is unknown',
      farm: null,
      next: { id: 'n', parentBatch: 'a' },
      before: undefined,
      second: false,
    },
  ])(
    "'Only one resync per batch' when two devices each make one: $case",
    ({ farm, next, before, second }) => {
      expect(isSecondLive('lotes', farm, next, before, among('lotes', BATCHES))).toBe(second);
    },
  );

  const D8 = 'd8';
  const DNS: Keyed[] = [
    { id: 'dn1', farm: 'A', vacaId: 'cow1', dia: D8 },
    { id: 'dn-old', farm: 'A', vacaId: 'cow2', dia: D8, isDeleted: 1 },
    { id: 'dn-planted', farm: 'B', vacaId: 'cow3', dia: D8 },
  ];
  it.each([
    {
      case: "a second DN record of a cow's day",
      farm: 'A',
      next: { id: 'x', vacaId: 'cow1', dia: D8 },
      second: true,
    },
    {
      case: 'her DN record of another day',
      farm: 'A',
      next: { id: 'x', vacaId: 'cow1', dia: 'd10' },
      second: false,
    },
    {
      case: 'a DN record beside a deleted one (SQLite 0/1)',
      farm: 'A',
      next: { id: 'x', vacaId: 'cow2', dia: D8 },
      second: false,
    },
    {
      case: 'the same record pushed again',
      farm: 'A',
      next: { id: 'dn1', vacaId: 'cow1', dia: D8 },
      second: false,
    },
    {
      case: "her farm's DN record of a day another farm's record names her on",
      farm: 'A',
      next: { id: 'x', vacaId: 'cow3', dia: D8 },
      second: false,
    },
    {
      case: "another farm's record naming a cow of a day that has one",
      farm: 'B',
      next: { id: 'x', vacaId: 'cow1', dia: D8 },
      second: false,
    },
  ])('$case', ({ farm, next, second }) => {
    expect(isSecondLive('dns', farm, next, undefined, among('dns', DNS))).toBe(second);
  });

  it('keys IATF records by farm, cow and batch, and leaves other entities alone', () => {
    expect(liveKeyOf('iatfs', 'A', { vacaId: 'cow1', loteId: 'l1' })).toBe('A|cow1|l1');
    expect(liveKeyOf('iatfs', 'B', { vacaId: 'cow1', loteId: 'l1' })).not.toBe(
      liveKeyOf('iatfs', 'A', { vacaId: 'cow1', loteId: 'l1' }),
    );
    expect(liveKeyOf('iatfs', 'A', { vacaId: 'cow1', loteId: null })).toBeNull();
    expect(liveKeyOf('iatfs', null, { vacaId: 'cow1', loteId: 'l1' })).toBeNull();
    expect(liveKeyOf('d0s', 'A', { id: 'x', loteId: 'l1' })).toBeNull();
    const cows: Keyed[] = [{ id: 'y', farm: 'A', loteId: 'l1' }];
    expect(isSecondLive('d0s', 'A', { id: 'x', loteId: 'l1' }, undefined, among('d0s', cows))).toBe(false);
    const iatfs: Keyed[] = [{ id: 'i1', farm: 'B', vacaId: 'cow1', loteId: 'l1' }];
    expect(
      isSecondLive('iatfs', 'A', { id: 'x', vacaId: 'cow1', loteId: 'l1' }, undefined, among('iatfs', iatfs)),
    ).toBe(false);
    expect(
      isSecondLive('iatfs', 'B', { id: 'x', vacaId: 'cow1', loteId: 'l1' }, undefined, among('iatfs', iatfs)),
    ).toBe(true);
  });
});
