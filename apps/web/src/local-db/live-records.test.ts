import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { Dexie, RangeSet, type Table } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutatedKeys, type RecordSource, watchQuery, watchRecords } from './live-records.ts';

type Row = { id: string; loteId: string; n: number; isDeleted?: boolean };

const BATCH = 'batch-a';
const OTHER = 'batch-b';

class TestDb extends Dexie {
  declare rows: Table<Row, string>;
  declare notes: Table<Row, string>;
  constructor() {
    super(`live-records-${newId()}`);
    this.version(1).stores({ rows: 'id, loteId', notes: 'id, loteId' });
  }
}

let db: TestDb;
let stops: (() => void)[] = [];

beforeEach(async () => {
  db = new TestDb();
  await db.open();
  stops = [];
});

afterEach(async () => {
  for (const stop of stops) stop();
  db.close();
  await Dexie.delete(db.name);
});

const byN = (a: Row, b: Row) => a.n - b.n || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function sourceOf(table: Table<Row, string>): RecordSource<Row> & { readAll: ReturnType<typeof vi.fn> } {
  return {
    table,
    readAll: vi.fn(() => table.where('loteId').equals(BATCH).toArray()),
    belongs: (row: Row) => row.loteId === BATCH && !row.isDeleted,
    compare: byN,
  };
}

