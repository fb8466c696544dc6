import 'fake-indexeddb/auto';
import { newId } from '@gestar/domain/entities/common';
import { afterEach, describe, expect, it } from 'vitest';
import { localDb } from '../../local-db/database.ts';
import { loteRepository, protocoloRepository } from '../../local-db/repositories.ts';
import {
  createProtocol,
  deleteProtocol,
  type ProtocolDraft,
  ProtocolInUseError,
  replaceProtocol,
} from './protocol-writes.ts';

const VET = newId();
const step = () => ({
  id: newId(),
  day: newId(),
  management: newId(),
  implant: null,
  hormoneType: null,
  hormoneDosage: null,
  hormoneDosageValue: null,
});
const draft = (name: string): ProtocolDraft => ({ name, usuarioId: VET, managementProtocols: [step()] });

afterEach(async () => {
  await Promise.all([localDb.protocolos.clear(), localDb.lotes.clear()]);
});

async function batchUsing(protocoloId: string) {
  return loteRepository.post({ nomeLote: 'Lote 1', retiroId: newId(), protocoloId });
}

describe('replaceProtocol (spec §4: editing is delete then recreate)', () => {
  it('soft-deletes the old protocol and creates a new one with new ids', async () => {
    const oldId = await createProtocol(draft('Ovsynch'));
    const edited = { ...draft('Ovsynch v2'), managementProtocols: [step(), step()] };
    const newIdValue = await replaceProtocol(oldId, edited);
    expect(newIdValue).not.toBe(oldId);
    expect(await protocoloRepository.getById(oldId)).toBeUndefined();
    expect((await protocoloRepository.getById(oldId, { includeDeleted: true }))?.isDeleted).toBe(true);
    const created = await protocoloRepository.getById(newIdValue);
    expect(created).toMatchObject({ name: 'Ovsynch v2', usuarioId: VET, _status: 'created' });
    expect(created?.managementProtocols).toHaveLength(2);
  });

  it('refuses when a live batch uses the protocol, changing nothing', async () => {
    const oldId = await createProtocol(draft('Ovsynch'));
    await batchUsing(oldId);
    await expect(replaceProtocol(oldId, draft('Ovsynch v2'))).rejects.toBeInstanceOf(ProtocolInUseError);
    expect((await protocoloRepository.get()).map((protocol) => protocol.name)).toEqual(['Ovsynch']);
  });
});

describe('deleteProtocol', () => {
  it.each([
    ['unused', false, false],
    ['used by a live batch', true, true],
  ])('%s → refused %s', async (_case, used, refused) => {
    const id = await createProtocol(draft('J-Synch'));
    if (used) await batchUsing(id);
    const attempt = deleteProtocol(id);
    if (refused) await expect(attempt).rejects.toBeInstanceOf(ProtocolInUseError);
    else await attempt;
    expect((await protocoloRepository.getById(id)) === undefined).toBe(!refused);
  });

  it('ignores deleted batches', async () => {
    const id = await createProtocol(draft('J-Synch'));
    const lote = await batchUsing(id);
    await loteRepository.delete(lote.id);
    await deleteProtocol(id);
    expect(await protocoloRepository.getById(id)).toBeUndefined();
  });
});
