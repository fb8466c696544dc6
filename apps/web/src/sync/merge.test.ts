import { describe, expect, it } from 'vitest';
import { mergePulled, type StoredRecord } from './merge.ts';
import { expectSynced } from './testing/expect-synced.ts';

const ID = '01900000-0000-7000-8000-000000000001';

function local(fields: Partial<StoredRecord>): StoredRecord {
  return {
    id: ID,
    nome: 'Local',
    municipio: 'Local City',
    updated: '2025-01-02T00:00:00.000Z',
    _changed: [],
    _rev: 5,
    ...fields,
  };
}

const pulled = {
  id: ID,
  nome: 'Server',
  municipio: 'Server City',
  updated: '2025-01-01T00:00:00.000Z',
  rev: 9,
};

describe('mergePulled', () => {
  it('stores a record new to the device as synced with the server revision, without server-only fields', () => {
    expect(mergePulled(undefined, { ...pulled, lastModifiedBy: 'x' })).toEqual({
      id: ID,
      nome: 'Server',
      municipio: 'Server City',
      updated: '2025-01-01T00:00:00.000Z',
      _changed: [],
      _rev: 9,
    });
  });

  it('replaces a local record that has no unsynced edits', () => {
    expect(mergePulled(local({}), pulled)).toMatchObject({
      nome: 'Server',
      municipio: 'Server City',
      _rev: 9,
    });
  });

  it("replaces a copy an earlier version stored as 'synced', and stores it without `_status`", () => {
    const merged = mergePulled(local({ _status: 'synced', nome: 'Antigo' }), pulled);
    expect(merged).toMatchObject({ nome: 'Server', _changed: [], _rev: 9 });
    expectSynced(merged);
  });

  it.each([
    ['updated', ['nome'], { nome: 'Local', municipio: 'Server City' }],
    ['updated', ['nome', 'municipio'], { nome: 'Local', municipio: 'Local City' }],
    ['updated', [], { nome: 'Server', municipio: 'Server City' }],
    ['created', ['nome', 'municipio'], { nome: 'Local', municipio: 'Local City' }],
  ] as const)(
    'merges a dirty (%s) record: local values for %j, server values elsewhere',
    (status, changed, expected) => {
      const merged = mergePulled(local({ _status: status, _changed: [...changed] }), pulled);
      expect(merged).toMatchObject({ ...expected, _status: status, _changed: changed, _rev: 9 });
      // The device's edit time stays: the push compares it to decide whether a record may be marked synced.
      expect(merged?.updated).toBe('2025-01-02T00:00:00.000Z');
    },
  );

  it('lets a server soft delete through unless the device edited isDeleted itself', () => {
    const deleted = { ...pulled, isDeleted: true };
    expect(
      mergePulled(local({ _status: 'updated', _changed: ['nome'], isDeleted: false }), deleted),
    ).toMatchObject({
      isDeleted: true,
      nome: 'Local',
    });
    expect(
      mergePulled(local({ _status: 'updated', _changed: ['isDeleted'], isDeleted: false }), deleted),
    ).toMatchObject({ isDeleted: false });
  });

  it('ignores an older revision than the one the device has seen', () => {
    expect(mergePulled(local({ _rev: 9 }), { ...pulled, rev: 3 })).toBeNull();
    expect(
      mergePulled(local({ _rev: 9, _status: 'updated', _changed: ['nome'] }), { ...pulled, rev: 3 }),
    ).toBeNull();
  });

  it('applies the revision its own push got: the server may have merged other fields into that row', () => {
    // Pushed only `nome`; another device's `municipio` was merged in by the server at the same rev 9.
    const acknowledged = local({ _rev: 9, nome: 'Server', municipio: null });
    expect(mergePulled(acknowledged, pulled)).toMatchObject({ municipio: 'Server City', _rev: 9 });
    expectSynced(mergePulled(acknowledged, pulled));
  });

  describe("a page without nulls (omitNulls): the entity's absent fields are null", () => {
    const fields = ['id', 'nome', 'municipio', 'estado', 'updated'];
    const full = { ...pulled, estado: null, lastModifiedBy: 'x' };
    const compact = {
      id: ID,
      nome: 'Server',
      updated: '2025-01-01T00:00:00.000Z',
      rev: 9,
      lastModifiedBy: 'x',
    };

    it('stores what a page with every field stored', () => {
      const fromFull = mergePulled(undefined, { ...full, municipio: null });
      expect(mergePulled(undefined, compact, fields)).toEqual(fromFull);
      expect(mergePulled(undefined, compact, fields)).toEqual({
        id: ID,
        nome: 'Server',
        municipio: null,
        estado: null,
        updated: '2025-01-01T00:00:00.000Z',
        _changed: [],
        _rev: 9,
      });
    });

    it("a field blanked on the server replaces the copy's value; a field edited here is kept", () => {
      expect(mergePulled(local({}), compact, fields)).toMatchObject({ municipio: null });
      expectSynced(mergePulled(local({}), compact, fields));
      const dirty = local({ _status: 'updated', _changed: ['municipio'], estado: 'MT' });
      expect(mergePulled(dirty, compact, fields)).toMatchObject({
        municipio: 'Local City',
        estado: null,
        nome: 'Server',
        _status: 'updated',
        _changed: ['municipio'],
        _rev: 9,
      });
    });

    it("keeps a field the entity does not list (a newer server's) and leaves out the bookkeeping", () => {
      const merged = mergePulled(undefined, { ...compact, novoCampo: 'n' }, fields);
      expect(merged).toMatchObject({ novoCampo: 'n', municipio: null });
      expect(merged).not.toHaveProperty('rev');
      expect(merged).not.toHaveProperty('lastModifiedBy');
    });

    it("gives every copy of an entity the same fields in the same order, the shape's own values never leaking", () => {
      const first = mergePulled(undefined, compact, fields);
      const second = mergePulled(undefined, { id: 'outro', estado: 'GO', rev: 3 }, fields);
      const order = [...fields, '_changed', '_rev'];
      expect(Object.keys(first ?? {})).toEqual(order);
      expect(Object.keys(second ?? {})).toEqual(order);
      expect(second).toEqual({
        id: 'outro',
        nome: null,
        municipio: null,
        estado: 'GO',
        updated: null,
        _changed: [],
        _rev: 3,
      });
      // Each copy is its own object: filling one changed neither the other nor the next.
      expect(first).toMatchObject({ estado: null, nome: 'Server' });
      expect(mergePulled(undefined, { id: 'terceiro', rev: 4 }, fields)).toMatchObject({
        nome: null,
        estado: null,
      });
    });
  });
});
