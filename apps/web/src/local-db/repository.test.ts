import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { withFieldGroups } from '@gestar/domain/entities/field-groups';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectSynced } from '../sync/testing/expect-synced.ts';
import { GestarDb } from './database.ts';
import { localDbProblem } from './db-status.ts';
import { LocalStorageFullError, RecordNotFoundError, RecordValidationError } from './errors.ts';
import { createRepository, guardQuota, nextUpdated } from './repository.ts';

const OWNER = newId();
let db: GestarDb;

beforeEach(() => {
  db = new GestarDb(`repo-${newId()}`);
});

afterEach(async () => {
  await db.delete();
  localDbProblem.set(null);
});

const farmDraft = {
  nomeProprietario: 'João da Silva',
  nome: 'Fazenda Boa Vista',
  usuarioId: OWNER,
  retiro: true,
};

/** Marks a record as the engine does after a successful push (a synced record has no `_status`). */
async function markSynced(table: GestarDb['fazendas'], id: string) {
  await table.update(id, { _status: undefined, _changed: [], _rev: 7 });
}

describe('post', () => {
  it('stamps id (uuid v7), created/updated, isDeleted false and marks every field changed', async () => {
    const farms = createRepository(db.fazendas);
    const before = Date.now();
    const farm = await farms.post(farmDraft);
    expect(farm.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Date.parse(farm.created)).toBeGreaterThanOrEqual(before);
    expect(farm.updated).toBe(farm.created);
    expect(farm).toMatchObject({ isDeleted: false, priority: false, _status: 'created', _rev: null });
    expect(farm._changed).toEqual(
      expect.arrayContaining(['nome', 'nomeProprietario', 'usuarioId', 'pais', 'id']),
    );
    expect(await db.fazendas.get(farm.id)).toEqual(farm);
  });

  it('applies the schema: blank text becomes null and defaults fill the gaps', async () => {
    const farm = await createRepository(db.fazendas).post({ ...farmDraft, inscricaoEstadual: '  ' });
    expect(farm).toMatchObject({ inscricaoEstadual: null, pais: 'Brasil', estado: null, tamanho: null });
  });

  it('keeps an id chosen by the caller (domain values are born with theirs)', async () => {
    const id = newId();
    expect((await createRepository(db.fazendas).post({ ...farmDraft, id })).id).toBe(id);
  });

  it.each([
    ['a blank required name', { ...farmDraft, nome: '   ' }, 'nome', 'Este campo é obrigatório'],
    ['an owner that is not an id', { ...farmDraft, usuarioId: 'x' }, 'usuarioId', 'Identificador inválido'],
    [
      'an impossible date',
      { ...farmDraft, inicioEstacaoMonta: '2025-02-29' },
      'inicioEstacaoMonta',
      'Data inválida',
    ],
  ])('refuses %s with a typed error and writes nothing', async (_case, draft, path, message) => {
    const error = await createRepository(db.fazendas)
      .post(draft)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RecordValidationError);
    expect((error as RecordValidationError).issues).toContainEqual({ path, message });
    expect(await db.fazendas.count()).toBe(0);
  });
});

