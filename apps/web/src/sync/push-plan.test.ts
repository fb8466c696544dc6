import { describe, expect, it } from 'vitest';
import {
  acknowledge,
  changedSince,
  type DirtyRecord,
  isUnchangedSince,
  PUSH_BATCH_SIZE,
  planPush,
  toPushItem,
  verbFor,
} from './push-plan.ts';
import { expectSynced } from './testing/expect-synced.ts';

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

  it('sends the fields of a lost call as _resent, except those edited again (in _changed)', () => {
    const item = toPushItem(record(1, { _changed: ['nome'], _resent: ['nome', 'observacao'] }));
    expect(item.json).toMatchObject({ _changed: ['nome'], _resent: ['observacao'] });
    expect(toPushItem(record(2)).json).not.toHaveProperty('_resent');
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
    expect(batch?.snapshots.get('id-3')).toMatchObject({
      updated: '2025-02-01T00:00:00.000Z',
      changed: ['nome'],
      values: { id: 'id-3', nome: 'n3' },
    });
  });
});

describe('mark synced only if unchanged since read', () => {
  const snapshot = {
    updated: '2025-02-01T00:00:00.000Z',
    changed: ['nome', 'municipio'],
    values: { nome: 'n1', municipio: 'Bagé' },
  };

  it.each([
    ['nothing changed', {}, true],
    ['_changed in another order', { _changed: ['municipio', 'nome'] }, true],
    ['edited again (new updated)', { updated: '2025-02-01T00:00:00.001Z' }, false],
    ['another field edited', { _changed: ['nome', 'municipio', 'estado'] }, false],
  ])('%s → unchanged %s', (_case, fields, unchanged) => {
    const current = record(1, { _changed: ['nome', 'municipio'], ...fields });
    expect(isUnchangedSince(current, snapshot)).toBe(unchanged);
  });

  const later = '2025-03-01T00:00:00.000Z';
  it.each([
    ['unchanged since read', {}, []],
    ['a sent field edited again', { updated: later, nome: 'n1-b' }, ['nome']],
    ['a new field edited', { updated: later, _changed: ['nome', 'municipio', 'estado'] }, ['estado']],
    ['a sent field edited back to what was sent', { updated: later }, []],
    [
      'a DG field edited: its whole answer goes',
      { updated: later, _changed: ['nome', 'municipio', 'condicaoDG'] },
      null,
    ],
  ] as const)('%s → still to send %j', (_case, fields, expected) => {
    const current = record(1, { municipio: 'Bagé', _changed: ['nome', 'municipio'], ...fields } as never);
    const still = changedSince('d0s', current, snapshot);
    if (expected === null) expect(still).toEqual(expect.arrayContaining(['condicaoDG', 'tipoPrenhe']));
    else expect(still).toEqual(expected);
  });

  it('drops _resent (and _restoredRev) once the server answered the call that carried them', () => {
    const current = record(1, { _changed: ['nome', 'municipio'], _resent: ['estado'], _restoredRev: 40 });
    const local = acknowledge('fazendas', current, snapshot, 42);
    expect(local).not.toHaveProperty('_resent');
    expect(local).not.toHaveProperty('_restoredRev');
  });

  it('marks an unchanged record synced with the server revision', () => {
    const current = record(1, { _status: 'created', _changed: ['nome', 'municipio'], _rev: null });
    expect(acknowledge('fazendas', current, snapshot, 42)).toMatchObject({ _changed: [], _rev: 42 });
    expectSynced(acknowledge('fazendas', current, snapshot, 42));
  });

  it('keeps a record edited during the push dirty with only what was edited after the read', () => {
    const current = record(1, {
      _status: 'created',
      municipio: 'Bagé',
      _changed: ['nome', 'municipio', 'estado'],
      updated: later,
    } as never);
    expect(acknowledge('fazendas', current, snapshot, 42)).toMatchObject({
      _status: 'updated',
      _changed: ['estado'],
      _rev: 42,
      updated: later,
    });
  });

  it('takes the row the server answered, under the edits made after the read', () => {
    const current = record(1, {
      municipio: 'Bagé',
      _changed: ['nome', 'municipio', 'estado'],
      updated: later,
    } as never);
    const registro = {
      ...current,
      municipio: 'Bagé',
      estado: 'SC',
      observacao: 'from another phone',
      _status: undefined,
      _changed: undefined,
      _rev: undefined,
    };
    const taken = acknowledge('fazendas', { ...current, estado: 'RS' } as never, snapshot, 804, registro);
    expect(taken).toMatchObject({
      observacao: 'from another phone',
      estado: 'RS',
      _status: 'updated',
      _changed: ['estado'],
      _rev: 804,
    });
  });

  it('takes the answered row whole when nothing was edited after the read', () => {
    const current = record(1, { municipio: 'Bagé', _changed: ['nome', 'municipio'] } as never);
    const registro = { id: 'id-1', nome: 'n1', municipio: 'Bagé', observacao: 'C-1' };
    expect(acknowledge('fazendas', current, snapshot, 804, registro)).toMatchObject({
      observacao: 'C-1',
      _changed: [],
      _rev: 804,
    });
    expectSynced(acknowledge('fazendas', current, snapshot, 804, registro));
  });

  it('keeps a newer revision the device already pulled', () => {
    const current = record(1, { _changed: ['nome', 'municipio'], _rev: 900 });
    expect(acknowledge('fazendas', current, snapshot, 804)).toMatchObject({ _rev: 900 });
    expectSynced(acknowledge('fazendas', current, snapshot, 804));
  });
});
