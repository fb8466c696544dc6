import { RESYNC_ALREADY_EXISTS } from '@gestar/domain/messages/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import {
  allOf,
  build,
  farmWithCow,
  pullAll,
  push,
  pushOk,
  type Session,
  signIn,
  startSyncServer,
} from './test-kit.ts';

// Spec §4 'Only one resync per batch': two phones offline can each make the Ressinc of one batch; the server
// keeps the first to arrive and refuses the second with the screen's message.
describe.each(DIALECTS)('one resync per batch on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  beforeAll(async () => {
    server = await startSyncServer(dialect);
    vet = await signIn(server, 'Veterinário');
  });
  afterAll(async () => {
    await server.close();
  });

  const resyncOf = (retiroId: string, parentId: string, extra = {}) =>
    build.lote(retiroId, {
      nomeLote: 'Lote 1 - IATF 2',
      isResync: true,
      parentBatch: parentId,
      originalBatch: parentId,
      iatfCount: 1,
      ...extra,
    });

  it('refuses a second live resync of a batch, from another push or the same one; the first stays', async () => {
    const { retiro, lote } = await farmWithCow(server, vet);
    const first = resyncOf(String(retiro.id), String(lote.id));
    const second = resyncOf(String(retiro.id), String(lote.id));
    await pushOk(server, vet, 'lotes', [first]);
    const answer = await push(server, vet, 'lotes', [{ json: second }]);
    expect(answer.aplicados).toEqual([]);
    expect(answer.rejeitados).toEqual([{ id: second.id, motivo: RESYNC_ALREADY_EXISTS }]);

    // Two in one call: the first is kept.
    const other = await farmWithCow(server, vet);
    const a = resyncOf(String(other.retiro.id), String(other.lote.id));
    const b = resyncOf(String(other.retiro.id), String(other.lote.id));
    const both = await push(server, vet, 'lotes', [{ json: a }, { json: b }]);
    expect(both.aplicados.map((item) => item.id)).toEqual([a.id]);
    expect(both.rejeitados).toEqual([{ id: b.id, motivo: RESYNC_ALREADY_EXISTS }]);

    const lotes = allOf((await pullAll(server, vet, [String(other.fazenda.id)])).pages, 'lotes');
    expect(lotes.map((record) => record.id).sort()).toEqual([String(other.lote.id), String(a.id)].sort());
  });

  it('lets the live resync be saved again, and a new one once the old is deleted', async () => {
    const { retiro, lote } = await farmWithCow(server, vet);
    const first = resyncOf(String(retiro.id), String(lote.id));
    await pushOk(server, vet, 'lotes', [first]);
    await pushOk(server, vet, 'lotes', [
      { ...first, processoAtual: 'D0', updated: new Date().toISOString() },
    ]);
    // 'Voltar para Ressinc anterior' deletes it; a new Ressinc is then allowed, and the old one cannot come back.
    await pushOk(server, vet, 'lotes', [{ ...first, isDeleted: true, updated: new Date().toISOString() }]);
    const again = resyncOf(String(retiro.id), String(lote.id));
    await pushOk(server, vet, 'lotes', [again]);
    const revived = await push(server, vet, 'lotes', [
      { json: { ...first, isDeleted: false, updated: new Date().toISOString() } },
    ]);
    expect(revived.rejeitados).toEqual([{ id: first.id, motivo: RESYNC_ALREADY_EXISTS }]);
  });
});