describe('update', () => {
  it('keeps a never-synced record "created" and adds the patched fields to _changed', async () => {
    const farms = createRepository(db.fazendas);
    const farm = await farms.post(farmDraft);
    const updated = await farms.update(farm.id, { nome: 'Fazenda Nova' });
    expect(updated).toMatchObject({ nome: 'Fazenda Nova', _status: 'created' });
    expect(updated._changed).toEqual(farm._changed);
  });

  it('turns a synced record "updated" with only the edited fields, keeping its _rev', async () => {
    const farms = createRepository(db.fazendas);
    const farm = await farms.post(farmDraft);
    await markSynced(db.fazendas, farm.id);
    const once = await farms.update(farm.id, { nome: 'Fazenda Nova', tamanho: 120.5 });
    expect(once).toMatchObject({ _status: 'updated', _rev: 7, _changed: ['nome', 'tamanho'] });
    const twice = await farms.update(farm.id, { tamanho: 130, municipio: 'Uberaba' });
    expect(twice._changed).toEqual(['nome', 'tamanho', 'municipio']);
    expect(twice.created).toBe(farm.created);
  });

  it('marks a changed diagnosis field with its whole answer (FIELD_GROUPS), and a field of none alone', async () => {
    const cows = createRepository(db.d0s);
    const cow = await cows.post({ codVaca: '101', loteId: newId() });
    await db.d0s.update(cow.id, { _status: 'synced', _changed: [], _rev: 7 });
    const diagnosed = await cows.update(cow.id, { condicaoDG: newId() });
    // The whole DG answer (its list is pinned in field-groups.test.ts).
    expect([...diagnosed._changed].sort()).toEqual(withFieldGroups('d0s', ['condicaoDG']).sort());
    expect(diagnosed._changed).toContain('tipoPrenhe');
    await db.d0s.update(cow.id, { _status: 'synced', _changed: [], _rev: 8 });
    const renamed = await cows.update(cow.id, { codVaca: '102' });
    expect(renamed._changed).toEqual(['codVaca']);
  });

  it('stamps `updated` strictly later, even for edits in the same millisecond', async () => {
    const farms = createRepository(db.fazendas);
    const farm = await farms.post(farmDraft);
    const first = await farms.update(farm.id, { nome: 'A' });
    const second = await farms.update(farm.id, { nome: 'B' });
    expect(Date.parse(first.updated)).toBeGreaterThan(Date.parse(farm.updated));
    expect(Date.parse(second.updated)).toBeGreaterThan(Date.parse(first.updated));
  });

  it('writes nothing when the patch changes no value', async () => {
    const farms = createRepository(db.fazendas);
    const farm = await farms.post(farmDraft);
    await markSynced(db.fazendas, farm.id);
    const same = await farms.update(farm.id, { nome: farmDraft.nome, estado: null });
    expect(same).toMatchObject({ updated: farm.updated, _changed: [] });
    expectSynced(same);
  });

  it('refuses an invalid patch and leaves the record as it was', async () => {
    const farms = createRepository(db.fazendas);
    const farm = await farms.post(farmDraft);
    await expect(farms.update(farm.id, { tamanho: -1 })).rejects.toBeInstanceOf(RecordValidationError);
    expect(await db.fazendas.get(farm.id)).toEqual(farm);
  });

  it('reports an unknown id', async () => {
    await expect(createRepository(db.fazendas).update(newId(), { nome: 'x' })).rejects.toBeInstanceOf(
      RecordNotFoundError,
    );
  });
});

