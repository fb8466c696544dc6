import { randomUUID } from 'node:crypto';
import type { SyncEntityKey } from '@gestar/domain/entities/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentRev } from '../../db/revision.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import {
  allOf,
  bringIn,
  build,
  farmWithCow,
  pullAll,
  push,
  pushOk,
  type Record,
  type Session,
  signIn,
  startSyncServer,
} from './test-kit.ts';

const historyOf = (server: TestServer, recordId: string) =>
  server.db.kysely.selectFrom('record_history').selectAll().where('recordId', '=', recordId).execute();

describe.each(DIALECTS)('POST /api/sync/Queue on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  let inseminador: Session;
  beforeAll(async () => {
    server = await startSyncServer(dialect);
    vet = await signIn(server, 'Veterinário');
    inseminador = await signIn(server, 'Inseminador');
    // The vet's team: she may name him on her farms, he may create farms for her.
    await bringIn(server, vet.id, inseminador.id);
  });
  afterAll(async () => {
    await server.close();
  });

  it('round-trips every entity type: what one device pushes, a linked device pulls unchanged', async () => {
    const fazenda = build.fazenda(vet.id, { inscricaoEstadual: '13.123.456-7', tamanho: 987.25 });
    const retiro = build.retiro(String(fazenda.id), { nome: 'Retiro Água Fria' });
    const protocolo = build.protocolo(vet.id, { name: 'Protocolo da Dra. Ana' });
    const lote = build.lote(String(retiro.id), { protocoloId: protocolo.id, isPrecoce: true, iatfCount: 2 });
    const d0 = build.d0(String(lote.id), {
      observacaoD0: 'Matriz mansa',
      pesoBezerro: 180.5,
      perdaGestacao: true,
    });
    const dn = build.dn(String(lote.id), String(d0.id));
    const touro = build.touro(String(fazenda.id), vet.id);
    const partida = build.partida(String(touro.id), String(fazenda.id));
    const iatf = build.iatf(String(lote.id), String(d0.id), {
      touroId: touro.id,
      partidaId: partida.id,
      usuarioId: inseminador.id,
    });
    const link = build.fazendaUsuario(String(fazenda.id), inseminador.id);
    const pushed: [SyncEntityKey, Record][] = [
      ['fazendas', fazenda],
      ['retiros', retiro],
      ['protocolos', protocolo],
      ['lotes', lote],
      ['d0s', d0],
      ['dns', dn],
      ['iatfs', iatf],
      ['fazendaUsuarios', link],
      ['touros', touro],
      ['partidas', partida],
    ];
    for (const [key, record] of pushed) {
      const answer = await pushOk(server, vet, key, [record]);
      expect(answer.aplicados).toEqual([{ id: record.id, rev: expect.any(Number) }]);
    }
    const { pages } = await pullAll(server, inseminador, [String(fazenda.id)]);
    for (const [key, record] of pushed) {
      const pulled = allOf(pages, key).find((candidate) => candidate.id === record.id);
      expect(pulled, key).toMatchObject({ ...record, rev: expect.any(Number), lastModifiedBy: vet.id });
    }
  });

  it("round-trips a user's own bull catalogue (bull and semen lot without a farm) to its owner only", async () => {
    const touro = build.touro(null, vet.id, { nome: 'Angus Original' });
    const partida = build.partida(String(touro.id), null);
    await pushOk(server, vet, 'touros', [touro]);
    await pushOk(server, vet, 'partidas', [partida]);
    const own = await pullAll(server, vet, []);
    expect(allOf(own.pages, 'touros').map((r) => r.id)).toContain(touro.id);
    expect(allOf(own.pages, 'partidas').map((r) => r.id)).toContain(partida.id);
    const other = await pullAll(server, inseminador, []);
    expect(allOf(other.pages, 'touros').map((r) => r.id)).not.toContain(touro.id);
    expect(allOf(other.pages, 'partidas').map((r) => r.id)).not.toContain(partida.id);
  });

  it('a retried identical push changes nothing: same revision, no new revision, no history', async () => {
    const { d0 } = await farmWithCow(server, vet);
    const edited = {
      ...d0,
      observacaoD0: 'Vaca com bezerro ao pé',
      _baseRev: null,
      _changed: ['observacaoD0'],
    };
    const first = await pushOk(server, vet, 'd0s', [edited]);
    const revAfterFirst = await currentRev(server.db.kysely);
    for (const verbo of ['POST', 'PUT', 'PRIORITY'] as const) {
      const again = await push(server, vet, 'd0s', [{ verbo, json: edited }]);
      expect(again).toEqual(first);
    }
    expect(await currentRev(server.db.kysely)).toBe(revAfterFirst);
    expect((await historyOf(server, String(d0.id))).map((row) => row.field)).toEqual(['observacaoD0']);
  });

  it('ignores the server-owned fields a device sends back (rev, lastModifiedBy)', async () => {
    const { lote } = await farmWithCow(server, vet);
    const d0: Record = {
      ...build.d0(String(lote.id)),
      rev: 999_999,
      lastModifiedBy: inseminador.id,
    };
    const answer = await pushOk(server, vet, 'd0s', [d0]);
    const stored = await server.db.kysely
      .selectFrom('d0s')
      .selectAll()
      .where('id', '=', String(d0.id))
      .executeTakeFirst();
    expect(stored?.rev).toBe(answer.aplicados[0]?.rev);
    expect(stored?.rev).not.toBe(999_999);
    expect(stored?.lastModifiedBy).toBe(vet.id);
  });

  it('soft deletes travel: the deleted record is pulled with isDeleted true', async () => {
    const { fazenda, d0 } = await farmWithCow(server, vet);
    const { cursor } = await pullAll(server, vet, [String(fazenda.id)]);
    const answer = await pushOk(server, vet, 'd0s', [
      { ...d0, isDeleted: true, _baseRev: cursor, _changed: ['isDeleted'] },
    ]);
    const { pages } = await pullAll(server, vet, [String(fazenda.id)], cursor);
    expect(allOf(pages, 'd0s')).toEqual([
      expect.objectContaining({ id: d0.id, isDeleted: true, rev: answer.aplicados[0]?.rev }),
    ]);
  });

  it('a farm created by someone else than its owner gives its creator a link, so it reaches their pulls', async () => {
    const fazenda = build.fazenda(vet.id, { nome: 'Fazenda Criada pelo Inseminador' });
    await pushOk(server, inseminador, 'fazendas', [fazenda]);
    const links = await server.db.kysely
      .selectFrom('fazenda_usuarios')
      .selectAll()
      .where('idFazenda', '=', String(fazenda.id))
      .execute();
    expect(links.map((link) => link.idUsuario)).toEqual([inseminador.id]);
    const { pages } = await pullAll(server, inseminador, []);
    expect(allOf(pages, 'fazendas').map((farm) => farm.id)).toContain(fazenda.id);
    expect(allOf(pages, 'fazendaUsuarios').map((link) => link.idFazenda)).toContain(fazenda.id);
  });

  it('the same id twice in one push is one record: the later copy merges over the earlier', async () => {
    const { lote } = await farmWithCow(server, vet);
    const d0 = build.d0(String(lote.id), { codVaca: '100' });
    const answer = await push(server, vet, 'd0s', [
      { json: d0 },
      { verbo: 'PUT', json: { ...d0, codVaca: '101' } },
    ]);
    expect(answer.rejeitados).toEqual([]);
    expect(answer.aplicados[0]?.rev).toBe(answer.aplicados[1]?.rev);
    const rows = await server.db.kysely
      .selectFrom('d0s')
      .select('codVaca')
      .where('id', '=', String(d0.id))
      .execute();
    expect(rows).toEqual([{ codVaca: '101' }]);
  });

  it('applies the good records of a push and answers the bad ones in rejeitados', async () => {
    const { lote } = await farmWithCow(server, vet);
    const good = build.d0(String(lote.id));
    const answer = await push(server, vet, 'd0s', [
      { json: good },
      { json: { ...build.d0(String(lote.id)), peso_EM: -3 } },
      { json: { ...build.d0(randomUUID()) } },
    ]);
    expect(answer.aplicados.map((a) => a.id)).toEqual([good.id]);
    expect(answer.rejeitados).toHaveLength(2);
  });
});
