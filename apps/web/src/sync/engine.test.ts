import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import type { TrackingEventInput } from '@gestar/domain/rules/tracking-events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineError } from '../api/errors.ts';
import { GestarDb } from '../local-db/database.ts';
import { getMeta, setMeta } from '../local-db/meta.ts';
import { createObservableValue } from '../local-db/observable-value.ts';
import { createRepository, validateRecord } from '../local-db/repository.ts';
import { createSyncEngine, type SyncEngineDeps } from './engine.ts';
import { countDirty } from './push.ts';
import { initialSyncState, type SyncState } from './sync-state.ts';
import { expectSynced } from './testing/expect-synced.ts';
import { FakeSyncServer } from './testing/fake-sync-server.ts';

const USER = newId();
let db: GestarDb;
let server: FakeSyncServer;
let state: ReturnType<typeof createObservableValue<SyncState>>;
let online: boolean;
let clock: number;

beforeEach(() => {
  db = new GestarDb(`engine-${newId()}`);
  server = new FakeSyncServer();
  state = createObservableValue(initialSyncState(true));
  online = true;
  clock = Date.parse('2025-06-01T12:00:00.000Z');
});

afterEach(async () => {
  await db.delete();
});

function engine(overrides: Partial<SyncEngineDeps> = {}) {
  return createSyncEngine({
    db,
    transport: server,
    isOnline: () => online,
    currentUserId: () => USER,
    state,
    now: () => clock,
    sleep: async () => {},
    ...overrides,
  });
}

const farms = () => createRepository(db.fazendas);
const farmDraft = { nomeProprietario: 'Maria', nome: 'Santa Fé', usuarioId: USER };

