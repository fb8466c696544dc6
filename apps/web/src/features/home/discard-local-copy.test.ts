import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import type { PullKey } from '@gestar/domain/entities/sync';
import { RESYNC_ALREADY_EXISTS } from '@gestar/domain/messages/validation';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GestarDb } from '../../local-db/database.ts';
import { getMeta, setMeta } from '../../local-db/meta.ts';
import { pullChanges } from '../../sync/pull.ts';
import { pushChanges } from '../../sync/push.ts';
import { expectSynced } from '../../sync/testing/expect-synced.ts';
import { FakeSyncServer } from '../../sync/testing/fake-sync-server.ts';
import { countsByEntity, discardLocalCopy, planDiscard } from './discard-local-copy.ts';

const USER = newId();
const NOW = '2026-11-23T10:00:00.000Z';
const PARENT_MISSING = 'Não foi possível salvar: o lote deste registro ainda não existe no servidor.';

let db: GestarDb;
let server: FakeSyncServer;

beforeEach(() => {
  db = new GestarDb(`discard-${newId()}`);
  server = new FakeSyncServer();
});

afterEach(async () => {
  await db.delete();
});

const base = () => ({ created: NOW, updated: NOW, isDeleted: false, priority: false });

/** A record written on this device only (as the repositories leave it). */
async function local(key: PullKey, record: Record<string, unknown> & { id: string }): Promise<void> {
  await db.table(key).put({ ...base(), ...record, _status: 'created', _changed: [], _rev: null });
}

/** A farm with a retiro, a batch with three cows, downloaded by this device. */
async function downloadedFarm() {
  const farmId = newId();
  const corralId = newId();
  const batchId = newId();
  const cowIds = [newId(), newId(), newId()];
  server.write('fazendas', { ...base(), id: farmId, nome: 'Fazenda Santa Helena', usuarioId: USER });
  server.write('retiros', { ...base(), id: corralId, nome: 'Retiro Norte', fazendaId: farmId });
  server.write('lotes', { ...base(), id: batchId, nomeLote: 'Novilhas', retiroId: corralId });
  for (const [n, id] of cowIds.entries())
    server.write('d0s', { ...base(), id, codVaca: `100${n + 1}`, loteId: batchId, observacaoD0: '[N/A]' });
  await setMeta(db, 'farmCursors', { [farmId]: null });
  await pullChanges(db, server);
  return { farmId, corralId, batchId, cowIds };
}

describe('discarding a refused record the server never had', () => {
  it('takes a refused resync batch with its cows and their records, and closes every refusal', async () => {
    const farm = await downloadedFarm();
    // The other phone's resync reached the server first.
    server.write('lotes', {
      ...base(),
      id: newId(),
      nomeLote: 'Novilhas - IATF 2',
      retiroId: farm.corralId,
      parentBatch: farm.batchId,
    });
    // This phone's own resync of the same batch, made offline.
    const resyncId = newId();
    await local('lotes', {
      id: resyncId,
      nomeLote: 'Novilhas - IATF 2',
      retiroId: farm.corralId,
      parentBatch: farm.batchId,
    });
    const copies = farm.cowIds.map(() => newId());
    for (const [n, id] of copies.entries())
      await local('d0s', { id, codVaca: `100${n + 1}`, loteId: resyncId, dzeroPai: farm.cowIds[n] });
    const iatfId = newId();
    await local('iatfs', { id: iatfId, vacaId: copies[0], loteId: resyncId });
    server.rejectWhen = (key, json) => {
      if (key === 'lotes' && json.id === resyncId) return RESYNC_ALREADY_EXISTS();
      if (json.loteId === resyncId) return PARENT_MISSING;
      return null;
    };
    expect(await pushChanges(db, server, USER)).toEqual({ applied: 0, rejected: 5 });
    await pullChanges(db, server);
    expect(await db.lotes.where('parentBatch').equals(farm.batchId).count()).toBe(2);

    const plan = await planDiscard(db, { entity: 'lotes', id: resyncId });
    expect(plan.onServer).toBe(false);
    expect(countsByEntity(plan.removed)).toEqual([
      ['d0s', 3],
      ['iatfs', 1],
    ]);
    expect(plan.reset).toEqual([]);

    await discardLocalCopy(db, { entity: 'lotes', id: resyncId }, NOW);
    const resyncs = await db.lotes.where('parentBatch').equals(farm.batchId).toArray();
    expect(resyncs.map((batch) => batch._rev === null)).toEqual([false]);
    expect(await db.d0s.bulkGet(copies)).toEqual([undefined, undefined, undefined]);
    expect(await db.iatfs.get(iatfId)).toBeUndefined();
    // The parent batch's own cows stay.
    expect(await db.d0s.where('loteId').equals(farm.batchId).count()).toBe(3);
    const refusals = await db.rejected.toArray();
    expect(refusals).toHaveLength(5);
    expect(refusals.every((row) => row.resolvedAt === NOW)).toBe(true);
    // Nothing is left to send, so nothing is refused again.
    server.queueCalls.length = 0;
    expect(await pushChanges(db, server, USER)).toEqual({ applied: 0, rejected: 0 });
    expect(server.queueCalls).toEqual([]);
  });

  it('gives a cow of the server moved into the discarded batch back its server copy', async () => {
    const farm = await downloadedFarm();
    const batchId = newId();
    await local('lotes', { id: batchId, nomeLote: 'Lote novo', retiroId: farm.corralId });
    const movedId = farm.cowIds[0] ?? '';
    const moved = await db.d0s.get(movedId);
    await db.d0s.put({
      ...(moved as NonNullable<typeof moved>),
      loteId: batchId,
      _status: 'updated',
      _changed: ['loteId'],
    });
    // Others keep writing on the farm: the device's cursor moves past the cow's revision.
    server.write('retiros', { ...base(), id: newId(), nome: 'Retiro Sul', fazendaId: farm.farmId });
    await pullChanges(db, server);
    const cowRev = (await db.d0s.get(movedId))?._rev ?? 0;
    expect((await getMeta(db, 'farmCursors'))[farm.farmId]).toBeGreaterThan(cowRev);

    const plan = await planDiscard(db, { entity: 'lotes', id: batchId });
    expect(plan.removed).toEqual([]);
    expect(plan.reset).toEqual([{ entity: 'd0s', id: movedId }]);
    await discardLocalCopy(db, { entity: 'lotes', id: batchId }, NOW);
    expect(await db.lotes.get(batchId)).toBeUndefined();
    expect((await getMeta(db, 'farmCursors'))[farm.farmId]).toBe(cowRev - 1);

    await pullChanges(db, server);
    const back = await db.d0s.get(movedId);
    expect(back).toMatchObject({ loteId: farm.batchId, _changed: [] });
    expectSynced(back);
  });
});

