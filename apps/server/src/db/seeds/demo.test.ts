import { ALL_ROLES } from '@gestar/domain/entities/role';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { pullRecords } from '../../features/sync/pull.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { seedAccounts } from './accounts.ts';
import { DEMO_FARM_USERS, seedDemo } from './demo.ts';
import { seedLists } from './lists.ts';

describe.each(DIALECTS)('seedDemo on %s', (dialect) => {
  let server: TestServer;
  let ids: Record<keyof typeof DEMO_FARM_USERS, string>;
  let insertedWithoutUsers = -1;
  const actor = async (id: string) => {
    const rows = await server.db.kysely
      .selectFrom('user_roles')
      .select('roleId')
      .where('usuarioId', '=', id)
      .execute();
    return { id, roles: ALL_ROLES.filter((role) => rows.some((row) => row.roleId === role.id)) };
  };
  const count = async (
    table: 'fazendas' | 'retiros' | 'lotes' | 'd0s' | 'iatfs' | 'dns' | 'touros' | 'partidas',
  ) => (await server.db.kysely.selectFrom(table).select('id').execute()).length;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await seedLists(server.db);
    insertedWithoutUsers = await seedDemo(server.db);
    await seedAccounts(
      server.db,
      loadConfig({ DATA_DIR: server.dataDir, GESTAR_DEMO: '1', GESTAR_TEST_FAST_HASH: '1' }),
    );
    const users = await server.db.kysely.selectFrom('usuarios').select(['id', 'email']).execute();
    const idOf = (email: string) => users.find((user) => user.email === email)?.id ?? '';
    ids = {
      vet: idOf(DEMO_FARM_USERS.vet),
      vet2: idOf(DEMO_FARM_USERS.vet2),
      inseminador: idOf(DEMO_FARM_USERS.inseminador),
      cliente: idOf(DEMO_FARM_USERS.cliente),
    };
  });
  afterAll(async () => {
    await server.close();
  });

  it('does nothing without the demo users', () => {
    expect(insertedWithoutUsers).toBe(0);
  });

  it('creates three farms, about 200 cows and batches at different steps, once', async () => {
    expect(await seedDemo(server.db)).toBeGreaterThan(400);
    expect(await seedDemo(server.db)).toBe(0);
    expect(await count('fazendas')).toBe(3);
    expect(await count('d0s')).toBe(200);
    expect(await count('lotes')).toBe(5);
    const lotes = await server.db.kysely.selectFrom('lotes').select(['nomeLote', 'processoAtual']).execute();
    expect(lotes.map((lote) => lote.processoAtual).sort()).toEqual(['D0', 'D0', 'DG', 'IATF', null].sort());
    // Originals all: IATF round 1 at any step, so their Ressinc is '… - IATF 2' (rules/resync.ts).
    const rounds = await server.db.kysely.selectFrom('lotes').select(['iatfCount', 'parentBatch']).execute();
    expect(rounds.map((lote) => [Number(lote.iatfCount), lote.parentBatch])).toEqual(
      lotes.map(() => [0, null]),
    );
    expect(await count('iatfs')).toBe(130);
    expect(await count('touros')).toBe(2);
  });

  it('vet@ owns a farm with retiros and one with the DEFAULT retiro; vet2@ a third farm', async () => {
    const farms = await server.db.kysely
      .selectFrom('fazendas')
      .select(['id', 'nome', 'retiro', 'usuarioId'])
      .execute();
    const ofVet = farms.filter((farm) => farm.usuarioId === ids.vet);
    expect(ofVet).toHaveLength(2);
    expect(farms.filter((farm) => farm.usuarioId === ids.vet2)).toHaveLength(1);
    const noRetiros = ofVet.find((farm) => !(farm.retiro === true || farm.retiro === 1));
    const retiros = await server.db.kysely
      .selectFrom('retiros')
      .select('nome')
      .where('fazendaId', '=', noRetiros?.id ?? '')
      .execute();
    expect(retiros).toEqual([{ nome: 'DEFAULT' }]);
  });

  it.each([
    ['vet', 2, 190],
    ['inseminador', 2, 190],
    ['cliente', 2, 190],
    ['vet2', 1, 10],
  ] as const)('%s@ pulls %i farms and %i cows', async (who, farmCount, cowCount) => {
    const user = await actor(ids[who]);
    const shared = await pullRecords(server.db, user, { lastPulledAt: 0, fazendasBaixadas: [] }, 5000);
    const farms = shared.response.fazendas.map((farm) => ({ id: String(farm.id), lastPulledAt: 0 }));
    expect(farms).toHaveLength(farmCount);
    const full = await pullRecords(server.db, user, { lastPulledAt: 0, fazendasBaixadas: farms }, 5000);
    expect(full.response.d0s).toHaveLength(cowCount);
    expect(full.response.temMais).toBe(false);
  });
});
