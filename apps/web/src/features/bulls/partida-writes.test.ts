import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { beforeEach, describe, expect, it } from 'vitest';
import { localDb } from '../../local-db/database.ts';
import { iatfRepository, partidaRepository, touroRepository } from '../../local-db/repositories.ts';
import { countBullIatfs, createBull, deleteBull, updateBull } from './bull-writes.ts';
import { deletePartida, savePartida } from './partida-writes.ts';

const USER = newId();
const [F1, F2, F3] = [newId(), newId(), newId()];
const FIELDS = {
  nome: 'Angus Global',
  cod_Touro: '014AN1',
  raca: null,
  central: null,
  centralValue: 'Central X',
  observacao: null,
  partida: null,
};

beforeEach(async () => {
  await Promise.all([localDb.touros.clear(), localDb.partidas.clear(), localDb.iatfs.clear()]);
});

async function live() {
  return {
    bulls: await touroRepository.get(),
    lots: await partidaRepository.get(),
  };
}

describe('savePartida: one original without farm, one copy per chosen farm (spec §3, §5)', () => {
  it('creates the original, the copies and the bull in each farm, the date +5 h', async () => {
    const root = await createBull(FIELDS, { fazendaId: null, usuarioId: USER });
    const id = await savePartida(root.id, null, {
      codeMode: false,
      data: '2026-11-15',
      codigo: '',
      fazendaIds: [F1, F2],
    });
    const { bulls, lots } = await live();
    const original = lots.find((lot) => lot.id === id);
    expect(original).toMatchObject({
      partidaOriginal: true,
      fazendaId: null,
      touroId: root.id,
      data: '2026-11-15T05:00:00.000Z',
      codigo: null,
    });
    const copies = lots.filter((lot) => lot.partidaOriginalId === id);
    expect(copies.map((lot) => lot.fazendaId).sort()).toEqual([F1, F2].sort());
    for (const copy of copies) {
      const farmBull = bulls.find((bull) => bull.id === copy.touroId);
      expect(farmBull).toMatchObject({
        fazendaId: copy.fazendaId,
        touroOriginalId: root.id,
        nome: 'Angus Global',
        usuarioId: USER,
      });
      expect(copy).toMatchObject({ partidaOriginal: false, data: original?.data });
    }
  });

  it("a farm's own bull serves that farm's copy; a second lot reuses the bull copies", async () => {
    const root = await createBull(FIELDS, { fazendaId: F1, usuarioId: USER });
    await savePartida(root.id, null, {
      codeMode: false,
      data: '2026-11-15',
      codigo: null,
      fazendaIds: [F1, F2],
    });
    await savePartida(root.id, null, { codeMode: true, data: null, codigo: 'L2', fazendaIds: [F2] });
    const { bulls, lots } = await live();
    expect(bulls.filter((bull) => bull.touroOriginalId === root.id).map((bull) => bull.fazendaId)).toEqual([
      F2,
    ]);
    expect(lots.find((lot) => lot.fazendaId === F1)?.touroId).toBe(root.id);
    expect(lots.find((lot) => lot.codigo === 'L2' && lot.partidaOriginal)).toMatchObject({ data: null });
  });

  it('an edit updates kept copies, copies to new farms and deletes the dropped ones', async () => {
    const root = await createBull(FIELDS, { fazendaId: null, usuarioId: USER });
    const id = await savePartida(root.id, null, {
      codeMode: false,
      data: '2026-11-15',
      codigo: null,
      fazendaIds: [F1, F2],
    });
    await savePartida(root.id, id, {
      codeMode: true,
      data: '2026-11-15',
      codigo: 'ANG-1',
      fazendaIds: [F2, F3],
    });
    const copies = (await partidaRepository.get()).filter((lot) => lot.partidaOriginalId === id);
    expect(copies.map((lot) => lot.fazendaId).sort()).toEqual([F2, F3].sort());
    for (const copy of copies) expect(copy).toMatchObject({ codigo: 'ANG-1', data: null });
    const dropped = await partidaRepository.getByRelation('partidaOriginalId', id, { includeDeleted: true });
    expect(dropped.filter((lot) => lot.isDeleted).map((lot) => lot.fazendaId)).toEqual([F1]);

    await deletePartida(id);
    expect(await partidaRepository.get()).toEqual([]);
  });
});

describe('bulls: edits reach the copies; delete takes copies and lots; IATFs block it', () => {
  it('renames copies with the original', async () => {
    const root = await createBull(FIELDS, { fazendaId: null, usuarioId: USER });
    await savePartida(root.id, null, { codeMode: true, data: null, codigo: 'L1', fazendaIds: [F1] });
    await updateBull(root.id, FIELDS, { ...FIELDS, nome: 'Angus Novo' });
    expect((await touroRepository.get()).map((bull) => bull.nome)).toEqual(['Angus Novo', 'Angus Novo']);
  });

  it('counts IATFs of the bull, of its copies and of their lots, then deletes everything', async () => {
    const root = await createBull(FIELDS, { fazendaId: null, usuarioId: USER });
    await savePartida(root.id, null, { codeMode: true, data: null, codigo: 'L1', fazendaIds: [F1] });
    expect(await countBullIatfs(root.id)).toBe(0);
    const copy = (await partidaRepository.get()).find((lot) => lot.fazendaId === F1);
    await iatfRepository.post({ vacaId: newId(), loteId: newId(), partidaId: copy?.id ?? null });
    await iatfRepository.post({ vacaId: newId(), loteId: newId(), touroId: copy?.touroId ?? null });
    expect(await countBullIatfs(root.id)).toBe(2);

    await deleteBull(root.id);
    expect(await live()).toEqual({ bulls: [], lots: [] });
  });
});