describe('discarding a refused change of a record the server has', () => {
  it("drops the device's edit and the next pull brings the server's copy back", async () => {
    const farm = await downloadedFarm();
    const cowId = farm.cowIds[1] ?? '';
    const cow = await db.d0s.get(cowId);
    await db.d0s.put({
      ...(cow as NonNullable<typeof cow>),
      observacaoD0: 'Tentativa do cliente',
      updated: '2026-11-23T11:00:00.000Z',
      _status: 'updated',
      _changed: ['observacaoD0'],
    });
    server.write('lotes', { ...base(), id: newId(), nomeLote: 'Outro', retiroId: farm.corralId });
    server.rejectWhen = () => 'Seu perfil é somente de visualização: o registro não foi salvo no servidor.';
    expect(await pushChanges(db, server, USER)).toEqual({ applied: 0, rejected: 1 });
    await pullChanges(db, server);
    const cursorBefore = (await getMeta(db, 'farmCursors'))[farm.farmId] ?? 0;

    const plan = await planDiscard(db, { entity: 'd0s', id: cowId });
    expect(plan).toMatchObject({ onServer: true, removed: [], reset: [] });
    await discardLocalCopy(db, { entity: 'd0s', id: cowId }, NOW);
    const rev = cow?._rev ?? 0;
    expect((await getMeta(db, 'farmCursors'))[farm.farmId]).toBe(rev - 1);
    expect(rev - 1).toBeLessThan(cursorBefore);
    expectSynced(await db.d0s.get(cowId));
    expect((await db.rejected.get(['d0s', cowId]))?.resolvedAt).toBe(NOW);

    const pulls = server.pullCalls.length;
    await pullChanges(db, server);
    expect(server.pullCalls[pulls]?.fazendasBaixadas).toEqual([{ id: farm.farmId, lastPulledAt: rev - 1 }]);
    expect(await db.d0s.get(cowId)).toMatchObject({ observacaoD0: '[N/A]' });
    expectSynced(await db.d0s.get(cowId));
    expect((await getMeta(db, 'farmCursors'))[farm.farmId]).toBe(server.rev);
    // The cow is not sent again.
    expect(await pushChanges(db, server, USER)).toEqual({ applied: 0, rejected: 0 });
  });

  it('lowers the shared lists cursor for a record of the shared lists', async () => {
    const protocolId = newId();
    server.write('protocolos', { ...base(), id: protocolId, name: 'J-Synch', usuarioId: USER });
    server.write('usuarios', { ...base(), id: USER, nomeCompleto: 'Ana' });
    await pullChanges(db, server);
    const protocol = await db.protocolos.get(protocolId);
    await db.protocolos.put({
      ...(protocol as NonNullable<typeof protocol>),
      name: 'Meu J-Synch',
      _status: 'updated',
      _changed: ['name'],
    });
    await discardLocalCopy(db, { entity: 'protocolos', id: protocolId }, NOW);
    expect(await getMeta(db, 'lastPulledAt')).toBe(0);
    await pullChanges(db, server);
    expect(await db.protocolos.get(protocolId)).toMatchObject({ name: 'J-Synch' });
    expectSynced(await db.protocolos.get(protocolId));
  });

  it('lowers no cursor of a farm already waiting to be dropped', async () => {
    const farm = await downloadedFarm();
    await setMeta(db, 'pendingFarmRemovals', [farm.farmId]);
    const cursor = (await getMeta(db, 'farmCursors'))[farm.farmId];
    const cowId = farm.cowIds[0] ?? '';
    const cow = await db.d0s.get(cowId);
    await db.d0s.put({ ...(cow as NonNullable<typeof cow>), _status: 'updated', _changed: ['codVaca'] });
    await discardLocalCopy(db, { entity: 'd0s', id: cowId }, NOW);
    expect((await getMeta(db, 'farmCursors'))[farm.farmId]).toBe(cursor);
    expectSynced(await db.d0s.get(cowId));
  });
});

it('only closes the refusal of a record no longer on the device', async () => {
  const id = newId();
  await db.rejected.put({
    entity: 'd0s',
    id,
    motivo: 'Registro inválido',
    record: { codVaca: '7' },
    rejectedAt: NOW,
    resolvedAt: null,
  });
  const plan = await discardLocalCopy(db, { entity: 'd0s', id }, '2026-11-24T00:00:00.000Z');
  expect(plan.gone).toBe(true);
  expect((await db.rejected.get(['d0s', id]))?.resolvedAt).toBe('2026-11-24T00:00:00.000Z');
});