describe('writeMany', () => {
  /** A stored table without the timestamps (two runs cannot share a clock). */
  async function contents(table: GestarDb['fazendas']) {
    const records = await table.toArray();
    return records
      .map(({ created: _c, updated: _u, ...rest }) => rest)
      .sort((a, b) => (a.id < b.id ? -1 : 1));
  }

  /** Two identical starting points: a synced farm, a never-synced one and an untouched one. */
  async function seed(target: GestarDb) {
    const farms = createRepository(target.fazendas);
    const ids = { synced: newId(), fresh: newId(), untouched: newId(), born: newId() };
    await farms.post({ ...farmDraft, id: ids.synced });
    await markSynced(target.fazendas, ids.synced);
    await farms.post({ ...farmDraft, id: ids.fresh, nome: 'Fazenda Nova' });
    await farms.post({ ...farmDraft, id: ids.untouched, nome: 'Fazenda Parada' });
    await markSynced(target.fazendas, ids.untouched);
    return { farms, ids };
  }

  it('stores the same records with the same sync marks as the posts and updates one by one', async () => {
    const other = new GestarDb(`repo-${newId()}`);
    try {
      const one = await seed(db);
      const ids = one.ids;
      // The same starting records on the other device.
      await other.fazendas.bulkAdd(await db.fazendas.toArray());
      const ops = [
        { update: ids.synced, patch: { nome: 'Fazenda Renomeada', tamanho: 10 } },
        { update: ids.fresh, patch: { municipio: 'Uberaba' } },
        { update: ids.untouched, patch: { nome: 'Fazenda Parada' } },
        { post: { ...farmDraft, id: ids.born, nome: 'Fazenda Criada' } },
        { update: ids.born, patch: { tamanho: 5 } },
        { update: ids.synced, patch: { tamanho: 20 } },
        { delete: ids.fresh },
        { delete: ids.fresh },
        { update: ids.untouched, patch: { municipio: 'Uberaba' } },
        { delete: ids.untouched },
      ] as const;
      const before = await db.fazendas.get(ids.synced);
      for (const op of ops) {
        if ('post' in op) await one.farms.post(op.post);
        else if ('delete' in op) await one.farms.delete(op.delete);
        else await one.farms.update(op.update, op.patch);
      }
      const results = await createRepository(other.fazendas).writeMany(ops);
      expect(await contents(other.fazendas)).toEqual(await contents(db.fazendas));
      expect(results.map((record) => record.id)).toEqual(
        ops.map((op) => ('post' in op ? op.post.id : 'delete' in op ? op.delete : op.update)),
      );
      const synced = await other.fazendas.get(ids.synced);
      expect(synced).toMatchObject({
        _status: 'updated',
        _rev: 7,
        _changed: ['nome', 'tamanho'],
        tamanho: 20,
      });
      expect(Date.parse(synced?.updated ?? '')).toBeGreaterThan(Date.parse(before?.updated ?? ''));
      expect(await other.fazendas.get(ids.untouched)).toMatchObject({
        _status: 'updated',
        isDeleted: true,
        _changed: ['municipio', 'isDeleted'],
      });
      expect(await other.fazendas.get(ids.fresh)).toMatchObject({ _status: 'created', isDeleted: true });
      expect(await other.fazendas.get(ids.born)).toMatchObject({ _status: 'created', tamanho: 5 });
    } finally {
      await other.delete();
    }
  });

  it.each([
    [
      'an invalid patch',
      (ids: Record<string, string>) => ({ update: ids.fresh ?? '', patch: { tamanho: -1 } }),
    ],
    ['an unknown id', () => ({ update: newId(), patch: { nome: 'x' } })],
    [
      'an id posted over a stored record',
      (ids: Record<string, string>) => ({ post: { ...farmDraft, id: ids.untouched } }),
    ],
  ])('is all or nothing: %s writes none of the ops', async (_case, failing) => {
    const { farms, ids } = await seed(db);
    const before = await db.fazendas.toArray();
    const error = await farms
      .writeMany([
        { update: ids.synced, patch: { nome: 'Fazenda Renomeada' } },
        { post: { ...farmDraft, id: ids.born } },
        failing(ids),
      ])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(await db.fazendas.toArray()).toEqual(before);
  });

  it('refuses an id posted twice', async () => {
    const farms = createRepository(db.fazendas);
    const id = newId();
    await expect(
      farms.writeMany([{ post: { ...farmDraft, id } }, { post: { ...farmDraft, id } }]),
    ).rejects.toThrow();
    expect(await db.fazendas.count()).toBe(0);
  });
});

describe('delete (soft)', () => {
  it('flags the record, counts it as a change and hides it from reads', async () => {
    const farms = createRepository(db.fazendas);
    const farm = await farms.post(farmDraft);
    await markSynced(db.fazendas, farm.id);
    const deleted = await farms.delete(farm.id);
    expect(deleted).toMatchObject({ isDeleted: true, _status: 'updated', _changed: ['isDeleted'] });
    expect(await db.fazendas.count()).toBe(1);
    expect(await farms.get()).toEqual([]);
    expect(await farms.getById(farm.id)).toBeUndefined();
    expect(await farms.getById(farm.id, { includeDeleted: true })).toEqual(deleted);
    expect(await farms.get({ includeDeleted: true })).toHaveLength(1);
  });

  it('keeps a never-synced record "created" so it still reaches the server', async () => {
    const farms = createRepository(db.fazendas);
    const farm = await farms.post(farmDraft);
    expect(await farms.delete(farm.id)).toMatchObject({ isDeleted: true, _status: 'created' });
  });
});

