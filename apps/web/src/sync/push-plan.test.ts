import { describe, expect, it } from 'vitest';
import {
  acknowledge,
  type DirtyRecord,
  isUnchangedSince,
  PUSH_BATCH_SIZE,
  planPush,
  toPushItem,
  verbFor,
} from './push-plan.ts';

function record(n: number, fields: Partial<DirtyRecord> = {}): DirtyRecord & { nome: string } {
  return {
    id: `id-${n}`,
    created: new Date(Date.UTC(2025, 0, 1, 0, 0, n)).toISOString(),
    updated: '2025-02-01T00:00:00.000Z',
    priority: false,
    nome: `n${n}`,
    _status: 'updated',
    _changed: ['nome'],
    _rev: 3,
    ...fields,
  };
}

describe('verbFor', () => {
  it.each([
    ['created', false, 'POST'],
    ['created', true, 'POST'],
    ['updated', false, 'PUT'],
    ['updated', true, 'PRIORITY'],
  ] as const)('%s with priority %s → %s', (status, priority, verb) => {
    expect(verbFor(record(1, { _status: status, priority }))).toBe(verb);
  });
});

describe('toPushItem', () => {
  it('sends the canonical record plus _changed and _baseRev, without client-only fields', () => {
    expect(toPushItem(record(1))).toEqual({
      verbo: 'PUT',
      json: {
        id: 'id-1',
        created: '2025-01-01T00:00:01.000Z',
        updated: '2025-02-01T00:00:00.000Z',
        priority: false,
        nome: 'n1',
        _changed: ['nome'],
        _baseRev: 3,
      },
    });
  });

  it('sends _baseRev null for a record the server never acknowledged', () => {
    expect(toPushItem(record(1, { _status: 'created', _rev: null })).json._baseRev).toBeNull();
  });
});

describe('planPush', () => {
  it.each([
    [0, []],
    [1, [1]],
    [500, [500]],
    [501, [500, 1]],
    [1201, [500, 500, 201]],
  ])('splits %i dirty records into Queue calls of %j', (count, sizes) => {
    const records = Array.from({ length: count }, (_, n) => record(n));
    expect(planPush(records).map((batch) => batch.items.length)).toEqual(sizes);
    expect(PUSH_BATCH_SIZE).toBe(500);
  });

  it('skips synced records, orders by creation and snapshots what was read', () => {
    const [batch] = planPush([record(3), record(1), record(2, { _status: 'synced' })]);
    expect(batch?.items.map((item) => item.json.id)).toEqual(['id-1', 'id-3']);
    expect(batch?.snapshots.get('id-3')).toEqual({ updated: '2025-02-01T00:00:00.000Z', changed: ['nome'] });
  });
});

describe('mark synced only if unchanged since read', () => {
  const snapshot = { updated: '2025-02-01T00:00:00.000Z', changed: ['nome', 'municipio'] };

  it.each([
    ['nothing changed', {}, true],
    ['_changed in another order', { _changed: ['municipio', 'nome'] }, true],
    ['edited again (new updated)', { updated: '2025-02-01T00:00:00.001Z' }, false],
    ['another field edited', { _changed: ['nome', 'municipio', 'estado'] }, false],
  ])('%s → unchanged %s', (_case, fields, unchanged) => {
    const current = record(1, { _changed: ['nome', 'municipio'], ...fields });
    expect(isUnchangedSince(current, snapshot)).toBe(unchanged);
  });

  it('marks an unchanged record synced with the server revision', () => {
    const current = record(1, { _status: 'created', _changed: ['nome', 'municipio'], _rev: null });
    expect(acknowledge(current, snapshot, 42)).toMatchObject({ _status: 'synced', _changed: [], _rev: 42 });
  });

  it('keeps a record edited during the push dirty, learning only the new revision', () => {
    const current = record(1, {
      _status: 'created',
      _changed: ['nome', 'municipio'],
      updated: '2025-03-01T00:00:00.000Z',
    });
    expect(acknowledge(current, snapshot, 42)).toMatchObject({
      _status: 'updated',
      _changed: ['nome', 'municipio'],
      _rev: 42,
      updated: '2025-03-01T00:00:00.000Z',
    });
  });
});
