import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import {
  ENTITY_REGISTRY,
  FARM_CHILD_KEYS,
  FARM_MEMBER_KEYS,
  PULL_KEYS,
  type PullKey,
  SYNC_ENTITY_ORDER,
  type SyncEntityKey,
} from '@gestar/domain/entities/registry';
import { ENTITY_FIELDS, type PullRequest } from '@gestar/domain/entities/sync';
import { domainTypeId } from '@gestar/domain/lists/domain-ids';
import {
  CURRENT_SEASON_ID,
  DISPOSITIVO,
  diaId,
  eccId,
  MANEJO,
  TEMPERAMENTO,
} from '@gestar/domain/lists/value-ids';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLists } from '../../../server/src/db/seeds/lists.ts';
import { bearer, createTestUser, loginAs, type TestUser } from '../../../server/src/test-support/accounts.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../../server/src/test-support/test-server.ts';
import { toPullPage } from '../api/sync-calls.ts';
import { logout } from '../auth-session/logout.ts';
import { createBackup } from '../features/backup/create-backup.ts';
import type { EntityTable, GestarDb } from '../local-db/database.ts';
import { getMeta } from '../local-db/meta.ts';
import { createRepository, type EntityDraft } from '../local-db/repository.ts';
import { adoptFarmsMadeHere } from '../sync/hooks.ts';
import { followingRequest } from '../sync/pull.ts';
import { expectSynced } from '../sync/testing/expect-synced.ts';
import { serverDevice } from '../sync/testing/server-device.ts';

// Every entity of the registry, end to end through the real web client against the real server: pushed from one
// device, pulled and downloaded by another, wiped and brought back by a clean re-download, filed by the backup,
// wiped by logout. A new entity in the registry fails here until it walks (its sample below is demanded by the
// compiler; a server-seeded one needs its seed id).

type Ids = { [K in SyncEntityKey]: string } & { vet: string; inseminador: string; manejo: string };
type Row = { id: string } & Record<string, unknown>;

const FARM_NAME = 'Fazenda Caminhada';
const day = (n: number) => diaId(n) ?? '';

/** One valid record of each pushed entity, all in one farm (the bull and its semen lot are the farm's). */
const SAMPLES: { [K in SyncEntityKey]: (ids: Ids) => EntityDraft<K> } = {
  fazendas: (ids) => ({
    id: ids.fazendas,
    nome: FARM_NAME,
    nomeProprietario: 'Ana Souza',
    usuarioId: ids.vet,
    estado: 'MT',
    tamanho: 1250.5,
    retiro: true,
    inicioEstacaoMonta: '2026-10-01',
    estacaoMonta: CURRENT_SEASON_ID,
  }),
  retiros: (ids) => ({ id: ids.retiros, nome: 'Retiro Norte', fazendaId: ids.fazendas }),
  protocolos: (ids) => ({
    id: ids.protocolos,
    name: 'Protocolo da caminhada',
    usuarioId: ids.vet,
    managementProtocols: [
      {
        id: ids.manejo,
        day: day(0),
        management: MANEJO.IMPLANTE,
        implant: DISPOSITIVO.CIDR,
        hormoneType: null,
        hormoneDosage: '2 mL',
        hormoneDosageValue: '2',
      },
    ],
  }),
  lotes: (ids) => ({
    id: ids.lotes,
    nomeLote: 'Lote 1',
    retiroId: ids.retiros,
    protocoloId: ids.protocolos,
    dataIatf: '2026-11-10',
    horaManejo: '07:30',
    isPrecoce: true,
    iatfCount: 1,
    dias: day(0),
  }),
  d0s: (ids) => ({
    id: ids.d0s,
    loteId: ids.lotes,
    codVaca: 'V-1001',
    peso_EM: 420,
    pesoBezerro: 35.5,
    dataProcesso: '2026-11-10T10:30:00.000Z',
    omit_from_dg_final: true,
    ecc: eccId(3) ?? null,
  }),
  dns: (ids) => ({ id: ids.dns, vacaId: ids.d0s, loteId: ids.lotes, dia: day(8), observacao: 'Nada' }),
  iatfs: (ids) => ({
    id: ids.iatfs,
    vacaId: ids.d0s,
    loteId: ids.lotes,
    touroId: ids.touros,
    partidaId: ids.partidas,
    usuarioId: ids.inseminador,
    temperamento: TEMPERAMENTO.ANDANDO,
    observacao: 'Inseminada cedo',
  }),
  fazendaUsuarios: (ids) => ({
    id: ids.fazendaUsuarios,
    idFazenda: ids.fazendas,
    idUsuario: ids.inseminador,
  }),
  touros: (ids) => ({
    id: ids.touros,
    nome: 'Nelore Fiel',
    cod_Touro: '029NE1234',
    partida: '2025-05-01',
    fazendaId: ids.fazendas,
    usuarioId: ids.vet,
  }),
  partidas: (ids) => ({
    id: ids.partidas,
    touroId: ids.touros,
    fazendaId: ids.fazendas,
    codigo: 'NEL-2025',
    data: '2025-05-01T05:00:00.000Z',
  }),
};

