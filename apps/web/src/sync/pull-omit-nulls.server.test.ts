import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { PULL_KEYS } from '@gestar/domain/entities/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginAs, type TestUser } from '../../../server/src/test-support/accounts.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../../server/src/test-support/test-server.ts';
import type { GestarDb } from '../local-db/database.ts';
import { getMeta } from '../local-db/meta.ts';
import { createRepository } from '../local-db/repository.ts';
import { expectSynced } from './testing/expect-synced.ts';
import { serverDevice } from './testing/server-device.ts';

// Pages without nulls (`omitNulls`, what this app asks for) against the real server: a device stores exactly what a
// device of an older app (every field sent, nulls included) stores, page after page, and later pulls too.

describe.each(DIALECTS)('a download without nulls stores what one with nulls stored, on %s', (dialect) => {
  let server: TestServer;
  let vet: TestUser;
  const devices: GestarDb[] = [];

  beforeAll(async () => {
    server = await startTestServer(dialect, { GESTAR_TEST_FAST_HASH: '1' });
    vet = await createTestUser(server, { role: 'Veterinário' });
  }, 60_000);

  afterAll(async () => {
    for (const db of devices) await db.delete();
    await server?.close();
  });

  const device = (withNulls = false) =>
    serverDevice({
      baseUrl: server.baseUrl,
      userId: vet.id,
      login: () => loginAs(server, vet.email, vet.password),
      pageSize: 4,
      made: devices,
      withNulls,
    });

  /** Every synced table of a device, rows by id. */
  async function contents(db: GestarDb) {
    const tables: Record<string, unknown[]> = {};
    for (const key of PULL_KEYS)
      tables[key] = (await db.table(key).toArray()).sort((a, b) => a.id.localeCompare(b.id));
    return tables;
  }

  it('same rows and cursors, a blanked field included', async () => {
    const a = await device();
    const farm = await createRepository(a.db.fazendas).post({
      nomeProprietario: 'Ana',
      nome: `Fazenda ${newId().slice(0, 8)}`,
      usuarioId: vet.id,
    });
    const retiro = await createRepository(a.db.retiros).post({ nome: 'DEFAULT', fazendaId: farm.id });
    const lote = await createRepository(a.db.lotes).post({ nomeLote: 'Lote 1', retiroId: retiro.id });
    const cows = createRepository(a.db.d0s);
    const made = [];
    for (let n = 0; n < 9; n++)
      made.push(
        await cows.post({ codVaca: `V-${n}`, loteId: lote.id, ...(n % 2 ? { peso_EM: 400 + n } : {}) }),
      );
    expect((await a.engine.downloadFarms([farm.id])).result).toMatchObject({ status: 'done', rejected: 0 });

    const compact = await device();
    const full = await device(true);
    for (const phone of [compact, full])
      expect((await phone.engine.downloadFarms([farm.id])).result).toMatchObject({ status: 'done' });
    const stored = await contents(compact.db);
    expect(stored.d0s).toHaveLength(9);
    // Fields the server holds as null are stored as null, as before (never left out).
    expect(stored.d0s?.[0]).toMatchObject({ dataDg: null, observacaoDG: null });
    expectSynced(stored.d0s?.[0]);
    expect(stored).toEqual(await contents(full.db));
    expect(await getMeta(compact.db, 'farmCursors')).toEqual(await getMeta(full.db, 'farmCursors'));

    // A value blanked on the server (another device) reaches both the same way: null, not the old value.
    const first = made[1];
    if (!first) throw new Error('no cow');
    await cows.update(first.id, { peso_EM: null });
    expect((await a.engine.sync()).status).toBe('done');
    for (const phone of [compact, full]) {
      expect((await phone.engine.sync()).status).toBe('done');
      expect(await phone.db.d0s.get(first.id)).toMatchObject({ peso_EM: null });
      expectSynced(await phone.db.d0s.get(first.id));
    }
    expect(await contents(compact.db)).toEqual(await contents(full.db));
  }, 60_000);
});
