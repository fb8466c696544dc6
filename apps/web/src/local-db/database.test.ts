import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { ENTITY_REGISTRY, PULL_KEYS } from '@gestar/domain/entities/registry';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { GestarDb, STORES_V1 } from './database.ts';
import { localDbProblem } from './db-status.ts';
import { localDbExists } from './open-local-db.ts';
import { REPORT_PACK_STORES } from './report-packs.ts';

afterEach(() => {
  localDbProblem.set(null);
});

function rawOpen(name: string, version: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

describe('GestarDb', () => {
  it('creates a table per registry entity, with its local indexes, plus the device-only tables', async () => {
    const db = new GestarDb(`schema-${newId()}`);
    await db.open();
    const deviceOnly = ['meta', 'rejected', 'replacedValues', 'reportPacks', 'session'];
    expect(db.tables.map((table) => table.name).sort()).toEqual([...PULL_KEYS, ...deviceOnly].sort());
    // A registry index the device lacks (or one left over) means a new `this.version(n)` is missing.
    for (const key of PULL_KEYS) {
      const schema = db.table(key).schema;
      expect(schema.primKey.name, key).toBe('id');
      expect(schema.indexes.map((index) => index.name).sort(), key).toEqual(
        [...ENTITY_REGISTRY[key].localIndexes].sort(),
      );
    }
    await db.delete();
  });

  it('closes itself and reports "outdated" when another tab upgrades the schema', async () => {
    const name = `upgrade-${newId()}`;
    const db = new GestarDb(name);
    await db.open();
    const newer = new Dexie(name);
    newer.version(4).stores({ meta: 'key' });
    await newer.open();
    expect(db.isOpen()).toBe(false);
    expect(localDbProblem.get()).toBe('outdated');
    newer.close();
    await Dexie.delete(name);
  });

  it('reports "blocked" while an older connection holds the database, then opens', async () => {
    const name = `blocked-${newId()}`;
    const old = await rawOpen(name, 1);
    const db = new GestarDb(name);
    const opening = db.open();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localDbProblem.get()).toBe('blocked');
    old.close();
    await opening;
    expect(db.isOpen()).toBe(true);
    await db.delete();
  });

  it('upgrades a device left at version 1: its records kept, the report packs added and dropped by writes', async () => {
    const name = `v1-${newId()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(STORES_V1);
    const cow = {
      id: newId(),
      loteId: 'L1',
      codVaca: 'V1',
      isDeleted: false,
      _status: 'created',
      _changed: [],
    };
    await v1.table('d0s').put(cow);
    v1.close();

    const db = new GestarDb(name);
    await db.open();
    expect(await db.d0s.get(cow.id)).toEqual(cow);
    await db.reportPacks.put({ loteId: 'L1', cowCount: 1, iatfCount: 0, cows: [], iatfs: [] });
    await db.d0s.put({ ...cow, codVaca: 'V2' } as never);
    expect(await db.reportPacks.count()).toBe(0);
    await db.delete();
  });

  it('upgrades a device left at version 2: its records kept, an empty table of replaced values added', async () => {
    const name = `v2-${newId()}`;
    const v2 = new Dexie(name);
    v2.version(1).stores(STORES_V1);
    v2.version(2).stores(REPORT_PACK_STORES);
    const cow = { id: newId(), loteId: 'L1', codVaca: 'V1', _status: 'synced', _changed: [], _rev: 4 };
    await v2.table('d0s').put(cow);
    v2.close();

    const db = new GestarDb(name);
    await db.open();
    expect(await db.d0s.get(cow.id)).toEqual(cow);
    expect(await db.replacedValues.count()).toBe(0);
    const row = {
      id: newId(),
      entity: 'd0s' as const,
      recordId: cow.id,
      step: 'dg' as const,
      fields: [{ field: 'condicaoDG', mine: 'a', kept: 'b' }],
      by: null,
      writtenAt: null,
      seenAt: '2025-03-01T12:00:00.000Z',
      acknowledgedAt: null,
    };
    await db.replacedValues.add(row);
    expect(await db.replacedValues.where('recordId').equals(cow.id).toArray()).toEqual([row]);
    await db.delete();
  });
});

describe('localDbExists', () => {
  it('tells a first visit (nothing created, nothing created by asking) from a device that holds the database', async () => {
    const db = new GestarDb(`first-visit-${newId()}`);
    expect(await localDbExists(db.name)).toBe(false);
    expect(await localDbExists(db.name)).toBe(false);
    expect((await indexedDB.databases()).some(({ name }) => name === db.name)).toBe(false);
    await db.open();
    expect(await localDbExists(db.name)).toBe(true);
    db.close();
    expect(await localDbExists(db.name)).toBe(true);
  });
});
