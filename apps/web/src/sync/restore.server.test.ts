import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginAs, type TestUser } from '../../../server/src/test-support/accounts.ts';
import {
  type RestorableServer,
  startRestorableServer,
} from '../../../server/src/test-support/restorable-server.ts';
import type { GestarDb } from '../local-db/database.ts';
import { getMeta } from '../local-db/meta.ts';
import { createRepository } from '../local-db/repository.ts';
import { countDirty } from './push.ts';
import { expectSynced } from './testing/expect-synced.ts';
import { serverDevice } from './testing/server-device.ts';

// The server is restored from an older copy of its SQLite file; devices recover by themselves.
let server: RestorableServer;
let vet: TestUser;
const devices: GestarDb[] = [];

beforeAll(async () => {
  server = await startRestorableServer({ GESTAR_TEST_FAST_HASH: '1' });
  vet = await createTestUser(server, { role: 'Veterinário' });
}, 60_000);

afterAll(async () => {
  for (const db of devices) await db.delete();
  await server?.close();
});

async function device() {
  const phone = await serverDevice({
    baseUrl: server.baseUrl,
    userId: vet.id,
    login: () => loginAs(server, vet.email, vet.password),
    made: devices,
  });
  return { ...phone, cows: createRepository(phone.db.d0s) };
}

const serverCows = async (loteId: string) =>
  (await server.db.kysely.selectFrom('d0s').select('codVaca').where('loteId', '=', loteId).execute())
    .map((row) => row.codVaca)
    .sort();

describe('a server restored from an older SQLite copy', () => {
  it.each([
    {
      how: 'gestar' as const,
      newCows: 40,
      name: 'made by --backup (new epoch), written to before devices return',
    },
    {
      how: 'sqlite3' as const,
      newCows: 1,
      name: 'made by sqlite3 .backup (same epoch), detected by the cursors',
    },
  ])(
    '$name: the 17 cows acknowledged after the copy come back, every device converges',
    async ({ how, newCows }) => {
      const a = await device();
      const farm = await createRepository(a.db.fazendas).post({
        nomeProprietario: 'Ana',
        nome: 'Fazenda Restaurada',
        usuarioId: vet.id,
        estado: 'MT',
      });
      const retiro = await createRepository(a.db.retiros).post({ nome: 'DEFAULT', fazendaId: farm.id });
      const lote = await createRepository(a.db.lotes).post({ nomeLote: 'Lote 1', retiroId: retiro.id });
      for (let i = 1; i <= 3; i += 1) await a.cows.post({ codVaca: `antes-${i}`, loteId: lote.id });
      expect((await a.engine.downloadFarms([farm.id])).result).toMatchObject({ status: 'done', rejected: 0 });

      const copy = await server.backup(how);
      const after = Array.from({ length: 17 }, (_, i) => `depois-${String(i + 1).padStart(2, '0')}`);
      for (const codVaca of after) await a.cows.post({ codVaca, loteId: lote.id });
      // An edit acknowledged after the copy must come back too.
      const first = (await a.db.d0s.filter((cow) => cow.codVaca === 'antes-1').first())?.id ?? '';
      await a.cows.update(first, { observacaoD0: 'editada depois da cópia' });
      expect(await a.engine.sync()).toMatchObject({ status: 'done', applied: 18, rejected: 0 });
      expect(await countDirty(a.db)).toBe(0);
      const b = await device();
      expect((await b.engine.downloadFarms([farm.id])).result).toMatchObject({ status: 'done' });
      expect(await b.db.d0s.count()).toBe(20);
      const epochBefore = await getMeta(a.db, 'serverEpoch');

      await server.restore(copy);
      expect(await serverCows(lote.id)).toHaveLength(3);
      for (const d of [a, b]) for (const row of await d.db.d0s.toArray()) expectSynced(row);
      // Another write lands on the restored server first: its revisions reuse numbers the devices have seen.
      const c = await device();
      expect((await c.engine.downloadFarms([farm.id])).result).toMatchObject({ status: 'done' });
      const fresh = Array.from({ length: newCows }, (_, i) => `novo-${String(i).padStart(2, '0')}`);
      for (const codVaca of fresh) await c.cows.post({ codVaca, loteId: lote.id });
      expect(await c.engine.sync()).toMatchObject({ status: 'done' });

      for (const d of [a, b, c, a, b, c]) expect(await d.engine.sync()).toMatchObject({ status: 'done' });

      const expected = [...after, 'antes-1', 'antes-2', 'antes-3', ...fresh].sort();
      expect(await serverCows(lote.id)).toEqual(expected);
      const edited = await server.db.kysely
        .selectFrom('d0s')
        .select('observacaoD0')
        .where('id', '=', first)
        .executeTakeFirstOrThrow();
      expect(edited.observacaoD0).toBe('editada depois da cópia');
      for (const d of [a, b, c]) {
        const cows = await d.db.d0s.toArray();
        expect(cows.map((cow) => cow.codVaca).sort()).toEqual(expected);
        expect(await countDirty(d.db)).toBe(0);
        expect(await getMeta(d.db, 'serverEpoch')).not.toBe(epochBefore);
      }
    },
    120_000,
  );
});

