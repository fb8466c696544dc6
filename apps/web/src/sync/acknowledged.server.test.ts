import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { ENTITY_FIELDS } from '@gestar/domain/entities/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowMapper } from '../../../server/src/db/rows.ts';
import { createTestUser, loginAs, type TestUser } from '../../../server/src/test-support/accounts.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../../server/src/test-support/test-server.ts';
import type { GestarDb } from '../local-db/database.ts';
import { getMeta } from '../local-db/meta.ts';
import { createRepository } from '../local-db/repository.ts';
import { countDirty } from './push.ts';
import { expectSynced } from './testing/expect-synced.ts';
import { serverDevice } from './testing/server-device.ts';

// An acknowledged value, with the real web sync engine against the real server: device C sets a cow's D0 observation
// ('C-1', acknowledged); device A, from its older copy, edits the cow's code (a conflict, merged on the server).
// A's answer must leave A holding C-1, so that A's next edit, pushed before any pull, cannot put back its stale
// copy of the observation. The same when A's answer is lost and the next sync re-sends that call, then the cow
// again in the same push.

describe.each(DIALECTS)('an acknowledged value survives a stale copy on %s', (dialect) => {
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

  /** A phone of the vet; `network.lose` loses Queue answers after the server applied the call. */
  async function device() {
    const phone = await serverDevice({
      baseUrl: server.baseUrl,
      userId: vet.id,
      login: () => loginAs(server, vet.email, vet.password),
      made: devices,
    });
    return { ...phone, cows: createRepository(phone.db.d0s) };
  }
  type Device = Awaited<ReturnType<typeof device>>;

  /** A farm with one cow, made on A and downloaded by C: both hold the cow at the same revision. */
  async function sharedCow() {
    const a = await device();
    const farm = await createRepository(a.db.fazendas).post({
      nomeProprietario: 'Ana',
      nome: `Fazenda ${newId().slice(0, 8)}`,
      usuarioId: vet.id,
      estado: 'MT',
    });
    const retiro = await createRepository(a.db.retiros).post({ nome: 'DEFAULT', fazendaId: farm.id });
    const lote = await createRepository(a.db.lotes).post({ nomeLote: 'Lote 1', retiroId: retiro.id });
    const cow = await a.cows.post({ codVaca: 'V-1', loteId: lote.id, peso_EM: 400 });
    expect((await a.engine.downloadFarms([farm.id])).result).toMatchObject({ status: 'done', rejected: 0 });
    const c = await device();
    expect((await c.engine.downloadFarms([farm.id])).result).toMatchObject({ status: 'done' });
    expect(await c.db.d0s.get(cow.id)).toMatchObject({ codVaca: 'V-1' });
    expectSynced(await c.db.d0s.get(cow.id));
    return { a, c, cowId: cow.id };
  }

  async function serverCow(id: string) {
    const row = await server.db.kysely
      .selectFrom('d0s')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return rowMapper(server.db.dialect).fromDb('d0s', row);
  }

  /** The cow's fields as the device holds them and as the server does (absent counts as null). */
  async function compare(d: Device, id: string) {
    const local = ((await d.db.d0s.get(id)) ?? {}) as Record<string, unknown>;
    const stored = await serverCow(id);
    const pick = (record: Record<string, unknown>) =>
      Object.fromEntries(ENTITY_FIELDS.d0s.map((field) => [field, record[field] ?? null]));
    return { local: pick(local), server: pick(stored), rev: Number(stored.rev), localRev: local._rev };
  }

  async function expectEqualToServer(d: Device, id: string) {
    const { local, server: stored, rev, localRev } = await compare(d, id);
    expect(local).toEqual(stored);
    expect(localRev).toBe(rev);
    expect(await countDirty(d.db)).toBe(0);
  }

  it("the merged row answered to A's push is what A holds: its next edit keeps C's observation", async () => {
    const { a, c, cowId } = await sharedCow();
    await c.cows.update(cowId, { observacaoD0: 'C-1' });
    expect(await c.engine.sync()).toMatchObject({ status: 'done', applied: 1, rejected: 0 });

    // A, holding the copy from before C's edit, changes the code: a conflict, merged by the server.
    await a.cows.update(cowId, { codVaca: 'A-1' });
    expect(await a.engine.sync({ pull: false })).toMatchObject({ status: 'done', applied: 1, rejected: 0 });
    // The answer alone (no pull yet) leaves A holding the merged row, C-1 included, at the server's revision.
    expect(await serverCow(cowId)).toMatchObject({ codVaca: 'A-1', observacaoD0: 'C-1' });
    expect(await a.db.d0s.get(cowId)).toMatchObject({ codVaca: 'A-1', observacaoD0: 'C-1' });
    expectSynced(await a.db.d0s.get(cowId));
    await expectEqualToServer(a, cowId);

    // A edits the weight and sends it, still without pulling: C's acknowledged observation stays.
    await a.cows.update(cowId, { peso_EM: 512 });
    expect(await a.engine.sync({ pull: false })).toMatchObject({ status: 'done', applied: 1, rejected: 0 });
    expect(await serverCow(cowId)).toMatchObject({ codVaca: 'A-1', observacaoD0: 'C-1', peso_EM: 512 });
    await expectEqualToServer(a, cowId);

    for (const d of [a, c]) expect(await d.engine.sync()).toMatchObject({ status: 'done', rejected: 0 });
    for (const d of [a, c]) await expectEqualToServer(d, cowId);
  }, 60_000);

  it.each([
    { between: false, name: 'nobody writes the cow in between' },
    { between: true, name: 'C changes the code in between' },
  ])(
    "A's answer lost, the call re-sent then the cow again in the same push ($name): no value of C is lost",
    async ({ between }) => {
      const { a, c, cowId } = await sharedCow();
      await c.cows.update(cowId, { observacaoD0: 'C-1' });
      expect(await c.engine.sync()).toMatchObject({ status: 'done', applied: 1, rejected: 0 });

      // A's push is applied (merged over C's edit) but its answer never reaches A, nor that of the retry.
      await a.cows.update(cowId, { codVaca: 'A-1' });
      a.network.lose = true;
      expect(await a.engine.sync()).toMatchObject({ status: 'failed', error: 'offline' });
      a.network.lose = false;
      const pending = await getMeta(a.db, 'pendingPush');
      expect(pending?.request.contents.map((item) => (item.json as { id?: unknown }).id)).toEqual([cowId]);
      expect(await serverCow(cowId)).toMatchObject({ codVaca: 'A-1', observacaoD0: 'C-1' });
      expect(await a.db.d0s.get(cowId)).toMatchObject({ _status: 'updated' });

      if (between) {
        // C, later, changes the code again: acknowledged, it must win over A's earlier one.
        await c.cows.update(cowId, { codVaca: 'C-2' });
        expect(await c.engine.sync()).toMatchObject({ status: 'done', applied: 1, rejected: 0 });
      }

      // A edits the same cow again; its next sync re-sends the stored call (same sequence: answered from the
      // server's log), then pushes the cow again, all before any pull.
      await a.cows.update(cowId, { peso_EM: 512 });
      a.network.calls.length = 0;
      expect(await a.engine.sync({ pull: false })).toMatchObject({ status: 'done', rejected: 0 });
      expect(a.network.calls).toEqual([
        { pushSeq: pending?.request.pushSeq, ids: [cowId] },
        { pushSeq: Number(pending?.request.pushSeq) + 1, ids: [cowId] },
      ]);
      expect(await getMeta(a.db, 'pendingPush')).toBeNull();
      expect(await serverCow(cowId)).toMatchObject({
        codVaca: between ? 'C-2' : 'A-1',
        observacaoD0: 'C-1',
        peso_EM: 512,
      });
      // A holds exactly what the server holds, from the answers alone.
      await expectEqualToServer(a, cowId);

      for (const d of [a, c, a]) expect(await d.engine.sync()).toMatchObject({ status: 'done', rejected: 0 });
      expect(await serverCow(cowId)).toMatchObject({
        codVaca: between ? 'C-2' : 'A-1',
        observacaoD0: 'C-1',
        peso_EM: 512,
      });
      for (const d of [a, c]) await expectEqualToServer(d, cowId);
    },
    60_000,
  );
});