/** Watches both tables; `next()` waits for the next emitted lists. */
function watch() {
  const rows = sourceOf(db.rows);
  const notes = sourceOf(db.notes);
  const emitted: (readonly (readonly Row[])[])[] = [];
  const failures: unknown[] = [];
  let wake: (() => void) | undefined;
  stops.push(
    watchRecords(
      [rows, notes],
      (lists) => {
        emitted.push(lists);
        wake?.();
      },
      (error) => failures.push(error),
    ),
  );
  const next = async () => {
    const count = emitted.length;
    await vi.waitFor(() => expect(emitted.length).toBeGreaterThan(count), { timeout: 5_000 });
    return emitted[emitted.length - 1] as readonly (readonly Row[])[];
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
  return { rows, notes, emitted, failures, next, settle, first: next() };
}

const row = (n: number, loteId = BATCH): Row => ({ id: newId(), loteId, n });

describe('mutatedKeys', () => {
  it.each([
    ['no keys', new RangeSet(), []],
    ['single keys', new RangeSet().addKeys(['b', 'a', 'c']), ['a', 'b', 'c']],
    ['a key range', new RangeSet('a', 'c'), 'all'],
    ['keys and a range', new RangeSet().addKeys(['x']).add({ from: 'a', to: 'c' }), 'all'],
    ['non-string keys', new RangeSet().addKeys([1]), 'all'],
  ] as const)('%s', (_, tree, expected) => {
    const keys = mutatedKeys(tree);
    expect(keys === 'all' ? keys : [...keys].sort()).toEqual(expected);
  });

  it('reads the plain objects another tab sends', () => {
    const plain = JSON.parse(JSON.stringify(new RangeSet().addKeys(['k1', 'k2'])));
    expect([...(mutatedKeys(plain) as string[])].sort()).toEqual(['k1', 'k2']);
  });
});

describe('watchRecords', () => {
  it('reads the lists whole once, in order', async () => {
    const [a, b, c] = [row(3), row(1), row(2)];
    await db.rows.bulkPut([a, b, c, row(0, OTHER)] as Row[]);
    const { first, rows } = watch();
    const [list, notes] = await first;
    expect(list?.map((r) => r.n)).toEqual([1, 2, 3]);
    expect(notes).toEqual([]);
    expect(rows.readAll).toHaveBeenCalledTimes(1);
  });

  it('after a write re-reads only the records it wrote, keeping the other objects and lists', async () => {
    const records = [row(1), row(2), row(3)];
    await db.rows.bulkPut(records);
    const note = row(1);
    await db.notes.put(note);
    const w = watch();
    const [before, notesBefore] = await w.first;
    const bulkGet = vi.spyOn(db.rows, 'bulkGet');
    await db.rows.update(records[1]?.id as string, { n: 2.5 });
    const [after, notesAfter] = await w.next();
    expect(w.rows.readAll).toHaveBeenCalledTimes(1);
    expect(bulkGet).toHaveBeenCalledWith([records[1]?.id]);
    expect(after?.map((r) => r.n)).toEqual([1, 2.5, 3]);
    expect(after?.[0]).toBe(before?.[0]);
    expect(after?.[2]).toBe(before?.[2]);
    // The other table was not written: same list.
    expect(notesAfter).toBe(notesBefore);
  });

  it('adds, moves out, soft-deletes and re-orders records by what was re-read', async () => {
    const [a, b, c] = [row(1), row(2), row(3)];
    await db.rows.bulkPut([a, b, c]);
    const w = watch();
    await w.first;
    await db.transaction('rw', db.rows, async () => {
      await db.rows.put(row(0));
      await db.rows.update(a.id, { loteId: OTHER });
      await db.rows.update(b.id, { isDeleted: true });
      await db.rows.update(c.id, { n: -1 });
    });
    const [list] = await w.next();
    expect(list?.map((r) => r.n)).toEqual([-1, 0]);
    // Brought back into the batch: read again and listed.
    await db.rows.update(a.id, { loteId: BATCH });
    const [back] = await w.next();
    expect(back?.map((r) => r.n)).toEqual([-1, 0, 1]);
    expect(w.rows.readAll).toHaveBeenCalledTimes(1);
  });

  it('a hard delete removes the record', async () => {
    const [a, b] = [row(1), row(2)];
    await db.rows.bulkPut([a, b]);
    const w = watch();
    await w.first;
    await db.rows.delete(a.id);
    const [list] = await w.next();
    expect(list?.map((r) => r.id)).toEqual([b.id]);
  });

  it('a write naming no keys (50 records or more, a range, a clear) reads the list whole again', async () => {
    const w = watch();
    await w.first;
    await db.rows.bulkPut(Array.from({ length: 60 }, (_, n) => row(n)));
    expect((await w.next())[0]).toHaveLength(60);
    await db.rows.bulkPut(Array.from({ length: 5 }, (_, n) => ({ ...row(100 + n), id: `z-${n}` })));
    expect((await w.next())[0]).toHaveLength(65);
    // A primary key range: Dexie names the range, not the keys.
    await db.rows.where(':id').startsWith('z-').delete();
    expect((await w.next())[0]).toHaveLength(60);
    await db.rows.clear();
    expect((await w.next())[0]).toHaveLength(0);
    expect(w.rows.readAll.mock.calls.length).toBeGreaterThanOrEqual(4);
  });

  it('a write that does not change a watched record emits nothing', async () => {
    const a = row(1);
    await db.rows.put(a);
    const w = watch();
    await w.first;
    await db.rows.put({ ...a });
    await db.rows.put(row(5, OTHER));
    await w.settle();
    expect(w.emitted).toHaveLength(1);
  });

  it('a write that commits during the first read is not lost', async () => {
    const a = row(1);
    await db.rows.put(a);
    const w = watch();
    // Committed while the first read may still run: either that read or the next one holds it.
    await db.rows.update(a.id, { n: 7 });
    await w.first;
    await vi.waitFor(() => expect(w.emitted.at(-1)?.[0]?.[0]?.n).toBe(7), { timeout: 5_000 });
  });

  it('stops: no read and no emit after it', async () => {
    const w = watch();
    await w.first;
    stops.pop()?.();
    await db.rows.put(row(1));
    await w.settle();
    expect(w.emitted).toHaveLength(1);
  });

  it('reports a failed read instead of emitting', async () => {
    const w = watch();
    await w.first;
    vi.spyOn(db.rows, 'bulkGet').mockRejectedValueOnce(new Error('disk'));
    await db.rows.put(row(1));
    await vi.waitFor(() => expect(w.failures).toHaveLength(1), { timeout: 5_000 });
    expect(w.emitted).toHaveLength(1);
    // The next write reads the lists whole again: the record the failed read missed is not lost.
    await db.notes.put(row(2));
    const [list, notes] = await w.next();
    expect(list?.map((r) => r.n)).toEqual([1]);
    expect(notes?.map((r) => r.n)).toEqual([2]);
    expect(w.rows.readAll).toHaveBeenCalledTimes(2);
  });
});

describe('watchQuery', () => {
  function watchCount() {
    const values: number[] = [];
    const query = vi.fn(() => db.rows.count());
    stops.push(
      watchQuery(
        [db.rows],
        query,
        (value) => values.push(value),
        () => {},
      ),
    );
    return { values, query };
  }

  it('runs now, and again after a write to its tables', async () => {
    const w = watchCount();
    await vi.waitFor(() => expect(w.values).toEqual([0]));
    await db.rows.put(row(1));
    await vi.waitFor(() => expect(w.values).toEqual([0, 1]));
  });

  it('ignores writes to other tables, and one run follows a burst of writes', async () => {
    const w = watchCount();
    await vi.waitFor(() => expect(w.values).toEqual([0]));
    await db.notes.put(row(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(w.query).toHaveBeenCalledTimes(1);
    await Promise.all([db.rows.put(row(1)), db.rows.put(row(2)), db.rows.put(row(3))]);
    await vi.waitFor(() => expect(w.values.at(-1)).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Three commits, at most two more runs (one may start before the last commits).
    expect(w.query.mock.calls.length).toBeLessThanOrEqual(3);
  });

  it('stops', async () => {
    const w = watchCount();
    await vi.waitFor(() => expect(w.values).toEqual([0]));
    stops.pop()?.();
    await db.rows.put(row(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(w.values).toEqual([0]);
  });
});