// A call whose answer was lost may have been applied in the history the restore lost. Another phone's copy can
// bring its value back and a person can write over it; the call, sent again after the restore, must not put the
// older value back over that write (fault simulation seed 31000000).
describe('a call left unanswered before a restore', () => {
  it('goes again as `_resent`: over no write made since the restore', async () => {
    const a = await device();
    const farm = await createRepository(a.db.fazendas).post({
      nomeProprietario: 'Ana',
      nome: 'Fazenda Chamada Perdida',
      usuarioId: vet.id,
      estado: 'MT',
    });
    const retiro = await createRepository(a.db.retiros).post({ nome: 'DEFAULT', fazendaId: farm.id });
    const lote = await createRepository(a.db.lotes).post({ nomeLote: 'Lote 1', retiroId: retiro.id });
    const cow = await a.cows.post({ codVaca: '101', loteId: lote.id });
    expect((await a.engine.downloadFarms([farm.id])).result).toMatchObject({ status: 'done', rejected: 0 });
    const b = await device();
    const c = await device();
    for (const d of [b, c])
      expect((await d.engine.downloadFarms([farm.id])).result).toMatchObject({ status: 'done' });
    const copy = await server.backup('gestar');

    // Phone A's edit reaches the server, its answer does not.
    await a.cows.update(cow.id, { observacaoD0: 'A-1 perdida' });
    a.network.lose = true;
    expect((await a.engine.sync()).status).not.toBe('done');
    a.network.lose = false;
    expect(await getMeta(a.db, 'pendingPush')).not.toBeNull();
    // Phone B pulls it, then the server is restored: B sends its copy back, and a person on C writes over it.
    expect(await b.engine.sync()).toMatchObject({ status: 'done' });
    expect((await b.db.d0s.get(cow.id))?.observacaoD0).toBe('A-1 perdida');
    await server.restore(copy);
    expect(await b.engine.sync()).toMatchObject({ status: 'done' });
    expect(await c.engine.sync()).toMatchObject({ status: 'done' });
    expect((await c.db.d0s.get(cow.id))?.observacaoD0).toBe('A-1 perdida');
    await c.cows.update(cow.id, { observacaoD0: 'C-2 depois' });
    expect(await c.engine.sync()).toMatchObject({ status: 'done' });

    // A comes back: its lost call goes again as `_resent`, and C's later value stays.
    expect(await a.engine.sync()).toMatchObject({ status: 'done' });
    for (const d of [a, b, c, a]) expect(await d.engine.sync()).toMatchObject({ status: 'done' });
    const stored = await server.db.kysely
      .selectFrom('d0s')
      .select('observacaoD0')
      .where('id', '=', cow.id)
      .executeTakeFirstOrThrow();
    expect(stored.observacaoD0).toBe('C-2 depois');
    for (const d of [a, b, c]) {
      expect((await d.db.d0s.get(cow.id))?.observacaoD0).toBe('C-2 depois');
      expect(await countDirty(d.db)).toBe(0);
    }
  }, 120_000);
});
