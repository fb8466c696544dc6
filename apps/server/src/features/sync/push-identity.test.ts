// Push identity, partial records and the per-call cap, over real HTTP.
import { randomUUID } from 'node:crypto';
import type { SyncEntityKey } from '@gestar/domain/entities/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import {
  build,
  farmWithCow,
  type Item,
  type PushBody,
  post,
  pushOk,
  type Record,
  type Session,
  signIn,
  startSyncServer,
} from './test-kit.ts';

type Identity = { clientId: string; pushSeq: number };

function queue(server: TestServer, session: Session, tipoId: SyncEntityKey, items: Item[], id?: Identity) {
  return post(server, '/api/sync/Queue', session.token, {
    tipoId,
    loggedUser: session.id,
    contents: items.map((item) => ({ verbo: item.verbo ?? 'PUT', json: item.json })),
    ...id,
  });
}

async function stored(server: TestServer, table: 'd0s' | 'lotes', id: unknown) {
  return server.db.kysely
    .selectFrom(table)
    .selectAll()
    .where('id', '=', String(id))
    .executeTakeFirstOrThrow();
}

const historyOf = (server: TestServer, recordId: unknown) =>
  server.db.kysely
    .selectFrom('record_history')
    .select(['field', 'before', 'after'])
    .where('recordId', '=', String(recordId))
    .orderBy('rev')
    .execute();