describe('push', () => {
  it('sends each entity type in SYNC_ENTITY_ORDER with POST/PUT/PRIORITY and marks records synced', async () => {
    const farm = await farms().post(farmDraft);
    const retiro = await createRepository(db.retiros).post({ nome: 'DEFAULT', fazendaId: farm.id });
    const result = await engine().sync({ pull: false });
    expect(result).toMatchObject({ status: 'done', applied: 2, rejected: 0 });
    expect(server.queueCalls.map((call) => [call.tipoId, call.loggedUser, call.contents[0]?.verbo])).toEqual([
      ['fazendas', USER, 'POST'],
      ['retiros', USER, 'POST'],
    ]);
    const stored = await db.fazendas.get(farm.id);
    expect(stored).toMatchObject({ _changed: [], _rev: server.table('fazendas').get(farm.id)?.rev });
    expectSynced(stored);

    await farms().update(farm.id, { nome: 'Santa Fé II' });
    await db.retiros.update(retiro.id, { priority: true });
    await createRepository(db.retiros).update(retiro.id, { nome: 'Norte' });
    await engine().sync({ pull: false });
    const [farmCall, retiroCall] = server.queueCalls.slice(2);
    expect(farmCall?.contents[0]).toMatchObject({
      verbo: 'PUT',
      json: { nome: 'Santa Fé II', _changed: ['nome'], _baseRev: stored?._rev },
    });
    expect(retiroCall?.contents[0]?.verbo).toBe('PRIORITY');
    expect(await countDirty(db)).toBe(0);
  });

  it('sends at most 500 records per Queue call', async () => {
    const loteId = newId();
    const now = new Date(clock).toISOString();
    await db.d0s.bulkAdd(
      Array.from({ length: 1201 }, (_, n) => ({
        ...validateRecord('d0s', { id: newId(), created: now, updated: now, loteId, codVaca: `${n}` }),
        _status: 'created' as const,
        _changed: ['codVaca'],
        _rev: null,
      })),
    );
    await engine().sync({ pull: false });
    expect(server.queueCalls.map((call) => call.contents.length)).toEqual([500, 500, 201]);
    expect(await countDirty(db)).toBe(0);
  });

  it('keeps a record edited while its push was in flight dirty, then syncs it next time', async () => {
    const farm = await farms().post(farmDraft);
    server.beforeAnswer = async () => {
      server.beforeAnswer = null;
      await farms().update(farm.id, { municipio: 'Uberaba' });
    };
    await engine().sync({ pull: false });
    const afterFirst = await db.fazendas.get(farm.id);
    const firstRev = server.table('fazendas').get(farm.id)?.rev;
    expect(afterFirst).toMatchObject({ municipio: 'Uberaba', _status: 'updated', _rev: firstRev });
    expect(afterFirst?._changed).toContain('municipio');

    await engine().sync({ pull: false });
    expect(server.queueCalls[1]?.contents[0]).toMatchObject({
      verbo: 'PUT',
      json: { municipio: 'Uberaba', _baseRev: firstRev },
    });
    expect(await db.fazendas.get(farm.id)).toMatchObject({ _changed: [] });
    expectSynced(await db.fazendas.get(farm.id));
    expect(server.table('fazendas').get(farm.id)?.municipio).toBe('Uberaba');
  });

  it('keeps refused records dirty and lists them in `rejected`, resolved (not deleted) once accepted', async () => {
    const good = await farms().post(farmDraft);
    const bad = await farms().post({ ...farmDraft, nome: 'Recusada' });
    server.rejectWhen = (_key, json) => (json.nome === 'Recusada' ? 'Sem permissão para esta fazenda' : null);
    expect(await engine().sync({ pull: false })).toMatchObject({ status: 'done', applied: 1, rejected: 1 });
    expectSynced(await db.fazendas.get(good.id));
    expect(await db.fazendas.get(bad.id)).toMatchObject({ _status: 'created' });
    const row = await db.rejected.get(['fazendas', bad.id]);
    expect(row).toMatchObject({
      entity: 'fazendas',
      motivo: 'Sem permissão para esta fazenda',
      resolvedAt: null,
    });
    expect(row?.record).toMatchObject({ nome: 'Recusada' });

    server.rejectWhen = () => null;
    await engine().sync({ pull: false });
    expectSynced(await db.fazendas.get(bad.id));
    expect(await db.rejected.get(['fazendas', bad.id])).toMatchObject({ resolvedAt: expect.any(String) });
  });

  it('counts a record refused by the re-sent call and again by the next one once', async () => {
    await farms().post({ ...farmDraft, nome: 'Recusada' });
    server.rejectWhen = (_key, json) => (json.nome === 'Recusada' ? 'Sem permissão para esta fazenda' : null);
    const lost = {
      ...server,
      queue: async () => {
        throw new OfflineError('network');
      },
      halfSync: server.halfSync,
    };
    expect(await engine({ transport: lost }).sync({ pull: false })).toMatchObject({ status: 'failed' });
    // The next sync re-sends the stored call (refused), then the still-dirty record in a new call (refused).
    expect(await engine().sync({ pull: false })).toMatchObject({ status: 'done', rejected: 1 });
    expect(server.queueCalls).toHaveLength(2);
  });

  it('leaves records dirty when the answer is lost, after one retry', async () => {
    await farms().post(farmDraft);
    let calls = 0;
    const flaky = {
      ...server,
      queue: async () => {
        calls += 1;
        throw new OfflineError('network');
      },
      halfSync: server.halfSync,
    };
    const result = await engine({ transport: flaky }).sync();
    expect(result).toMatchObject({ status: 'failed', error: 'offline' });
    expect(calls).toBe(2);
    expect(await countDirty(db)).toBe(1);
    expect(state.get()).toMatchObject({ view: 0, indicator: 'failed', error: 'offline' });
  });
});

