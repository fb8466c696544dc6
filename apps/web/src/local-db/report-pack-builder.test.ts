import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from './database.ts';
import { buildReportPacks, farmPacksSettled, packFarmReports } from './report-pack-builder.ts';

const now = '2025-06-01T12:00:00.000Z';

/** A farm with one corral and `batches` batches of 3 cows each, stored as a download leaves them. */
async function storeFarm(batches: number) {
  const fazendaId = newId();
  const retiroId = newId();
  const loteIds = Array.from({ length: batches }, () => newId());
  const base = { created: now, updated: now, isDeleted: false, priority: false, _changed: [], _rev: 1 };
  await localDb.table('retiros').put({ ...base, id: retiroId, fazendaId, nomeRetiro: 'Retiro 1' });
  for (const loteId of loteIds) {
    await localDb.table('lotes').put({ ...base, id: loteId, retiroId, nomeLote: 'Lote' });
    await localDb
      .table('d0s')
      .bulkPut([0, 1, 2].map((n) => ({ ...base, id: newId(), loteId, codVaca: `V${n}`, iatf: 0 })));
  }
  return { fazendaId, loteIds };
}

/** A turn held shut until `open` is called, counting how often packing asked for it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const state = {
    asked: 0,
    open: () => open(),
    turn: () => {
      state.asked += 1;
      return opened;
    },
  };
  return state;
}

afterEach(async () => {
  await Promise.all(['retiros', 'lotes', 'd0s', 'reportPacks'].map((name) => localDb.table(name).clear()));
});

describe('report packs built in the background', () => {
  it('packs no batch before its turn comes (the next farms download first), then every one', async () => {
    const { loteIds } = await storeFarm(2);
    const turn = gate();
    const building = buildReportPacks(loteIds, turn.turn);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(turn.asked).toBe(1);
    expect(await localDb.reportPacks.count()).toBe(0);
    turn.open();
    await building;
    expect((await localDb.reportPacks.toCollection().primaryKeys()).sort()).toEqual([...loteIds].sort());
  });

  it("packs a downloaded farm's batches, and says when every packing asked for is over", async () => {
    const first = await storeFarm(2);
    const second = await storeFarm(1);
    const turn = gate();
    void packFarmReports([first.fazendaId], turn.turn);
    void packFarmReports([second.fazendaId], turn.turn);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await localDb.reportPacks.count()).toBe(0);
    turn.open();
    await farmPacksSettled();
    expect(await localDb.reportPacks.count()).toBe(3);
  });
});
