import { FARM_ACCESS_REMOVED_REASON } from '@gestar/domain/messages/sync';
import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GestarDb } from '../local-db/database.ts';
import { getMeta, setMeta } from '../local-db/meta.ts';
import { createRepository } from '../local-db/repository.ts';
import { pullChanges } from './pull.ts';
import { countDirty } from './push.ts';
import { expectSynced } from './testing/expect-synced.ts';
import { FakeSyncServer } from './testing/fake-sync-server.ts';

const USER = newId();
let db: GestarDb;
let server: FakeSyncServer;

beforeEach(() => {
  db = new GestarDb(`pull-${newId()}`);
  server = new FakeSyncServer();
});

afterEach(async () => {
  await db.delete();
});

const now = new Date('2025-06-01T12:00:00.000Z').toISOString();
const farmRecord = (id: string) => ({
  id,
  created: now,
  updated: now,
  isDeleted: false,
  priority: false,
  nome: 'Boa Vista',
  nomeProprietario: 'João',
  usuarioId: USER,
});

describe('pages and cursors', () => {
  it('pulls every page and moves the cursors after each', async () => {
    const farmId = newId();
    await setMeta(db, 'farmCursors', { [farmId]: null });
    for (let n = 0; n < 5; n++) server.write('retiros', { id: newId(), nome: `R${n}`, fazendaId: farmId });
    server.pageSize = 2;
    expect(await pullChanges(db, server)).toEqual({ pages: 3 });
    // Each page after a full one says so (the server then writes its records for this device alone).
    expect(
      server.pullCalls.map((call) => [
        call.lastPulledAt,
        call.fazendasBaixadas[0]?.lastPulledAt,
        call.followsFullPage,
      ]),
    ).toEqual([
      [null, null, undefined],
      [2, 2, true],
      [4, 4, true],
    ]);
    expect(await db.retiros.count()).toBe(5);
    expect(await getMeta(db, 'lastPulledAt')).toBe(5);
    expect(await getMeta(db, 'downloadedFarmIds')).toEqual([farmId]);
  });

  it('keeps only unsynced rows in the `_status` index; a copy stored as "synced" earlier still counts as synced', async () => {
    const farmId = newId();
    await setMeta(db, 'farmCursors', { [farmId]: null });
    const pulled = Array.from({ length: 4 }, () => newId());
    for (const id of pulled) server.write('retiros', { id, nome: 'Pulled', fazendaId: farmId });
    const retiros = createRepository(db.retiros);
    const typed = await retiros.post({ nome: 'Typed here', fazendaId: farmId });
    // As a version before this one stored a synced copy.
    const legacy = {
      ...typed,
      id: newId(),
      nome: 'Legacy',
      _status: 'synced' as const,
      _changed: [],
      _rev: 1,
    };
    await db.retiros.put(legacy);
    await pullChanges(db, server);
    for (const id of pulled) expectSynced(await db.retiros.get(id));
    // The index, in key order ('created' < 'synced'): the record typed here, and the legacy copy until it is
    // written again; no pulled copy.
    expect(await db.retiros.orderBy('_status').primaryKeys()).toEqual([typed.id, legacy.id]);
    expect(await countDirty(db)).toBe(1);
  });

  it('asks for pages without nulls; a page that does not say it left them out is stored as sent', async () => {
    const id = newId();
    server.write('retiros', { id, nome: 'Norte', fazendaId: newId() });
    await pullChanges(db, server);
    expect(server.pullCalls[0]).toMatchObject({ omitNulls: true });
    // The stand-in server answers like an older one (every field it holds, no `omitNulls`): nothing is filled in.
    const stored = await db.retiros.get(id);
    expect(stored).toMatchObject({ nome: 'Norte' });
    expectSynced(stored);
    expect(Object.keys(stored ?? {}).sort()).toEqual(['id', 'nome', 'fazendaId', '_changed', '_rev'].sort());
  });

  it('drops the page fetched ahead when the page before it fails to apply', async () => {
    for (let n = 0; n < 5; n++) server.write('retiros', { id: newId(), nome: `R${n}`, fazendaId: newId() });
    server.pageSize = 2;
    // The first page cannot be stored (a record without a key): its transaction aborts. (Tampers once.)
    server.tamperPage = (page) => ({
      ...page,
      records: { ...page.records, retiros: [{ rev: 1, id: undefined as never }] },
    });
    await expect(pullChanges(db, server)).rejects.toThrow();
    // The second page had been requested ahead, but nothing of it (nor a cursor) was stored.
    expect(server.pullCalls.length).toBe(2);
    expect(await db.retiros.count()).toBe(0);
    expect(await getMeta(db, 'lastPulledAt')).toBeNull();

    await pullChanges(db, server);
    expect(await db.retiros.count()).toBe(5);
  });

  it('leaves the old cursor and none of the page when applying a page fails midway', async () => {
    server.write('usuarios', { id: USER, nomeCompleto: 'Maria' });
    await pullChanges(db, server);
    expect(await getMeta(db, 'lastPulledAt')).toBe(1);

    const goodId = newId();
    server.write('retiros', { id: goodId, nome: 'Norte', fazendaId: newId() });
    server.write('lotes', { id: newId(), nomeLote: 'L1' });
    // A record IndexedDB cannot store (no key) makes the page's transaction abort after the retiro was put.
    server.tamperPage = (page) => ({
      ...page,
      records: {
        ...page.records,
        lotes: [{ ...(page.records.lotes[0] ?? { rev: 3 }), id: undefined as never }],
      },
    });
    await expect(pullChanges(db, server)).rejects.toThrow();
    expect(await getMeta(db, 'lastPulledAt')).toBe(1);
    expect(await db.retiros.get(goodId)).toBeUndefined();

    await pullChanges(db, server);
    expect(await db.retiros.get(goodId)).toMatchObject({ nome: 'Norte' });
    expectSynced(await db.retiros.get(goodId));
    expect(await getMeta(db, 'lastPulledAt')).toBe(3);
  });

  it('merges a locally dirty record: server values except the fields edited here, kept dirty', async () => {
    const id = newId();
    server.write('fazendas', farmRecord(id));
    await pullChanges(db, server);
    await createRepository(db.fazendas).update(id, { nome: 'Nome local' });
    const serverRow = server.write('fazendas', { id, nome: 'Nome do servidor', municipio: 'Uberaba' });
    await pullChanges(db, server);
    expect(await db.fazendas.get(id)).toMatchObject({
      nome: 'Nome local',
      municipio: 'Uberaba',
      _status: 'updated',
      _changed: ['nome'],
      _rev: serverRow.rev,
    });
  });

  it('stores soft-deleted records as records with isDeleted true', async () => {
    const id = newId();
    server.write('fazendas', { ...farmRecord(id), isDeleted: true });
    await pullChanges(db, server);
    expect(await db.fazendas.get(id)).toMatchObject({ isDeleted: true });
    expectSynced(await db.fazendas.get(id));
    expect(await createRepository(db.fazendas).get()).toEqual([]);
  });
});

