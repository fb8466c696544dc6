import type { PullRequest } from '@gestar/domain/entities/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { seedLists } from '../../db/seeds/lists.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import { pollFarm, recording } from './pull-test-kit.ts';
import { build, farmWithCow, pullAll, pushOk, type Session, signIn, startSyncServer } from './test-kit.ts';
import { WireJsonCache, wireJsonCacheOf } from './wire-json-cache.ts';

describe('WireJsonCache', () => {
  it.each([
    { case: 'the same version', rev: 5, expression: 'E', found: '{"a":1}' },
    { case: 'another revision of the row', rev: 6, expression: 'E', found: undefined },
    { case: 'SQL of another column list', rev: 5, expression: 'E2', found: undefined },
  ])('gives a text for $case only when it is that one', ({ rev, expression, found }) => {
    const cache = new WireJsonCache(1_000);
    cache.set('d0s', 'c1', 5, 'E', '{"a":1}');
    expect(cache.get('d0s', 'c1', rev, expression)).toBe(found);
    expect(cache.get('iatfs', 'c1', 5, 'E')).toBeUndefined();
  });

  it('a newer version replaces the older; the least recently used go first past the bound', () => {
    // Each entry: (key 'd0s\0cN' of 6 + text of 44) × 2 = 100 bytes.
    const cache = new WireJsonCache(300);
    const text = (n: number) => `{"n":${n}}`.padEnd(44, ' ');
    for (const n of [1, 2, 3]) cache.set('d0s', `c${n}`, n, 'E', text(n));
    expect(cache.size).toBe(300);
    cache.set('d0s', 'c1', 10, 'E', text(10));
    expect(cache.size).toBe(300);
    expect(cache.get('d0s', 'c1', 1, 'E')).toBeUndefined();
    // c2 used last: c3 is the oldest when c4 comes.
    expect(cache.get('d0s', 'c2', 2, 'E')).toBe(text(2));
    cache.set('d0s', 'c4', 4, 'E', text(4));
    expect(cache.get('d0s', 'c3', 3, 'E')).toBeUndefined();
    for (const [id, rev] of [
      ['c1', 10],
      ['c2', 2],
      ['c4', 4],
    ] as const)
      expect(cache.get('d0s', id, rev, 'E')).toBeDefined();
    // A text larger than the whole bound is not kept, and takes nothing out.
    cache.set('d0s', 'c5', 5, 'E', 'x'.repeat(200));
    expect(cache.get('d0s', 'c5', 5, 'E')).toBeUndefined();
    expect(cache.size).toBe(300);
  });
});

describe.each(DIALECTS)('polls of the same cows share the JSON the first one wrote (%s)', (dialect) => {
  let server: TestServer;
  let vet: Session;
  let farm: Awaited<ReturnType<typeof farmWithCow>>;

  beforeAll(async () => {
    server = await startSyncServer(dialect);
    await seedLists(server.db);
    vet = await signIn(server, 'Veterinário');
    farm = await farmWithCow(server, vet);
  });
  afterAll(() => server.close());

  const poll = (db: Db, since: number, extra: Partial<PullRequest> = {}) =>
    pollFarm(db, vet.id, String(farm.fazenda.id), since, extra);
  const sortedById = (records: readonly { [field: string]: unknown }[]) =>
    [...records].sort((a, b) => String(a.id).localeCompare(String(b.id)));
  const d0Statements = (statements: Set<string>[]) => statements.filter((tables) => tables.has('d0s')).length;

  it('the second device reads the ids only and gets the same records; an edited cow comes edited', async () => {
    const cursor = (await pullAll(server, vet, [String(farm.fazenda.id)])).cursor;
    const cows = [build.d0(String(farm.lote.id)), build.d0(String(farm.lote.id))];
    await pushOk(server, vet, 'd0s', cows);
    // One node's database, as every device polling it shares it.
    const { db, statements } = recording(server.db);
    const count = () => d0Statements(statements);

    const first = await poll(db, cursor);
    const read = count();
    const second = await poll(db, cursor);
    expect(second).toEqual(first);
    expect(first.d0s.map((cow) => cow.id).sort()).toEqual(cows.map((cow) => cow.id).sort());
    // The revision probe and the page's ids: not the JSON again.
    expect(count() - read).toBe(read - 1);

    const edited: Record<string, unknown> = {
      ...(cows[0] as Record<string, unknown>),
      codVaca: 'EDITADA-1',
      updated: new Date().toISOString(),
    };
    await pushOk(server, vet, 'd0s', [edited]);
    const third = await poll(db, cursor);
    const cow = third.d0s.find((row) => row.id === edited.id);
    expect(cow).toMatchObject({ codVaca: 'EDITADA-1' });
    expect(third.d0s.find((row) => row.id === cows[1]?.id)).toEqual(
      first.d0s.find((row) => row.id === cows[1]?.id),
    );
  });

  it('a page after a full one is written for that device alone: the same records, nothing kept', async () => {
    const cursor = (await pullAll(server, vet, [String(farm.fazenda.id)])).cursor;
    const cows = [build.d0(String(farm.lote.id)), build.d0(String(farm.lote.id))];
    await pushOk(server, vet, 'd0s', cows);
    const { db, statements, byId } = recording(server.db);
    const kept = () => wireJsonCacheOf(db).size;
    const counted = async (extra: Partial<PullRequest> = {}) => {
      const before = d0Statements(statements);
      const byIdBefore = d0Statements(byId);
      const records = (await poll(db, cursor, extra)).d0s;
      return {
        records: sortedById(records),
        statements: d0Statements(statements) - before,
        byId: d0Statements(byId) - byIdBefore,
      };
    };

    const following = await counted({ followsFullPage: true });
    expect(following.records.map((cow) => cow.id)).toEqual(sortedById(cows).map((cow) => cow.id));
    // Its JSON is written in the query that finds the page, not ids first and then the JSON by id; none kept.
    expect(following.byId).toBe(0);
    expect(kept()).toBe(0);
    const firstPoll = await counted();
    expect(firstPoll.byId).toBe(1);
    expect(kept()).toBeGreaterThan(0);
    const secondPoll = await counted();
    expect(firstPoll.records).toEqual(following.records);
    expect(secondPoll.records).toEqual(following.records);
    // The first poll after it still wrote the JSON, the second found it.
    expect(secondPoll.byId).toBe(0);
    expect(secondPoll.statements).toBe(firstPoll.statements - 1);
  });

  it('more than a chunk of rows no poll has read: the page whole in one query, kept for the next poll', async () => {
    const cursor = (await pullAll(server, vet, [String(farm.fazenda.id)])).cursor;
    const cows = Array.from({ length: 1_200 }, () => build.d0(String(farm.lote.id)));
    for (let start = 0; start < cows.length; start += 600)
      await pushOk(server, vet, 'd0s', cows.slice(start, start + 600));
    const { db, statements, byId } = recording(server.db);

    const first = await poll(db, cursor);
    const read = d0Statements(statements);
    expect(first.d0s.map((cow) => cow.id).sort()).toEqual(cows.map((cow) => cow.id).sort());
    // Not two chunks by id: the ids, then the page whole.
    expect(d0Statements(byId)).toBe(0);
    expect(wireJsonCacheOf(db).size).toBeGreaterThan(0);
    const second = await poll(db, cursor);
    expect(sortedById(second.d0s)).toEqual(sortedById(first.d0s));
    // Every text found: no JSON written (the page's query over its subquery counted two).
    expect(d0Statements(byId)).toBe(0);
    expect(d0Statements(statements) - read).toBe(read - 2);
  });
});
