import { randomUUID } from 'node:crypto';
import { PROTOCOL_DELETE_NOT_ALLOWED } from '@gestar/domain/messages/protocols';
import {
  CATALOG_FORBIDDEN,
  FARM_FORBIDDEN,
  FARM_OWNER_ONLY,
  MOVE_FORBIDDEN,
  PROTOCOL_FORBIDDEN,
  parentMissing,
  READ_ONLY_PROFILE,
  UNSTORABLE_RECORD_TEXT,
} from '@gestar/domain/messages/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, loginAs } from '../../test-support/accounts.ts';
import { DIALECTS, type TestServer } from '../../test-support/test-server.ts';
import {
  build,
  farmWithCow,
  linkUser,
  post,
  push,
  pushOk,
  type Record,
  type Session,
  signIn,
  startSyncServer,
} from './test-kit.ts';

describe.each(DIALECTS)('rejected records and hostile input on %s', (dialect) => {
  let server: TestServer;
  let vet: Session;
  let otherVet: Session;
  let cliente: Session;
  let admin: Session;
  beforeAll(async () => {
    server = await startSyncServer(dialect);
    vet = await signIn(server, 'Veterinário');
    otherVet = await signIn(server, 'Veterinário');
    cliente = await signIn(server, 'Cliente');
    admin = await signIn(server, 'Administrador');
  });
  afterAll(async () => {
    await server.close();
  });

  it('a record failing its schema is rejected with a pt-BR reason naming the field; the rest applies', async () => {
    const { lote } = await farmWithCow(server, vet);
    const good = build.d0(String(lote.id));
    const bad: Record = {
      ...build.d0(String(lote.id)),
      peso_EM: 'pesado',
      dataPartoIndividual: '2025-02-30',
    };
    const answer = await push(server, vet, 'd0s', [{ json: bad }, { json: good }, { json: { nada: 1 } }]);
    expect(answer.aplicados.map((a) => a.id)).toEqual([good.id]);
    expect(answer.rejeitados[0]?.id).toBe(bad.id);
    expect(answer.rejeitados[0]?.motivo).toMatch(/^Registro inválido\. /);
    expect(answer.rejeitados[0]?.motivo).toContain('dataPartoIndividual: Data inválida');
    expect(answer.rejeitados[0]?.motivo).toContain('peso_EM: Entrada inválida');
    expect(answer.rejeitados[1]).toEqual({ id: null, motivo: expect.stringMatching(/^Registro inválido/) });
  });

  it('a number past its field range (1e308 kg) is rejected with the range, and nothing is stored', async () => {
    const { lote, d0 } = await farmWithCow(server, vet);
    const answer = await push(server, vet, 'd0s', [
      { verbo: 'PUT', json: { ...d0, pesoBezerro: 1e308, _changed: ['pesoBezerro'], _baseRev: null } },
      { json: build.d0(String(lote.id), { peso_d0resync: 2500 }) },
    ]);
    expect(answer.aplicados).toEqual([]);
    expect(answer.rejeitados.map((r) => r.motivo)).toEqual([
      expect.stringContaining('pesoBezerro: Informe um número de 0 a 2000 kg'),
      expect.stringContaining('peso_d0resync: Informe um número de 0 a 2000 kg'),
    ]);
    const stored = await server.db.kysely
      .selectFrom('d0s')
      .select('pesoBezerro')
      .where('id', '=', String(d0.id))
      .executeTakeFirstOrThrow();
    expect(stored.pesoBezerro).toBeNull();
  });

  it("a record of another user's farm is rejected", async () => {
    const { lote, d0 } = await farmWithCow(server, vet);
    const answer = await push(server, otherVet, 'd0s', [
      { json: build.d0(String(lote.id)) },
      { verbo: 'PUT', json: { ...d0, codVaca: 'roubada' } },
    ]);
    expect(answer.aplicados).toEqual([]);
    expect(answer.rejeitados.map((r) => r.motivo)).toEqual([FARM_FORBIDDEN(), FARM_FORBIDDEN()]);
  });

  it('Cliente never writes: every record is rejected, even on a farm it is linked to', async () => {
    const { fazenda, lote } = await farmWithCow(server, vet);
    await linkUser(server, vet, String(fazenda.id), cliente.id);
    const records = [build.d0(String(lote.id)), build.d0(String(lote.id))];
    const answer = await push(
      server,
      cliente,
      'd0s',
      records.map((json) => ({ json })),
    );
    expect(answer).toEqual({
      sucesso: true,
      aplicados: [],
      rejeitados: records.map((record) => ({ id: record.id, motivo: READ_ONLY_PROFILE() })),
    });
    const farm = await push(server, cliente, 'fazendas', [{ json: build.fazenda(cliente.id) }]);
    expect(farm.rejeitados[0]?.motivo).toBe(READ_ONLY_PROFILE());
  });

  // The management screens write dns, iatfs and the batch's progress; a Cliente's device must not.
  it('Cliente cannot write DN or IATF records nor finalize a batch of a farm it is linked to', async () => {
    const { fazenda, lote, d0 } = await farmWithCow(server, vet);
    await linkUser(server, vet, String(fazenda.id), cliente.id);
    const dn = build.dn(String(lote.id), String(d0.id));
    const iatf = build.iatf(String(lote.id), String(d0.id));
    const answers = [
      await push(server, cliente, 'dns', [{ json: dn }]),
      await push(server, cliente, 'iatfs', [{ json: iatf }]),
      await push(server, cliente, 'lotes', [{ verbo: 'PUT', json: { ...lote, processoAtual: 'D0' } }]),
    ];
    expect(answers.map((answer) => answer.rejeitados[0]?.motivo)).toEqual([
      READ_ONLY_PROFILE(),
      READ_ONLY_PROFILE(),
      READ_ONLY_PROFILE(),
    ]);
    expect(answers.flatMap((answer) => answer.aplicados)).toEqual([]);
    // The same records from the farm's veterinarian are applied: the refusal is the role, not the records.
    await pushOk(server, vet, 'dns', [dn]);
    await pushOk(server, vet, 'iatfs', [iatf]);
  });

  it.each([
    ['lotes', 'retiro', (id: string) => build.lote(id)],
    ['d0s', 'lote', (id: string) => build.d0(id)],
    ['retiros', 'fazenda', (id: string) => build.retiro(id)],
    ['partidas', 'touro', (id: string) => build.partida(id, null)],
  ] as const)(
    'a %s record whose %s the server does not have stays on the device',
    async (key, parent, make) => {
      const answer = await push(server, vet, key, [{ json: make(randomUUID()) }]);
      expect(answer.rejeitados[0]?.motivo).toBe(parentMissing(parent));
    },
  );

  it('a record cannot move to another farm', async () => {
    const first = await farmWithCow(server, vet);
    const second = await farmWithCow(server, vet);
    const answer = await push(server, vet, 'd0s', [
      { verbo: 'PRIORITY', json: { ...first.d0, loteId: second.lote.id } },
    ]);
    expect(answer.rejeitados[0]?.motivo).toBe(MOVE_FORBIDDEN());
  });

  it('only the owner (or an administrator) deletes a farm or changes its links', async () => {
    const inseminador = await signIn(server, 'Inseminador');
    const { fazenda } = await farmWithCow(server, vet);
    await linkUser(server, vet, String(fazenda.id), inseminador.id);
    const deletion = await push(server, inseminador, 'fazendas', [{ json: { ...fazenda, isDeleted: true } }]);
    expect(deletion.rejeitados[0]?.motivo).toBe(FARM_OWNER_ONLY());
    const link = await push(server, inseminador, 'fazendaUsuarios', [
      { json: build.fazendaUsuario(String(fazenda.id), otherVet.id) },
    ]);
    expect(link.rejeitados[0]?.motivo).toBe(FARM_OWNER_ONLY());
    const edit = await push(server, inseminador, 'fazendas', [{ json: { ...fazenda, nome: 'Renomeada' } }]);
    expect(edit.rejeitados).toEqual([]);
    const byAdmin = await push(server, admin, 'fazendas', [{ json: { ...fazenda, isDeleted: true } }]);
    expect(byAdmin.rejeitados).toEqual([]);
  });

  it('protocols: a veterinarian writes only their own; ownerless ones only an administrator', async () => {
    const own = build.protocolo(vet.id);
    await pushOk(server, vet, 'protocolos', [own]);
    const answers = await Promise.all([
      push(server, otherVet, 'protocolos', [{ json: { ...own, name: 'Alterado' } }]),
      push(server, vet, 'protocolos', [{ json: build.protocolo(null) }]),
      push(server, vet, 'protocolos', [{ json: build.protocolo(otherVet.id) }]),
    ]);
    expect(answers.map((a) => a.rejeitados[0]?.motivo)).toEqual([
      PROTOCOL_FORBIDDEN(),
      PROTOCOL_FORBIDDEN(),
      PROTOCOL_FORBIDDEN(),
    ]);
    expect((await push(server, admin, 'protocolos', [{ json: build.protocolo(null) }])).rejeitados).toEqual(
      [],
    );
  });

  it("a protocol a batch uses cannot be deleted ('Exclusão de Protocolo Não Permitida')", async () => {
    const protocolo = build.protocolo(vet.id);
    await pushOk(server, vet, 'protocolos', [protocolo]);
    const { retiro } = await farmWithCow(server, vet);
    await pushOk(server, vet, 'lotes', [build.lote(String(retiro.id), { protocoloId: protocolo.id })]);
    const answer = await push(server, vet, 'protocolos', [{ json: { ...protocolo, isDeleted: true } }]);
    expect(answer.rejeitados[0]?.motivo).toBe(PROTOCOL_DELETE_NOT_ALLOWED());
    const unused = build.protocolo(vet.id);
    await pushOk(server, vet, 'protocolos', [unused]);
    expect(
      (await push(server, vet, 'protocolos', [{ json: { ...unused, isDeleted: true } }])).rejeitados,
    ).toEqual([]);
  });

  it("a user's bull catalogue is theirs alone", async () => {
    const answer = await push(server, vet, 'touros', [{ json: build.touro(null, otherVet.id) }]);
    expect(answer.rejeitados[0]?.motivo).toBe(CATALOG_FORBIDDEN());
  });

  it('text PostgreSQL cannot store (U+0000) is rejected as bad data, never a 500', async () => {
    const { lote } = await farmWithCow(server, vet);
    const answer = await push(server, vet, 'd0s', [
      { json: build.d0(String(lote.id), { codVaca: 'a\u0000b' }) },
    ]);
    expect(answer.rejeitados[0]?.motivo).toBe(UNSTORABLE_RECORD_TEXT());
  });

  it.each([
    ['an unknown tipoId', { tipoId: 'usuarios', loggedUser: randomUUID(), contents: [] }],
    ['a made-up tipoId', { tipoId: 'DROP TABLE d0s', loggedUser: randomUUID(), contents: [] }],
    ['no contents', { tipoId: 'd0s', loggedUser: randomUUID() }],
    ['contents not a list', { tipoId: 'd0s', loggedUser: randomUUID(), contents: 'tudo' }],
    [
      'an unknown verb',
      { tipoId: 'd0s', loggedUser: randomUUID(), contents: [{ verbo: 'DELETE', json: {} }] },
    ],
    [
      'json not an object',
      { tipoId: 'd0s', loggedUser: randomUUID(), contents: [{ verbo: 'POST', json: [1] }] },
    ],
    ['an array body', [1, 2, 3]],
    ['a null body', null],
  ])('push with %s → 400 with a pt-BR title', async (_name, body) => {
    const { status, body: answer } = await post(server, '/api/sync/Queue', vet.token, body);
    expect(status).toBe(400);
    expect(answer).toEqual({ title: 'Requisição inválida.', errors: expect.any(Array) });
  });

  it.each([
    ['a negative cursor', '', { lastPulledAt: -1 }],
    ['a text cursor', '', { lastPulledAt: 'ontem' }],
    ['a fractional cursor', '', { lastPulledAt: 1.5 }],
    ['a bad farm id', '', { lastPulledAt: 0, fazendasBaixadas: [{ id: '1 OR 1=1', lastPulledAt: 0 }] }],
    ['farms not a list', '', { lastPulledAt: 0, fazendasBaixadas: 'todas' }],
    ['a zero page size', '?pageSize=0', { lastPulledAt: 0 }],
    ['a huge page size', '?pageSize=1000000', { lastPulledAt: 0 }],
    ['a text query cursor', '?lastPulledAt=abc', {}],
  ])('pull with %s → 400 with a pt-BR title', async (_name, query, body) => {
    const { status, body: answer } = await post(server, `/api/sync/half-sync${query}`, vet.token, body);
    expect(status).toBe(400);
    expect(answer).toEqual({ title: 'Requisição inválida.', errors: expect.any(Array) });
  });

  it.each(['/api/sync/Queue', '/api/sync/half-sync'])(
    '%s: malformed JSON and prototype keys → 400',
    async (path) => {
      for (const raw of ['{"tipoId": ', '{"__proto__": {"admin": true}, "lastPulledAt": 0}']) {
        const { status, body } = await post(server, path, vet.token, raw);
        expect(status).toBe(400);
        expect(body).toEqual({ title: 'Requisição inválida.' });
      }
    },
  );

  it.each([
    ['a huge integer', { peso_EM: 1e300 }],
    ['a negative weight', { pesoBezerro: -1 }],
    ['an upper-case id', { id: randomUUID().toUpperCase() }],
    ['a nested object where text goes', { codVaca: { $gt: '' } }],
    ['a very long text', { observacaoD0: 'x'.repeat(100_000) }],
  ])('a record with %s is rejected, never a 500', async (_name, change) => {
    const { lote } = await farmWithCow(server, vet);
    const answer = await push(server, vet, 'd0s', [{ json: { ...build.d0(String(lote.id)), ...change } }]);
    expect(answer.aplicados).toEqual([]);
    expect(answer.rejeitados[0]?.motivo).toMatch(/^Registro inválido/);
  });

  it('a number too large for a double (JSON 1e309) is rejected, never a 500', async () => {
    const { lote } = await farmWithCow(server, vet);
    const d0 = build.d0(String(lote.id));
    const raw = JSON.stringify({
      tipoId: 'd0s',
      loggedUser: vet.id,
      contents: [{ verbo: 'POST', json: d0 }],
    }).replace('"peso_EM":420', '"peso_EM":1e309');
    const { status, body } = await post(server, '/api/sync/Queue', vet.token, raw);
    expect(status).toBe(200);
    expect(body).toMatchObject({ aplicados: [], rejeitados: [{ id: d0.id }] });
  });

  it("a number at its field's maximum is stored and read back exactly; the largest safe integer is refused", async () => {
    const { lote } = await farmWithCow(server, vet);
    const d0 = build.d0(String(lote.id), { peso_EM: 2000, pesoBezerro: 1999.99 });
    await pushOk(server, vet, 'd0s', [d0]);
    const row = await server.db.kysely
      .selectFrom('d0s')
      .select(['peso_EM', 'pesoBezerro'])
      .where('id', '=', String(d0.id))
      .executeTakeFirst();
    expect(Number(row?.peso_EM)).toBe(2000);
    expect(Number(row?.pesoBezerro)).toBe(1999.99);
    const huge = await push(server, vet, 'd0s', [
      { json: build.d0(String(lote.id), { peso_EM: Number.MAX_SAFE_INTEGER }) },
    ]);
    expect(huge.rejeitados).toHaveLength(1);
  });

  it.each(['/api/sync/Queue', '/api/sync/half-sync'])('%s without a token → 401', async (path) => {
    const { status, body } = await post(server, path, null, { lastPulledAt: 0 });
    expect(status).toBe(401);
    expect(body).toEqual({ title: expect.any(String) });
  });

  it.each(['/api/sync/Queue', '/api/sync/half-sync'])(
    '%s before the terms are accepted → 403',
    async (path) => {
      const user = await createTestUser(server, { role: 'Veterinário', acceptTerms: false });
      const { token } = await loginAs(server, user.email, user.password);
      const { status, body } = await post(server, path, token, { lastPulledAt: 0 });
      expect(status).toBe(403);
      expect(body).toEqual({ title: 'Você precisa aceitar os termos de uso!' });
    },
  );
});
