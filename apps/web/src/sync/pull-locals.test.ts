import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GestarDb } from '../local-db/database.ts';
import { getMeta, setMeta } from '../local-db/meta.ts';
import { createRepository } from '../local-db/repository.ts';
import type { StoredRecord } from './merge.ts';
import { pullChanges } from './pull.ts';
import { FakeSyncServer } from './testing/fake-sync-server.ts';

let db: GestarDb;
let server: FakeSyncServer;

beforeEach(() => {
  db = new GestarDb(`pull-locals-${newId()}`);
  server = new FakeSyncServer();
  server.pageSize = 700;
});

afterEach(async () => {
  await db.delete();
});

const now = new Date('2025-06-01T12:00:00.000Z').toISOString();
// Rows written as the device could hold them, past the repositories' typing.
const storedCows = () => db.table<StoredRecord, string>('d0s');
const loteId = newId();
const cow = (n: number) => ({
  id: newId(),
  created: now,
  updated: now,
  isDeleted: false,
  priority: false,
  codVaca: String(1000 + n),
  loteId,
});

/** A farm download of `count` cows, in pages large enough to take the key-set path of PulledLocals. */
function serveCows(count: number) {
  const farmId = newId();
  const cows = Array.from({ length: count }, (_, n) => server.write('d0s', cow(n)));
  return { farmId, cows };
}

/** The device edits `served` (codVaca 'Editada aqui', unsynced) as the pull asks for its page number `page`. */
function editWhilePulling(served: ReturnType<FakeSyncServer['write']>, page: number) {
  let pages = 0;
  const halfSync = server.halfSync;
  server.halfSync = async (request) => {
    pages += 1;
    if (pages === page) {
      const { rev, ...fields } = served;
      await storedCows().put({
        ...fields,
        codVaca: 'Editada aqui',
        _status: 'updated',
        _changed: ['codVaca'],
        _rev: rev,
      });
    }
    return halfSync(request);
  };
}

describe('large pages (the local versions found through the table keys)', () => {
  it('stores every record of a download and moves the cursors with the last page', async () => {
    const { farmId } = serveCows(2000);
    await setMeta(db, 'farmCursors', { [farmId]: null });
    expect(await pullChanges(db, server)).toEqual({ pages: 3 });
    expect(await db.d0s.count()).toBe(2000);
    expect(await db.d0s.where('_status').notEqual('synced').count()).toBe(0);
    expect(await getMeta(db, 'lastPulledAt')).toBe(2000);
    expect(await getMeta(db, 'downloadedFarmIds')).toEqual([farmId]);
  });

  it('merges, never overwrites, a record edited here that a later page brings again', async () => {
    const { cows } = serveCows(1500);
    await pullChanges(db, server);
    const edited = cows[1200];
    const kept = cows[10];
    if (!edited || !kept) throw new Error('no cows');
    await createRepository(db.d0s).update(edited.id, { observacaoD0: 'Prenhe?' });
    // The server changed many cows since (another device), the edited one among them, and one cow the device holds
    // with a notice of its own acknowledged values (`_mine`) must keep it.
    await db.d0s.update(kept.id, { _mine: ['codVaca'] });
    for (const row of cows.slice(0, 1400))
      server.write('d0s', { ...row, observacaoDG: 'DG do servidor', codVaca: row.codVaca });
    await pullChanges(db, server);
    expect(await db.d0s.get(edited.id)).toMatchObject({
      observacaoD0: 'Prenhe?',
      observacaoDG: 'DG do servidor',
      _status: 'updated',
      _changed: ['observacaoD0'],
    });
    expect(await db.d0s.get(kept.id)).toMatchObject({ observacaoDG: 'DG do servidor', _mine: ['codVaca'] });
  });

  it('merges a record edited here after the pull had read the table keys', async () => {
    const { farmId, cows } = serveCows(2000);
    await setMeta(db, 'farmCursors', { [farmId]: null });
    const late = cows[1900];
    if (!late) throw new Error('no cow');
    // Between the first page and the last, the device comes to hold the last page's cow with an edit (the only
    // way a row can appear behind the key set's back).
    editWhilePulling(late, 3);
    await pullChanges(db, server);
    expect(await db.d0s.get(late.id)).toMatchObject({ codVaca: 'Editada aqui', _status: 'updated' });
  });

  it('skips a record the device already holds at a newer revision', async () => {
    const { cows } = serveCows(2000);
    const held = cows[900];
    if (!held) throw new Error('no cow');
    await storedCows().put({
      ...held,
      codVaca: 'Mais nova',
      _status: 'synced',
      _changed: [],
      _rev: held.rev + 5000,
    });
    await pullChanges(db, server);
    expect(await db.d0s.get(held.id)).toMatchObject({ codVaca: 'Mais nova' });
  });

  it('on a farm download, finds what the device held before through keys read while the first page travelled', async () => {
    const { farmId, cows } = serveCows(2000);
    await setMeta(db, 'farmCursors', { [farmId]: null });
    const newer = cows[1800];
    const noticed = cows[1100];
    const late = cows[1950];
    if (!newer || !noticed || !late) throw new Error('no cows');
    await storedCows().bulkPut([
      { ...newer, codVaca: 'Mais nova', _changed: [], _rev: newer.rev + 5000 },
      { ...noticed, _changed: [], _rev: 0, _mine: ['codVaca'] },
    ]);
    // Edited here while the first page is in flight, after the keys began to be read.
    editWhilePulling(late, 1);
    expect(await pullChanges(db, server)).toEqual({ pages: 3 });
    expect(await db.d0s.count()).toBe(2000);
    expect(await db.d0s.get(newer.id)).toMatchObject({ codVaca: 'Mais nova' });
    expect(await db.d0s.get(noticed.id)).toMatchObject({ _mine: ['codVaca'] });
    expect(await db.d0s.get(late.id)).toMatchObject({ codVaca: 'Editada aqui', _status: 'updated' });
  });
});