describe('sync runs', () => {
  it('pushes before it pulls, stores the cursor and the last sync time, and reports the state', async () => {
    const seen: SyncState[] = [];
    state.subscribe(() => seen.push(state.get()));
    await farms().post(farmDraft);
    server.write('usuarios', { id: USER, nomeCompleto: 'Maria' });
    const result = await engine().sync();
    expect(result).toMatchObject({ status: 'done', pages: 1 });
    expect(server.pullCalls[0]?.lastPulledAt).toBeNull();
    expect(await db.usuarios.get(USER)).toMatchObject({ nomeCompleto: 'Maria' });
    expectSynced(await db.usuarios.get(USER));
    expect(await getMeta(db, 'lastPulledAt')).toBe(server.rev);
    expect(await getMeta(db, 'lastSyncAt')).toBe(new Date(clock).toISOString());
    expect(seen.map((entry) => [entry.view, entry.indicator])).toEqual([
      [1, 'sending'],
      [2, 'sent'],
    ]);
  });

  it.each([
    ['offline', { isOnline: () => false }, 'offline', 0],
    ['logged out', { currentUserId: () => null }, 'logged-out', 2],
  ] as const)('is skipped %s', async (_case, overrides, reason, view) => {
    await farms().post(farmDraft);
    expect(await engine(overrides).sync()).toEqual({ status: 'skipped', reason });
    expect(server.queueCalls).toHaveLength(0);
    expect(state.get().view).toBe(view);
  });

  it('never runs two at once: a second request waits 3 s and runs after the first', async () => {
    const waits: number[] = [];
    let active = 0;
    let maxActive = 0;
    const slow = {
      queue: server.queue,
      halfSync: async (request: Parameters<FakeSyncServer['halfSync']>[0]) => {
        active += 1;
        maxActive = Math.max(maxActive, active);
        await new Promise((resolve) => setTimeout(resolve, 30));
        active -= 1;
        return server.halfSync(request);
      },
    };
    const sync = engine({
      transport: slow,
      sleep: (ms) => {
        waits.push(ms);
        return new Promise((resolve) => setTimeout(resolve, 5));
      },
    });
    const results = await Promise.all([sync.sync(), sync.sync(), sync.sync()]);
    expect(results.every((result) => result.status === 'done')).toBe(true);
    expect(maxActive).toBe(1);
    expect(server.pullCalls).toHaveLength(3);
    expect(new Set(waits)).toEqual(new Set([3000]));
    expect(sync.isRunning()).toBe(false);
  });
});

describe('usage events (spec §7 tracking)', () => {
  it('records runs that sent records or failed, once per failure, and every forced sync or download', async () => {
    const events: TrackingEventInput[] = [];
    let failing = false;
    const transport = {
      queue: server.queue,
      halfSync: (request: Parameters<FakeSyncServer['halfSync']>[0]) =>
        failing ? Promise.reject(new Error('503')) : server.halfSync(request),
    };
    const sync = engine({ transport, track: async (event) => void events.push(event) });
    await sync.sync();
    await farms().post(farmDraft);
    await sync.sync();
    failing = true;
    await sync.sync();
    await sync.sync();
    failing = false;
    await sync.sync();
    await sync.sync();
    await sync.forceFullSync();
    await sync.downloadFarms([newId()]);
    online = false;
    await sync.sync();
    expect(events.map((event) => event.detail)).toEqual([
      { kind: 'sync', outcome: 'done', sent: 1, refused: 0, pages: 1 },
      { kind: 'sync', outcome: 'failed', error: 'server' },
      { kind: 'sync', outcome: 'done', sent: 0, refused: 0, pages: 1 },
      { kind: 'forced', outcome: 'done', sent: 0, refused: 0, pages: 1 },
      { kind: 'download', outcome: 'done', sent: 0, refused: 0, pages: 1 },
    ]);
  });
});

describe('forced full sync', () => {
  it('pulls everything again from the beginning, at most once an hour', async () => {
    server.write('usuarios', { id: USER, nomeCompleto: 'Maria' });
    const sync = engine();
    await sync.sync();
    await setMeta(db, 'farmCursors', { [newId()]: 5 });
    expect(await sync.forceFullSync()).toMatchObject({ status: 'done' });
    const forcedRequest = server.pullCalls.at(-1);
    expect(forcedRequest?.lastPulledAt).toBeNull();
    expect(forcedRequest?.fazendasBaixadas.map((farm) => farm.lastPulledAt)).toEqual([null]);

    clock += 17 * 60_000 + 30_000;
    expect(await sync.forceFullSync()).toEqual({
      status: 'cooldown',
      minutesRemaining: 43,
      message: 'Você só pode forçar a sincronização a cada uma hora, faltam 43 minutos.',
    });
    clock += 43 * 60_000;
    expect(await sync.forceFullSync()).toMatchObject({ status: 'done' });
  });

  it('does not count a forced sync that failed', async () => {
    const sync = engine({ isOnline: () => online });
    online = false;
    expect(await sync.forceFullSync()).toMatchObject({ status: 'skipped' });
    online = true;
    expect(await sync.forceFullSync()).toMatchObject({ status: 'done' });
  });
});