/** The entities only the server writes (`pushed: false`): one record of its seed (or the user itself) each. */
const SEEDED: { [K in Exclude<PullKey, SyncEntityKey>]: (ids: Ids) => string } = {
  usuarios: (ids) => ids.vet,
  tipoDominios: () => domainTypeId('dias'),
  valorDominios: () => day(8),
};

const isPushed = (key: PullKey): key is SyncEntityKey => ENTITY_REGISTRY[key].pushed;
const sampleId = (key: PullKey, ids: Ids) =>
  isPushed(key) ? ids[key] : SEEDED[key as keyof typeof SEEDED](ids);
/** The entity's canonical fields (absent counts as null): what must be equal on every device and the server. */
const fields = (key: PullKey, record: Row | undefined) =>
  record && Object.fromEntries(ENTITY_FIELDS[key].map((field) => [field, record[field] ?? null]));
const rowOf = (db: GestarDb, key: PullKey, id: string) => db.table<Row, string>(key).get(id);

/** The farm a record belongs to, following the registry's farm link parent by parent; null for none. */
async function farmOf(db: GestarDb, key: PullKey, row: Row | undefined): Promise<string | null> {
  const link = ENTITY_REGISTRY[key].farmLink;
  if (link === null || row === undefined) return null;
  if (link === 'self') return row.id;
  const parent = link.parent as PullKey;
  return farmOf(db, parent, await rowOf(db, parent, String(row[link.field])));
}

function post<K extends SyncEntityKey>(db: GestarDb, key: K, ids: Ids) {
  return createRepository(db.table(key) as EntityTable<K>).post(SAMPLES[key](ids));
}

