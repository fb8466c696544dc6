import { randomUUID } from 'node:crypto';
import { inLocale } from '@gestar/domain/i18n/current-locale';
import { STEP_RECORD_EXISTS } from '@gestar/domain/messages/server';
import { RESYNC_ALREADY_EXISTS } from '@gestar/domain/messages/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import {
  allOf,
  build,
  farmWithCow,
  type PushBody,
  post,
  pullAll,
  push,
  pushOk,
  type Session,
  signIn,
  startSyncServer,
} from './test-kit.ts';

// One live record per key (rules/one-live-per-key.ts): two phones offline can each make the Ressinc of one batch,
// or a cow's IATF or DN record; the server keeps the first to arrive and refuses the second.
describe.each(DIALECTS)('one live record per key on %s', (dialect) => {
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
    expect(answer.rejeitados).toEqual([{ id: second.id, motivo: RESYNC_ALREADY_EXISTS() }]);

    // Two in one call: the first is kept.
    const other = await farmWithCow(server, vet);
    const a = resyncOf(String(other.retiro.id), String(other.lote.id));
    const b = resyncOf(String(other.retiro.id), String(other.lote.id));
    const both = await push(server, vet, 'lotes', [{ json: a }, { json: b }]);
    expect(both.aplicados.map((item) => item.id)).toEqual([a.id]);
    expect(both.rejeitados).toEqual([{ id: b.id, motivo: RESYNC_ALREADY_EXISTS() }]);

    const lotes = allOf((await pullAll(server, vet, [String(other.fazenda.id)])).pages, 'lotes');
    expect(lotes.map((record) => record.id).sort()).toEqual([String(other.lote.id), String(a.id)].sort());
  });

  it('refuses a second live resync in the language of the push', async () => {
    const { retiro, lote } = await farmWithCow(server, vet);
    const first = resyncOf(String(retiro.id), String(lote.id));
    const second = resyncOf(String(retiro.id), String(lote.id));
    const answer = await post(
      server,
      '/api/sync/Queue',
      vet.token,
      {
        tipoId: 'lotes',
        loggedUser: vet.id,
        contents: [first, second].map((json) => ({ verbo: 'POST', json })),
      },
      { 'accept-language': 'es' },
    );
    expect(inLocale('es', RESYNC_ALREADY_EXISTS)).not.toBe(inLocale('pt-BR', RESYNC_ALREADY_EXISTS));
    expect((answer.body as PushBody).rejeitados).toEqual([
      { id: second.id, motivo: inLocale('es', RESYNC_ALREADY_EXISTS) },
    ]);
  });

  it("refuses a second live IATF record of a cow's batch and DN record of her day; updates pass", async () => {
    const { lote, d0 } = await farmWithCow(server, vet);
    const loteId = String(lote.id);
    const cowId = String(d0.id);
    const first = build.iatf(loteId, cowId, { usuarioId: vet.id });
    const second = build.iatf(loteId, cowId);
    await pushOk(server, vet, 'iatfs', [first]);
    expect((await push(server, vet, 'iatfs', [{ json: second }])).rejeitados).toEqual([
      { id: second.id, motivo: STEP_RECORD_EXISTS() },
    ]);
    await pushOk(server, vet, 'iatfs', [{ ...first, observacao: 'Cio', updated: new Date().toISOString() }]);

    const day = build.dn(loteId, cowId);
    const again = build.dn(loteId, cowId);
    const otherDay = build.dn(loteId, cowId, { dia: day.dia === again.dia ? randomUUID() : day.dia });
    const answer = await push(server, vet, 'dns', [{ json: day }, { json: again }, { json: otherDay }]);
    expect(answer.aplicados.map((item) => item.id)).toEqual([day.id, otherDay.id]);
    expect(answer.rejeitados).toEqual([{ id: again.id, motivo: STEP_RECORD_EXISTS() }]);
    // Deleted (a pregnant cow's DN is kept flagged deleted): a new one of that day is then allowed.
    await pushOk(server, vet, 'dns', [{ ...day, isDeleted: true, updated: new Date().toISOString() }]);
    await pushOk(server, vet, 'dns', [again]);
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
    expect(revived.rejeitados).toEqual([{ id: first.id, motivo: RESYNC_ALREADY_EXISTS() }]);
  });
});