describe('farm download', () => {
  it('downloads at most 10 farms, tells how many remain, and makes them enterable when complete', async () => {
    const ids = Array.from({ length: 13 }, () => newId());
    for (const id of ids) server.write('fazendas', { id, nome: 'F', nomeProprietario: 'P', usuarioId: USER });
    server.pageSize = 4;
    const outcome = await engine().downloadFarms([...ids, ids[0] ?? '']);
    expect(outcome.message).toBe('Máximo de 10 fazendas por vez, 3 fazendas restantes');
    expect(outcome.remaining).toEqual(ids.slice(10));
    expect(outcome.downloaded).toEqual(ids.slice(0, 10));
    expect(server.pullCalls[0]?.fazendasBaixadas).toHaveLength(10);
    expect(server.pullCalls[0]?.fazendasBaixadas[0]?.lastPulledAt).toBeNull();
    expect(server.pullCalls.length).toBeGreaterThan(1);
    expect(await getMeta(db, 'downloadedFarmIds')).toEqual(ids.slice(0, 10));
  });

  it('does not mark a farm downloaded while pages are missing', async () => {
    const id = newId();
    for (let n = 0; n < 3; n++) server.write('retiros', { id: newId(), nome: `R${n}`, fazendaId: id });
    server.pageSize = 1;
    let pulls = 0;
    const failing = {
      queue: server.queue,
      halfSync: async (request: Parameters<FakeSyncServer['halfSync']>[0]) => {
        pulls += 1;
        if (pulls >= 2) throw new OfflineError('offline');
        return server.halfSync(request);
      },
    };
    const outcome = await engine({ transport: failing }).downloadFarms([id]);
    expect(outcome.result).toMatchObject({ status: 'failed' });
    expect(outcome.downloaded).toEqual([]);
    expect((await getMeta(db, 'farmCursors'))[id]).toBe(1);
  });
});

describe('clean re-download of one farm', () => {
  async function downloadedFarm() {
    const id = newId();
    const stamps = { created: '2025-05-01T10:00:00.000Z', updated: '2025-05-01T10:00:00.000Z' };
    server.write('fazendas', { id, nome: 'F', nomeProprietario: 'P', usuarioId: USER, ...stamps });
    const retiro = server.write('retiros', { id: newId(), nome: 'Sede', fazendaId: id, ...stamps });
    await engine().downloadFarms([id]);
    expect(await db.retiros.get(retiro.id)).toBeDefined();
    return { id, retiroId: retiro.id };
  }

  it('sends first, wipes what the server holds, and brings the server copy back whole', async () => {
    const { id, retiroId } = await downloadedFarm();
    // A row the server no longer knows (a stale copy): only a wipe takes it away.
    const stale = newId();
    await db.retiros.put({ ...(await db.retiros.get(retiroId))!, id: stale, nome: 'Fantasma' });
    const edited = await createRepository(db.retiros).update(retiroId, { nome: 'Sede Nova' });
    expect(edited._status).toBe('updated');

    const outcome = await engine().redownloadFarm(id);
    expect(outcome).toMatchObject({ unsent: 0, result: { status: 'done' } });
    expect(await db.retiros.get(stale)).toBeUndefined();
    expect(await db.retiros.get(retiroId)).toMatchObject({ nome: 'Sede Nova' });
    expectSynced(await db.retiros.get(retiroId));
    expect(server.table('retiros').get(retiroId)).toMatchObject({ nome: 'Sede Nova' });
    expect(await getMeta(db, 'downloadedFarmIds')).toEqual([id]);
    expect(server.pullCalls.at(-1)?.fazendasBaixadas).toEqual([{ id, lastPulledAt: null }]);
  });

  it('wipes nothing while a change of the farm is still unsent (refused by the server)', async () => {
    const { id, retiroId } = await downloadedFarm();
    await createRepository(db.retiros).update(retiroId, { nome: 'Recusado' });
    server.rejectWhen = (_key, json) => (json.nome === 'Recusado' ? 'Sem permissão' : null);
    const outcome = await engine().redownloadFarm(id);
    expect(outcome.unsent).toBe(1);
    expect(await db.retiros.get(retiroId)).toMatchObject({ nome: 'Recusado', _status: 'updated' });
    expect(await db.fazendas.get(id)).toBeDefined();
    expect(await getMeta(db, 'downloadedFarmIds')).toEqual([id]);
  });

  it('does nothing offline', async () => {
    const { id, retiroId } = await downloadedFarm();
    online = false;
    const outcome = await engine().redownloadFarm(id);
    expect(outcome.result).toMatchObject({ status: 'skipped', reason: 'offline' });
    expect(await db.retiros.get(retiroId)).toBeDefined();
  });
});