describe.each(DIALECTS)('every registry entity walks end to end on %s', (dialect) => {
  let server: TestServer;
  let vet: TestUser;
  let ids: Ids;
  const made: GestarDb[] = [];
  const device = () =>
    serverDevice({
      baseUrl: server.baseUrl,
      userId: vet.id,
      login: () => loginAs(server, vet.email, vet.password),
      made,
    });
  let a: Awaited<ReturnType<typeof device>>;
  let b: Awaited<ReturnType<typeof device>>;

  /** What the server sends this user for the farm, read through its half-sync call from the beginning. */
  async function serverCopy(): Promise<Map<PullKey, Map<string, Row>>> {
    const { token } = await loginAs(server, vet.email, vet.password);
    const found = new Map(PULL_KEYS.map((key) => [key, new Map<string, Row>()]));
    const farm = { id: ids.fazendas, lastPulledAt: null };
    let request: PullRequest | null = { lastPulledAt: null, fazendasBaixadas: [farm] };
    while (request) {
      const response = await fetch(`${server.baseUrl}/api/sync/half-sync`, {
        method: 'POST',
        headers: bearer(token),
        body: JSON.stringify(request),
      });
      expect(response.status).toBe(200);
      const page = toPullPage(await response.json());
      for (const key of PULL_KEYS)
        for (const record of page.records[key]) found.get(key)?.set(record.id, record as Row);
      request = followingRequest(request, page);
    }
    return found;
  }

  beforeAll(async () => {
    server = await startTestServer(dialect, { GESTAR_TEST_FAST_HASH: '1' });
    await seedLists(server.db);
    vet = await createTestUser(server, { role: 'Veterinário' });
    const inseminador = await createTestUser(server, { role: 'Inseminador', createdByUserId: vet.id });
    ids = {
      ...(Object.fromEntries(SYNC_ENTITY_ORDER.map((key) => [key, newId()])) as {
        [K in SyncEntityKey]: string;
      }),
      vet: vet.id,
      inseminador: inseminador.id,
      manejo: newId(),
    };
    a = await device();
    b = await device();
  }, 60_000);

  afterAll(async () => {
    for (const db of made) await db.delete();
    await server?.close();
  });

  it('has a sample or a seed record for every registry entity', () => {
    expect([...Object.keys(SAMPLES), ...Object.keys(SEEDED)].sort()).toEqual([...PULL_KEYS].sort());
  });

  describe('1. push: device A creates one record of every pushed entity in one farm and syncs', () => {
    let onServer: Map<PullKey, Map<string, Row>>;
    beforeAll(async () => {
      for (const key of SYNC_ENTITY_ORDER) await post(a.db, key, ids);
      await adoptFarmsMadeHere([ids.fazendas], a.db); // as the farm form does for a farm made on the device
      expect(await a.engine.sync()).toMatchObject({ status: 'done', rejected: 0 });
      onServer = await serverCopy();
    }, 60_000);

    it.each(SYNC_ENTITY_ORDER)('%s: synced, held by the server as sent, in the farm', async (key) => {
      const local = await rowOf(a.db, key, ids[key]);
      expect(local, key).toMatchObject({ _rev: expect.any(Number) });
      expectSynced(local, key);
      const stored = onServer.get(key)?.get(ids[key]);
      expect(fields(key, stored), key).toEqual(fields(key, local));
      expect(stored?.rev, key).toBe(local?._rev);
      const member = FARM_MEMBER_KEYS.includes(key);
      expect(await farmOf(a.db, key, local), key).toBe(member ? ids.fazendas : null);
    });
  });

  describe('2. pull: device B syncs (shared lists), then downloads the farm as home does', () => {
    const listed = new Map<PullKey, boolean>();
    let onServer: Map<PullKey, Map<string, Row>>;
    beforeAll(async () => {
      onServer = await serverCopy();
      expect(await b.engine.sync()).toMatchObject({ status: 'done' });
      for (const key of PULL_KEYS)
        listed.set(key, (await rowOf(b.db, key, sampleId(key, ids))) !== undefined);
      const downloaded = await b.engine.downloadFarms([ids.fazendas]);
      expect(downloaded).toMatchObject({ result: { status: 'done' }, downloaded: [ids.fazendas] });
    }, 60_000);

    it.each(PULL_KEYS)('%s: synced as its pull says, then held as A (or the seed) has it', async (key) => {
      expect(listed.get(key), key).toBe(ENTITY_REGISTRY[key].pull === 'shared');
      const copy = await rowOf(b.db, key, sampleId(key, ids));
      expectSynced(copy, key);
      const source = isPushed(key)
        ? await rowOf(a.db, key, ids[key])
        : onServer.get(key)?.get(copy?.id ?? '');
      expect(source, key).toBeDefined();
      expect(fields(key, copy), key).toEqual(fields(key, source));
      expect(copy?._rev, key).toBe(isPushed(key) ? source?._rev : source?.rev);
    });
  });

  describe("3. re-download: B's clean re-download wipes the farm's records and the sync brings each back", () => {
    const deleted = new Set<string>();
    beforeAll(async () => {
      // Every delete on B during the re-download, seen through Dexie's hook (the wipe's bulkDelete included).
      const unhook = PULL_KEYS.map((key) => {
        const table = b.db.table(key);
        const listener = (id: unknown) => void deleted.add(`${key}:${String(id)}`);
        table.hook('deleting', listener);
        return () => table.hook('deleting').unsubscribe(listener);
      });
      try {
        const outcome = await b.engine.redownloadFarm(ids.fazendas);
        expect(outcome).toMatchObject({ result: { status: 'done' }, unsent: 0 });
      } finally {
        for (const off of unhook) off();
      }
      expect(await getMeta(b.db, 'downloadedFarmIds')).toEqual([ids.fazendas]);
    }, 60_000);

    it.each(PULL_KEYS)('%s: wiped only if pulled with the farm, and back equal to A', async (key) => {
      const farmChild = (FARM_CHILD_KEYS as readonly PullKey[]).includes(key);
      expect(deleted.has(`${key}:${sampleId(key, ids)}`), key).toBe(farmChild);
      const copy = await rowOf(b.db, key, sampleId(key, ids));
      expectSynced(copy, key);
      if (isPushed(key))
        expect(fields(key, copy), key).toEqual(fields(key, await rowOf(a.db, key, ids[key])));
    });
  });

  describe("4. backup: A's device backup files each entity where the registry says", () => {
    let files: Map<string, Row[]>;
    beforeAll(async () => {
      const zip = unzipSync((await createBackup(a.db)).bytes);
      files = new Map(
        Object.entries(zip).map(([path, data]) => [path, [JSON.parse(strFromU8(data))].flat()]),
      );
    });

    it.each(PULL_KEYS)('%s: in its farm folder, in Outros, or nowhere', (key) => {
      const where = ENTITY_REGISTRY[key].backup;
      const id = sampleId(key, ids);
      const holding = [...files]
        .filter(([, rows]) => rows.some((row) => row?.id === id))
        .map(([path]) => path);
      const file = key === 'fazendas' ? 'fazenda' : key; // spec §9: the farm's own file is fazenda.json
      const expected = where === null ? [] : [`${where === 'farm' ? FARM_NAME : 'Outros'}/${file}.json`];
      expect(holding, key).toEqual(expected);
    });
  });

  describe('5. logout: A pushes, then its local database is emptied', () => {
    beforeAll(async () => {
      await createRepository(a.db.d0s).update(ids.d0s, { observacaoD0: 'Editada antes de sair' });
      expect(await logout(a.db, a.engine)).toEqual({ status: 'logged-out' });
      const sent = (await serverCopy()).get('d0s')?.get(ids.d0s);
      expect(sent).toMatchObject({ observacaoD0: 'Editada antes de sair' });
    }, 60_000);

    it.each(PULL_KEYS)('%s: no row left', async (key) => {
      expect(await a.db.table(key).count(), key).toBe(0);
    });
  });
});
