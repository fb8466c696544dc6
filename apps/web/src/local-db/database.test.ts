import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { GestarDb } from './database.ts';
import { localDbProblem } from './db-status.ts';

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
  it('creates a table per pull key plus meta, rejected and session, with the §7 indexes', async () => {
    const db = new GestarDb(`schema-${newId()}`);
    await db.open();
    const indexes = (table: string) => db.table(table).schema.indexes.map((index) => index.name);
    expect(db.tables.map((table) => table.name).sort()).toEqual(
      [
        'd0s',
        'dns',
        'fazendaUsuarios',
        'fazendas',
        'iatfs',
        'lotes',
        'meta',
        'partidas',
        'protocolos',
        'rejected',
        'retiros',
        'session',
        'tipoDominios',
        'touros',
        'usuarios',
        'valorDominios',
      ].sort(),
    );
    expect(indexes('lotes')).toEqual(expect.arrayContaining(['retiroId', '_status']));
    expect(indexes('d0s')).toEqual(expect.arrayContaining(['loteId', 'dzeroOriginal']));
    expect(indexes('iatfs')).toEqual(expect.arrayContaining(['vacaId', 'loteId', 'touroId']));
    expect(indexes('partidas')).toEqual(expect.arrayContaining(['touroId', 'fazendaId']));
    expect(indexes('fazendaUsuarios')).toEqual(expect.arrayContaining(['idFazenda', 'idUsuario']));
    await db.delete();
  });

  it('closes itself and reports "outdated" when another tab upgrades the schema', async () => {
    const name = `upgrade-${newId()}`;
    const db = new GestarDb(name);
    await db.open();
    const newer = new Dexie(name);
    newer.version(2).stores({ meta: 'key' });
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
});