describe('queries', () => {
  async function seedCows() {
    const lotes = [newId(), newId(), newId()];
    const cows = createRepository(db.d0s);
    const original = await cows.post({ codVaca: '101', loteId: lotes[0] ?? '' });
    await cows.post({ codVaca: '102', loteId: lotes[0] ?? '' });
    await cows.post({
      codVaca: '101',
      loteId: lotes[1] ?? '',
      dzeroOriginal: original.id,
      dzeroPai: original.id,
    });
    const gone = await cows.post({ codVaca: '103', loteId: lotes[1] ?? '' });
    await cows.delete(gone.id);
    return { cows, lotes, original };
  }

  it.each([
    [{ codVaca: '101' }, 2],
    [{ codVaca: '101', iatf: 0 }, 2],
    [{ codVaca: '999' }, 0],
  ])('getByParam %j finds %i cows', async (params, count) => {
    const { cows } = await seedCows();
    expect(await cows.getByParam(params)).toHaveLength(count);
  });

  it('getByParam narrows through an index and filters the rest', async () => {
    const { cows, lotes } = await seedCows();
    const found = await cows.getByParam({ loteId: lotes[0] ?? '', codVaca: '102' });
    expect(found.map((cow) => cow.codVaca)).toEqual(['102']);
  });

  it('getByRelation reads children of one or several parents, without soft-deleted ones', async () => {
    const { cows, lotes, original } = await seedCows();
    expect(await cows.getByRelation('loteId', lotes[0] ?? '')).toHaveLength(2);
    expect(await cows.getByRelation('loteId', lotes)).toHaveLength(3);
    expect(await cows.getByRelation('loteId', lotes, { includeDeleted: true })).toHaveLength(4);
    expect(await cows.getByRelation('dzeroOriginal', original.id)).toHaveLength(1);
    expect(await cows.getByRelation('loteId', [])).toEqual([]);
  });

  it('getByRelation returns what an indexed anyOf returns, in the same order (by parent, then id)', async () => {
    const { cows, lotes } = await seedCows();
    for (const loteId of lotes) await cows.post({ codVaca: '200', loteId: loteId ?? '' });
    const parents = [lotes[2] ?? '', lotes[0] ?? '', lotes[1] ?? '', lotes[0] ?? ''];
    const expected = await db.d0s.where('loteId').anyOf(parents).toArray();
    expect(await cows.getByRelation('loteId', parents, { includeDeleted: true })).toEqual(expected);
    await db.transaction('rw', db.d0s, async () => {
      expect(await cows.getByRelation('loteId', parents)).toEqual(expected.filter((cow) => !cow.isDeleted));
    });
  });
});

describe('nextUpdated', () => {
  it.each([
    [undefined, 1_000, '1970-01-01T00:00:01.000Z'],
    ['1970-01-01T00:00:00.500Z', 1_000, '1970-01-01T00:00:01.000Z'],
    ['1970-01-01T00:00:01.000Z', 1_000, '1970-01-01T00:00:01.001Z'],
    ['1970-01-01T00:00:05.000Z', 1_000, '1970-01-01T00:00:05.001Z'],
  ])('after %s at %i ms → %s', (previous, now, expected) => {
    expect(nextUpdated(previous, now)).toBe(expected);
  });
});

describe('storage problems', () => {
  it.each([
    ['a browser QuotaExceededError', new DOMException('full', 'QuotaExceededError')],
    [
      'one wrapped by Dexie',
      Object.assign(new Error('abort'), { name: 'AbortError', inner: { name: 'QuotaExceededError' } }),
    ],
  ])('turns %s into LocalStorageFullError and tells the UI', async (_case, failure) => {
    await expect(guardQuota(() => Promise.reject(failure))).rejects.toBeInstanceOf(LocalStorageFullError);
    expect(localDbProblem.get()).toBe('storage-full');
  });

  it('lets other errors through untouched', async () => {
    const failure = new TypeError('bug');
    await expect(guardQuota(() => Promise.reject(failure))).rejects.toBe(failure);
    expect(localDbProblem.get()).toBeNull();
  });
});
