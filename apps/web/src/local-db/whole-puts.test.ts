import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { Dexie, liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { GestarDb } from './database.ts';
import { putsSucceedTogether } from './whole-puts.ts';

const cow = (codVaca: string, id: string = newId()) => ({
  id,
  codVaca,
  loteId: 'lote-1',
  _status: 'synced',
  _changed: [],
  _rev: 1,
});

type Row = { id: string } & Record<string, unknown>;

let db: GestarDb;
// Untyped rows: these tests are about how rows are written, not about a whole cow's fields.
const cows = () => db.table<Row, string>('d0s');
afterEach(async () => {
  await db?.delete();
});

describe('puts that succeed together', () => {
  it('stores every record and returns the last key, as bulkPut does', async () => {
    db = new GestarDb(`whole-${newId()}`);
    const written = Array.from({ length: 300 }, (_, n) => cow(String(n)));
    const lastKey = await db.transaction('rw', 'd0s', () => {
      putsSucceedTogether();
      return cows().bulkPut(written);
    });
    expect(lastKey).toBe(written[299]?.id);
    expect(await cows().count()).toBe(300);
    expect((await cows().get(written[10]?.id ?? ''))?.codVaca).toBe('10');
    // The indexes are written as by any put.
    expect(await cows().where('loteId').equals('lote-1').count()).toBe(300);
  });

  it('fails the call with IndexedDB’s own error and stores nothing of the transaction', async () => {
    db = new GestarDb(`whole-${newId()}`);
    const taken = cow('1');
    await cows().add(taken);
    const attempt = db.transaction('rw', 'd0s', async () => {
      putsSucceedTogether();
      await cows().bulkPut([cow('2')]);
      // The same id again: a ConstraintError, raised by IndexedDB after the call returned.
      await cows().bulkAdd([cow('3'), cow('4', taken.id), cow('5')]);
    });
    await expect(attempt).rejects.toMatchObject({ name: 'ConstraintError' });
    expect((await cows().toArray()).map((row) => row.codVaca)).toEqual(['1']);
  });

  it('fails at once on a record without a key, storing nothing', async () => {
    db = new GestarDb(`whole-${newId()}`);
    const attempt = db.transaction('rw', 'd0s', async () => {
      putsSucceedTogether();
      await cows().bulkPut([cow('1'), { codVaca: '2' } as unknown as Row]);
    });
    await expect(attempt).rejects.toMatchObject({ name: 'DataError' });
    expect(await cows().count()).toBe(0);
  });

  it('leaves other transactions to Dexie: one failed record is reported apart from the others', async () => {
    db = new GestarDb(`whole-${newId()}`);
    const taken = cow('1');
    await cows().add(taken);
    const error = await cows()
      .bulkAdd([cow('2'), cow('3', taken.id)])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Dexie.BulkError);
    expect(await cows().count()).toBe(2);
  });

  it('is seen by live queries like any other write', async () => {
    db = new GestarDb(`whole-${newId()}`);
    const counts: number[] = [];
    const subscription = liveQuery(() => cows().where('loteId').equals('lote-1').count()).subscribe((count) =>
      counts.push(count),
    );
    await expect.poll(() => counts).toEqual([0]);
    await db.transaction('rw', 'd0s', () => {
      putsSucceedTogether();
      return cows().bulkPut(Array.from({ length: 80 }, (_, n) => cow(String(n))));
    });
    await expect.poll(() => counts.at(-1)).toBe(80);
    subscription.unsubscribe();
  });

  it('refuses to be called outside a transaction', () => {
    db = new GestarDb(`whole-${newId()}`);
    expect(() => putsSucceedTogether()).toThrow(/transaction/);
  });
});
