import { referenceForbidden } from '@gestar/domain/messages/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import {
  allOf,
  build,
  farmWithCow,
  linkUser,
  pullAll,
  push,
  pushOk,
  type Session,
  signIn,
  startSyncServer,
} from './test-kit.ts';

// A record naming another's record must not make the pull hand that record over.
describe.each(DIALECTS)('references to records the writer may not read on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  let otherVet: Session;
  let inseminador: Session;
  beforeAll(async () => {
    server = await startSyncServer(dialect);
    vet = await signIn(server, 'Veterinário');
    otherVet = await signIn(server, 'Veterinário');
    inseminador = await signIn(server, 'Inseminador');
  });
  afterAll(async () => {
    await server.close();
  });

  it("refuses a batch naming another vet's private protocol, which then never reaches the writer", async () => {
    const secret = build.protocolo(otherVet.id, { name: 'Protocolo secreto' });
    await pushOk(server, otherVet, 'protocolos', [secret]);
    const { fazenda, retiro } = await farmWithCow(server, vet);
    const lote = build.lote(String(retiro.id), { protocoloId: secret.id });
    const answer = await push(server, vet, 'lotes', [{ json: lote }]);
    expect(answer.aplicados).toEqual([]);
    expect(answer.rejeitados).toEqual([{ id: lote.id, motivo: referenceForbidden('protocoloId') }]);
    const { pages } = await pullAll(server, vet, [String(fazenda.id)]);
    expect(allOf(pages, 'protocolos').map((p) => p.id)).not.toContain(secret.id);

    // Changing an existing batch to that protocol is refused too.
    const { lote: mine } = await farmWithCow(server, vet);
    const moved = await push(server, vet, 'lotes', [{ json: { ...mine, protocoloId: secret.id } }]);
    expect(moved.rejeitados[0]?.motivo).toBe(referenceForbidden('protocoloId'));
  });

  it('accepts own, ownerless and farm-shared protocols; an unchanged reference is not re-checked', async () => {
    const own = build.protocolo(vet.id, { name: 'Meu protocolo' });
    await pushOk(server, vet, 'protocolos', [own]);
    const { fazenda, retiro, lote } = await farmWithCow(server, vet);
    await pushOk(server, vet, 'lotes', [{ ...lote, protocoloId: own.id }]);
    await linkUser(server, vet, String(fazenda.id), inseminador.id);
    // The inseminator edits the vet's batch (her protocol stays) and starts another batch with it.
    await pushOk(server, inseminador, 'lotes', [
      { ...lote, protocoloId: own.id, nomeLote: 'Lote renomeado' },
    ]);
    await pushOk(server, inseminador, 'lotes', [build.lote(String(retiro.id), { protocoloId: own.id })]);
    await pushOk(server, inseminador, 'lotes', [build.lote(String(retiro.id))]);
  });

  it("refuses a cow, bull or semen lot of another vet's farm or catalogue in every reference field", async () => {
    const theirs = await farmWithCow(server, otherVet);
    const theirBull = build.touro(null, otherVet.id);
    await pushOk(server, otherVet, 'touros', [theirBull]);
    const theirLot = build.partida(String(theirBull.id), null);
    await pushOk(server, otherVet, 'partidas', [theirLot]);
    const mine = await farmWithCow(server, vet);
    const loteId = String(mine.lote.id);
    const cases = [
      ['dns', build.dn(loteId, String(theirs.d0.id)), 'vacaId'],
      ['iatfs', build.iatf(loteId, String(theirs.d0.id)), 'vacaId'],
      ['iatfs', build.iatf(loteId, String(mine.d0.id), { touroId: theirBull.id }), 'touroId'],
      ['iatfs', build.iatf(loteId, String(mine.d0.id), { partidaId: theirLot.id }), 'partidaId'],
      ['d0s', build.d0(loteId, { dzeroPai: theirs.d0.id }), 'dzeroPai'],
      [
        'touros',
        build.touro(String(mine.fazenda.id), vet.id, { touroOriginalId: theirBull.id }),
        'touroOriginalId',
      ],
      ['partidas', build.partida(String(theirBull.id), String(mine.fazenda.id)), 'touroId'],
    ] as const;
    for (const [key, record, field] of cases) {
      const answer = await push(server, vet, key, [{ json: record }]);
      expect(answer.rejeitados, `${key}.${field}`).toEqual([
        { id: record.id, motivo: referenceForbidden(field) },
      ]);
    }
    // The same fields naming the writer's own records apply.
    const myBull = build.touro(null, vet.id);
    await pushOk(server, vet, 'touros', [myBull]);
    await pushOk(server, vet, 'iatfs', [build.iatf(loteId, String(mine.d0.id), { touroId: myBull.id })]);
    await pushOk(server, vet, 'dns', [build.dn(loteId, String(mine.d0.id))]);
  });
});
