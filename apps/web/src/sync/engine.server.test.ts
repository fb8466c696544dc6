import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginAs, type TestUser } from '../../../server/src/test-support/accounts.ts';
import { startTestServer, type TestServer } from '../../../server/src/test-support/test-server.ts';
import type { GestarDb } from '../local-db/database.ts';
import { getMeta } from '../local-db/meta.ts';
import { createRepository } from '../local-db/repository.ts';
import { expectSynced } from './testing/expect-synced.ts';
import { serverDevice } from './testing/server-device.ts';

// One end-to-end run of the engine against the real server (SQLite): two devices of the same user.
let server: TestServer;
let vet: TestUser;
const devices: GestarDb[] = [];

beforeAll(async () => {
  server = await startTestServer('sqlite');
  vet = await createTestUser(server, { role: 'Veterinário' });
}, 60_000);

afterAll(async () => {
  for (const db of devices) await db.delete();
  await server?.close();
});

/** A phone of the vet; `network.lose` loses Queue answers after the server applied the call. */
async function device() {
  const phone = await serverDevice({
    baseUrl: server.baseUrl,
    userId: vet.id,
    login: () => loginAs(server, vet.email, vet.password),
    pageSize: 2,
    made: devices,
  });
  return {
    ...phone,
    farms: createRepository(phone.db.fazendas),
    retiros: createRepository(phone.db.retiros),
  };
}

describe('sync engine against the real server', () => {
  it('carries changes between two devices, merges concurrent edits per field and keeps refused records', async () => {
    const a = await device();
    const farm = await a.farms.post({
      nomeProprietario: 'Ana',
      nome: 'Fazenda A',
      usuarioId: vet.id,
      estado: 'MT',
    });
    const retiro = await a.retiros.post({ nome: 'DEFAULT', fazendaId: farm.id });
    const pushed = await a.engine.downloadFarms([farm.id]);
    expect(pushed.result).toMatchObject({ status: 'done', applied: 2, rejected: 0 });
    expect(await a.db.fazendas.get(farm.id)).toMatchObject({ _rev: expect.any(Number) });
    expectSynced(await a.db.fazendas.get(farm.id));

    const b = await device();
    const downloaded = await b.engine.downloadFarms([farm.id]);
    expect(downloaded).toMatchObject({ result: { status: 'done' }, downloaded: [farm.id], message: null });
    expect(await b.db.retiros.get(retiro.id)).toMatchObject({ nome: 'DEFAULT' });
    expectSynced(await b.db.retiros.get(retiro.id));

    // The same farm edited on both devices while apart: different fields both survive.
    await a.farms.update(farm.id, { municipio: 'Cuiabá' });
    await b.farms.update(farm.id, { nome: 'Fazenda B' });
    expect(await a.engine.sync()).toMatchObject({ status: 'done' });
    expect(await b.engine.sync()).toMatchObject({ status: 'done' });
    expect(await a.engine.sync()).toMatchObject({ status: 'done' });
    for (const { db } of [a, b]) {
      expect(await db.fazendas.get(farm.id)).toMatchObject({ nome: 'Fazenda B', municipio: 'Cuiabá' });
      expectSynced(await db.fazendas.get(farm.id));
    }

    // A record the server refuses (blank name written around the repository) stays dirty and is listed.
    const badId = newId();
    const now = new Date().toISOString();
    await a.db.retiros.add({
      id: badId,
      created: now,
      updated: now,
      isDeleted: false,
      priority: false,
      nome: '',
      fazendaId: farm.id,
      _status: 'created',
      _changed: ['nome', 'fazendaId'],
      _rev: null,
    });
    expect(await a.engine.sync()).toMatchObject({ status: 'done', rejected: 1 });
    expect(await a.db.retiros.get(badId)).toMatchObject({ _status: 'created' });
    expect((await a.db.rejected.get(['retiros', badId]))?.motivo).toEqual(expect.any(String));
    expect(await getMeta(a.db, 'downloadedFarmIds')).toEqual([farm.id]);
  }, 60_000);

  it('a call applied whose answer was lost is re-sent as it was by the next sync: a newer write stays', async () => {
    const a = await device();
    const farm = await a.farms.post({ nomeProprietario: 'Ana', nome: 'Fazenda L', usuarioId: vet.id });
    expect((await a.engine.downloadFarms([farm.id])).result).toMatchObject({ status: 'done' });
    const c = await device();
    expect((await c.engine.downloadFarms([farm.id])).result).toMatchObject({ status: 'done' });

    a.network.lose = true;
    await a.farms.update(farm.id, { municipio: 'de A' });
    expect(await a.engine.sync()).toMatchObject({ status: 'failed' });
    expect(await getMeta(a.db, 'pendingPush')).not.toBeNull();
    a.network.lose = false;
    await c.farms.update(farm.id, { municipio: 'de C' });
    expect(await c.engine.sync()).toMatchObject({ status: 'done' });

    expect(await a.engine.sync()).toMatchObject({ status: 'done' });
    expect(await c.engine.sync()).toMatchObject({ status: 'done' });
    for (const { db } of [a, c]) {
      expect(await db.fazendas.get(farm.id)).toMatchObject({ municipio: 'de C' });
      expectSynced(await db.fazendas.get(farm.id));
    }
    expect(await getMeta(a.db, 'pendingPush')).toBeNull();
  }, 60_000);
});