describe('farms whose access was removed', () => {
  async function downloadedFarm() {
    const farmId = newId();
    const retiroId = newId();
    const loteId = newId();
    const cowId = newId();
    await setMeta(db, 'farmCursors', { [farmId]: null });
    server.write('fazendas', farmRecord(farmId));
    server.write('fazendaUsuarios', { id: newId(), idFazenda: farmId, idUsuario: USER });
    server.write('retiros', { id: retiroId, nome: 'DEFAULT', fazendaId: farmId });
    server.write('lotes', { id: loteId, nomeLote: 'L1', retiroId });
    server.write('d0s', {
      id: cowId,
      created: now,
      updated: now,
      isDeleted: false,
      priority: false,
      codVaca: '101',
      loteId,
    });
    server.write('iatfs', { id: newId(), vacaId: cowId, loteId });
    server.write('touros', { id: newId(), nome: 'Touro', fazendaId: farmId });
    const otherFarm = newId();
    server.write('fazendas', farmRecord(otherFarm));
    await pullChanges(db, server);
    return { farmId, cowId, otherFarm };
  }

  const localRows = async () =>
    (
      await Promise.all(
        ['fazendas', 'fazendaUsuarios', 'retiros', 'lotes', 'd0s', 'iatfs', 'touros'].map((key) =>
          db.table(key).count(),
        ),
      )
    ).reduce((sum, count) => sum + count, 0);

  it('drops all of the farm when nothing of it is unsynced', async () => {
    const { farmId, otherFarm } = await downloadedFarm();
    expect(await getMeta(db, 'downloadedFarmIds')).toEqual([farmId]);
    server.removedFarms = [farmId];
    await pullChanges(db, server);
    expect(await localRows()).toBe(1);
    expect(await db.fazendas.get(otherFarm)).toBeDefined();
    expect(await getMeta(db, 'downloadedFarmIds')).toEqual([]);
    expect(await getMeta(db, 'farmCursors')).toEqual({});
    expect(await db.rejected.count()).toBe(0);
  });

  it('keeps the farm while it holds unsynced records, lists them as rejected, and drops it once they are gone', async () => {
    const { farmId, cowId } = await downloadedFarm();
    await createRepository(db.d0s).update(cowId, { observacaoD0: 'Prenhe?' });
    server.removedFarms = [farmId];
    await pullChanges(db, server);
    expect(await localRows()).toBe(8);
    expect(await db.rejected.get(['d0s', cowId])).toMatchObject({
      motivo: FARM_ACCESS_REMOVED_REASON(),
      record: { observacaoD0: 'Prenhe?' },
    });
    expect(await getMeta(db, 'pendingFarmRemovals')).toEqual([farmId]);

    await pullChanges(db, server);
    expect(server.pullCalls.at(-1)?.fazendasBaixadas).toEqual([]);
    expect(await localRows()).toBe(8);

    // The user saved a backup and discarded the change: the next sync finishes the removal.
    await db.d0s.update(cowId, { _status: 'synced', _changed: [] });
    await pullChanges(db, server);
    expect(await localRows()).toBe(1);
    expect(await getMeta(db, 'pendingFarmRemovals')).toEqual([]);
    expect(await db.rejected.get(['d0s', cowId])).toBeDefined();
  });
});