describe.each(DIALECTS)('push identity, partial records and cap on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  beforeAll(async () => {
    server = await startSyncServer(dialect);
    vet = await signIn(server, 'Veterinário');
  });
  afterAll(async () => {
    await server.close();
  });

  it('same device: P2 applied, then the older P1 arrives late → P2 stays, P1 refused 409 in pt-BR', async () => {
    const { d0 } = await farmWithCow(server, vet);
    const base = Number((await stored(server, 'd0s', d0.id)).rev);
    const clientId = randomUUID();
    const edit = (value: string) => ({
      json: { ...d0, observacaoD0: value, _changed: ['observacaoD0'], _baseRev: base },
    });
    const p2 = await queue(server, vet, 'd0s', [edit('new')], { clientId, pushSeq: 2 });
    expect(p2.status).toBe(200);
    const p1 = await queue(server, vet, 'd0s', [edit('old')], { clientId, pushSeq: 1 });
    expect(p1).toEqual({
      status: 409,
      body: {
        title:
          'Este envio é mais antigo que outro já aplicado deste aparelho e foi ignorado. Sincronize novamente.',
      },
    });
    expect((await stored(server, 'd0s', d0.id)).observacaoD0).toBe('new');
  });

  it('two devices: A applied with its answer lost, C acked, A retries the identical call → C stays', async () => {
    const { d0 } = await farmWithCow(server, vet);
    const base = Number((await stored(server, 'd0s', d0.id)).rev);
    const a = { clientId: randomUUID(), pushSeq: 7 };
    const fromA = [{ json: { ...d0, observacaoD0: 'de A', _changed: ['observacaoD0'], _baseRev: base } }];
    const first = await queue(server, vet, 'd0s', fromA, a);
    expect(first.status).toBe(200);
    const c = await queue(server, vet, 'd0s', [
      { json: { ...d0, observacaoD0: 'de C', _changed: ['observacaoD0'], _baseRev: base } },
    ]);
    expect((c.body as PushBody).aplicados).toHaveLength(1);
    const retry = await queue(server, vet, 'd0s', fromA, a);
    // Nothing applied again; the answer names the row as it is now, so A takes C's value.
    const now = await stored(server, 'd0s', d0.id);
    expect(retry.status).toBe(200);
    expect((retry.body as PushBody).aplicados).toEqual([
      { id: d0.id, rev: Number(now.rev), registro: expect.objectContaining({ observacaoD0: 'de C' }) },
    ]);
    expect(now.observacaoD0).toBe('de C');
    expect((await historyOf(server, d0.id)).map((row) => row.after)).toEqual(['"de A"', '"de C"']);
  });

  it('old clients without clientId/pushSeq still push; half an identity is a 400', async () => {
    const { lote } = await farmWithCow(server, vet);
    await pushOk(server, vet, 'd0s', [build.d0(String(lote.id))]);
    const half = await post(server, '/api/sync/Queue', vet.token, {
      tipoId: 'd0s',
      loggedUser: vet.id,
      contents: [],
      clientId: randomUUID(),
    });
    expect(half.status).toBe(400);
  });

  const fullLote = (retiroId: string) =>
    build.lote(retiroId, {
      mineral: 'Sal proteinado',
      dataIatf: '2026-11-20',
      isFinalize: true,
      iatfCount: 2,
      racaMatriz: null,
    });

  it.each(['PUT', 'PRIORITY'] as const)(
    'a partial lote (%s: id, dates, retiroId, nomeLote) changes only nomeLote',
    async (verbo) => {
      const { retiro } = await farmWithCow(server, vet);
      const lote = fullLote(String(retiro.id));
      await pushOk(server, vet, 'lotes', [lote]);
      const before = await stored(server, 'lotes', lote.id);
      const { id, created, updated, retiroId } = lote;
      const partial = { id, created, updated, retiroId, nomeLote: 'Lote renomeado' };
      const answer = await queue(server, vet, 'lotes', [
        { verbo, json: { ...partial, _changed: ['nomeLote'], _baseRev: Number(before.rev) } },
      ]);
      expect((answer.body as PushBody).rejeitados).toEqual([]);
      const after = await stored(server, 'lotes', lote.id);
      expect(after).toEqual({ ...before, nomeLote: 'Lote renomeado', rev: after.rev });
      expect(after.protocoloId).toBe(lote.protocoloId);
    },
  );

  it('a partial record without isDeleted does not bring a deleted one back', async () => {
    const { retiro } = await farmWithCow(server, vet);
    const lote = fullLote(String(retiro.id));
    await pushOk(server, vet, 'lotes', [{ ...lote, isDeleted: true }]);
    const { id, created, updated, retiroId } = lote;
    await pushOk(server, vet, 'lotes', [{ id, created, updated, retiroId, nomeLote: 'Outro nome' }]);
    const after = await stored(server, 'lotes', lote.id);
    expect([after.nomeLote, Boolean(after.isDeleted), after.mineral]).toEqual([
      'Outro nome',
      true,
      'Sal proteinado',
    ]);
  });

  it('an unknown field refuses the record in rejeitados with a pt-BR reason; nothing is stored', async () => {
    const { retiro } = await farmWithCow(server, vet);
    const lote: Record = { ...fullLote(String(retiro.id)), campoDoFuturo: 'x' };
    const answer = await queue(server, vet, 'lotes', [{ verbo: 'POST', json: lote }]);
    expect(answer.body).toEqual({
      sucesso: true,
      aplicados: [],
      rejeitados: [{ id: lote.id, motivo: 'Registro inválido. Campo desconhecido: campoDoFuturo.' }],
    });
    const rows = await server.db.kysely.selectFrom('lotes').select('id').where('id', '=', String(lote.id));
    expect(await rows.execute()).toEqual([]);
  });

  it('more than 1,000 records in one call: 413 in pt-BR, nothing written', async () => {
    const { lote } = await farmWithCow(server, vet);
    const records = Array.from({ length: 1001 }, () => ({
      verbo: 'POST' as const,
      json: build.d0(String(lote.id)),
    }));
    const answer = await queue(server, vet, 'd0s', records);
    expect(answer).toEqual({
      status: 413,
      body: { title: 'Envio com registros demais: no máximo 1.000 registros por envio.' },
    });
    const count = await server.db.kysely
      .selectFrom('d0s')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('loteId', '=', String(lote.id))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('exactly 1,000 records in one call are applied', async () => {
    const { lote } = await farmWithCow(server, vet);
    const records = Array.from({ length: 1000 }, () => build.d0(String(lote.id)));
    const answer = await pushOk(server, vet, 'd0s', records);
    expect(answer.aplicados).toHaveLength(1000);
  });
});
