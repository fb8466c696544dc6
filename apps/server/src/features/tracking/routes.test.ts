import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestUser, type ErrorBody, jsonOf, loginAs } from '../../test-support/accounts.ts';
import { DIALECTS, startTestServer, type TestServer } from '../../test-support/test-server.ts';

describe.each(DIALECTS)('POST /api/tracking on %s', (dialect) => {
  let server: TestServer;
  let user: { id: string; token: string };
  const track = (body: unknown, token = user.token) =>
    fetch(`${server.baseUrl}/api/tracking`, {
      method: 'POST',
      headers: bearer(token),
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    server = await startTestServer(dialect, { GESTAR_TEST_FAST_HASH: '1' });
    const created = await createTestUser(server, { role: 'Inseminador' });
    user = { id: created.id, token: (await loginAs(server, created.email, created.password)).token };
  });
  afterAll(async () => {
    await server.close();
  });

  it('stores each event of the batch for the calling user', async () => {
    const data = [
      { tela: '/D0/abc', evento: 'abrir', em: '2026-11-23T10:00:00.000Z' },
      { tela: '/IATF/abc', evento: 'finalizar', duracaoMs: 1234 },
      'texto livre',
    ];
    const response = await track({ userId: user.id, sessionId: 'sessao-1', data });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sucesso: true, recebidos: 3 });
    const rows = await server.db.kysely
      .selectFrom('tracking_events')
      .selectAll()
      .where('usuarioId', '=', user.id)
      .execute();
    expect(rows.map((row) => JSON.parse(row.data))).toEqual(expect.arrayContaining(data));
    expect(rows.every((row) => row.sessionId === 'sessao-1')).toBe(true);
  });

  it('accepts an empty batch', async () => {
    const response = await track({ userId: user.id, sessionId: 'sessao-2', data: [] });
    expect(await response.json()).toEqual({ sucesso: true, recebidos: 0 });
  });

  it("refuses events on another user's behalf with 403", async () => {
    const other = await createTestUser(server, { role: 'Veterinário' });
    const response = await track({ userId: other.id, sessionId: 's', data: [{ a: 1 }] });
    expect(response.status).toBe(403);
    expect((await jsonOf<ErrorBody>(response)).title).toMatch(/próprio usuário/);
  });

  it('needs a token', async () => {
    const response = await fetch(`${server.baseUrl}/api/tracking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: user.id, sessionId: 's', data: [] }),
    });
    expect(response.status).toBe(401);
  });

  it.each([
    ['no data', () => ({ userId: user.id, sessionId: 's' })],
    ['data that is not a list', () => ({ userId: user.id, sessionId: 's', data: { a: 1 } })],
    ['a userId that is not an id', () => ({ userId: 'eu', sessionId: 's', data: [] })],
    ['an empty sessionId', () => ({ userId: user.id, sessionId: '', data: [] })],
    ['a null event', () => ({ userId: user.id, sessionId: 's', data: [null] })],
    ['an event over 8 KB', () => ({ userId: user.id, sessionId: 's', data: [{ x: 'y'.repeat(9000) }] })],
    [
      'more than 1000 events',
      () => ({ userId: user.id, sessionId: 's', data: Array.from({ length: 1001 }, () => 1) }),
    ],
  ])('refuses %s with a pt-BR 400 and stores nothing', async (_case, body) => {
    const before = await server.db.kysely.selectFrom('tracking_events').select('id').execute();
    const response = await track(body());
    expect(response.status).toBe(400);
    expect((await jsonOf<ErrorBody>(response)).title).toBe('Requisição inválida.');
    const after = await server.db.kysely.selectFrom('tracking_events').select('id').execute();
    expect(after).toHaveLength(before.length);
  });
});
